import { expect, type Page, type Request, test } from '@playwright/test';
import { expectNoReload, markDocument, signIn } from '../support/session';

/**
 * The contract with independently deployed areas (issues 20 and 38, docs/arquitectura.md «Añadir un
 * área de otro equipo»): e2e/fixtures/partner-area is built with stock Rsbuild, React and Module
 * Federation, declares only the documented shared list, reads the user only from the shared session's
 * atom, and the suite's /config.json mounts it at /area-de-prueba (its origin is nowhere else).
 */
const PARTNER_ORIGIN = `http://localhost:${process.env.PARTNER_AREA_PORT ?? 3009}`;

/** Whether «Cargando usuario…» (the area's text while it has no user) was ever put on the page. */
async function watchLoadingText(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const seen = { loading: false };
    Object.assign(window, { __cargandoUsuario: seen });
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Cargando usuario')) seen.loading = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cargandoUsuario: { loading: boolean } }).__cargandoUsuario.loading);
}

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];
test.describe('Un área de otro equipo dentro del shell', () => {
  test.skip(Boolean(process.env.E2E_EXTERNAL), 'El área de prueba solo la sirve la suite que arrancan estas pruebas');

  test('abierta por su URL saluda al usuario desde el primer render, navega con el router compartido y hay un solo React', async ({
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

    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    const loadingShown = await watchLoadingText(page);

    await signIn(page);
    // The page sign-in lands on has asked for its user by then.
    await expect(page.getByLabel('Código', { exact: true })).toBeEditable();
    // The area's own URL, opened directly: a new document, nothing of the session in memory yet.
    const userRequests: Request[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/user' && sent.method() === 'GET') userRequests.push(sent);
    });
    const response = await page.goto('/area-de-prueba');
    await expect(page.getByRole('heading', { name: 'Área de otro equipo' })).toBeVisible();
    await expect(page).toHaveTitle('Área de otro equipo · Facturador');
    const session = page.getByRole('region', { name: 'Sesión compartida' });
    await expect(session.getByText('Hola, demo')).toBeVisible();
    expect(await loadingShown(), 'el área no pasa por «Cargando usuario…»: la sesión está antes de montarla').toBe(
      false,
    );
    await expect(session.getByText('Sesión iniciada')).toBeVisible();
    await expect(session.getByText('Usuario: demo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(userRequests, 'GET /api/user una sola vez: el shell toma la que pidió la página').toHaveLength(1);

    // Adding the area to config.json is all the shell's Content-Security-Policy needs.
    const policy = response?.headers()['content-security-policy'] ?? '';
    for (const name of ['script-src', 'style-src', 'connect-src'])
      expect(directive(policy, name)).toContain(PARTNER_ORIGIN);
    expect(cspViolations).toEqual([]);

    // Its plain <h1> looks like a heading: the shell's preflight does not flatten it.
    const heading = await page.getByRole('heading', { name: 'Área de otro equipo' }).evaluate((element) => {
      const style = getComputedStyle(element);
      return { size: Number.parseFloat(style.fontSize), weight: Number(style.fontWeight) };
    });
    const bodySize = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize));
    expect(heading.size).toBe(2 * bodySize);
    expect(heading.weight).toBe(700);

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
