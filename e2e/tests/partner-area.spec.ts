import { expect, test } from '@playwright/test';
import { expectNoReload, markDocument, signIn } from '../support/session';

/**
 * The contract with independently deployed areas (issue 20, docs/arquitectura.md):
 * e2e/fixtures/partner-area is built with stock Rsbuild, React and Module Federation, declares only
 * the documented shared list, and the suite's /config.json mounts it at /area-de-prueba.
 */
test.describe('Un área de otro equipo dentro del shell', () => {
  test.skip(Boolean(process.env.E2E_EXTERNAL), 'El área de prueba solo la sirve la suite que arrancan estas pruebas');

  test('lee la sesión compartida, navega con el router compartido y la página tiene un solo React', async ({
    page,
  }) => {
    // React registers each renderer (each copy of react-dom) with the DevTools hook when it loads.
    await page.addInitScript(() => {
      const renderers = new Map<number, { version?: string }>();
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          renderers,
          supportsFiber: true,
          inject: (renderer: { version?: string }) => {
            renderers.set(renderers.size + 1, renderer);
            return renderers.size;
          },
          onCommitFiberRoot: () => undefined,
          onCommitFiberUnmount: () => undefined,
          onPostCommitFiberRoot: () => undefined,
          checkDCE: () => undefined,
        },
      });
    });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await signIn(page);
    await page.goto('/area-de-prueba');
    await expect(page.getByRole('heading', { name: 'Área de otro equipo' })).toBeVisible();
    await expect(page).toHaveTitle('Área de otro equipo · Facturador');
    const session = page.getByRole('region', { name: 'Sesión compartida' });
    await expect(session.getByText('Sesión iniciada')).toBeVisible();
    await expect(session.getByText('Usuario: demo')).toBeVisible();

    // Its own state and hooks, on the page's one React.
    await session.getByRole('button', { name: 'Contar (0)' }).click();
    await expect(session.getByRole('button', { name: 'Contar (1)' })).toBeVisible();
    const versions = await page.evaluate(() =>
      [
        ...(
          window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version?: string }> } }
        ).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.values(),
      ].map((renderer) => renderer.version),
    );
    expect(versions, 'una sola copia de react-dom en la página').toHaveLength(1);
    expect(versions[0]).toMatch(/^19\./);

    await markDocument(page);
    await session.getByRole('link', { name: 'Ver el detalle' }).click();
    await expect(page).toHaveURL(/\/area-de-prueba\/detalle$/);
    await page.getByRole('link', { name: 'Ir a la administración' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Bienvenido/a Administrador' })).toBeVisible();
    await page.goBack();
    await expect(page.getByText('Detalle del área.')).toBeVisible();
    await expectNoReload(page);
    expect(pageErrors).toEqual([]);
  });
});
