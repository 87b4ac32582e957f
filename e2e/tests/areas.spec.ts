import { expect, test } from '@playwright/test';
import { BEHIND_PROXY, NO_STANDALONE_AREAS } from '../support/deployment';
import { expectNoReload, markDocument, signIn } from '../support/session';

test.describe('Áreas federadas dentro del shell', () => {
  test('shell → administración → área → shell, con atrás y adelante, sin recargar', async ({ page }) => {
    await signIn(page);
    await markDocument(page);

    await page.getByRole('banner').getByRole('link', { name: 'Administrar' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Bienvenido/a Administrador' })).toBeVisible();

    const sidebar = page.getByRole('navigation', { name: 'Menú de administración' });
    await sidebar.getByRole('link', { name: 'Productos' }).click();
    await expect(page).toHaveURL(/\/admin\/productos$/);
    await expect(page.getByRole('heading', { name: 'Gestionar Productos' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Productos' })).toHaveAttribute('aria-current', 'page');

    // A link inside the area to a route the shell mounts from another area.
    await page.getByRole('link', { name: 'Emitir una factura' }).click();
    await expect(page).toHaveURL(/\/nueva-factura$/);
    await expect(page.getByRole('heading', { name: 'Nueva Factura' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/productos$/);
    await expect(page.getByRole('heading', { name: 'Gestionar Productos' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Bienvenido/a Administrador' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Gestionar Productos' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Facturador', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('#hero')).toBeVisible();
    await expectNoReload(page);
  });

  test('la barra lateral depende del permiso de inventario', async ({ page }) => {
    await signIn(page, 'simple');
    await page.goto('/admin');
    const sidebar = page.getByRole('navigation', { name: 'Menú de administración' });
    await expect(sidebar.getByRole('link')).toHaveText(['Productos', 'Documentos']);

    await page.getByRole('banner').getByRole('link', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL('/');
    await signIn(page, 'demo');
    await page.goto('/admin');
    await expect(sidebar.getByRole('link')).toHaveText([
      'Productos',
      'Inventario',
      'Movimientos',
      'Documentos',
      'Almacenes',
    ]);
  });

  test('el área ve la misma sesión que el shell: cerrar sesión desde el área apaga el shell', async ({ page }) => {
    await signIn(page);
    await markDocument(page);
    await page.getByRole('banner').getByRole('link', { name: 'Administrar' }).click();
    await page.getByRole('link', { name: 'cierre su sesión' }).click();
    await expect(page.getByText('¡Sesión cerrada correctamente!')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page).toHaveURL('/');
    await expectNoReload(page);
  });

  test('un área caída muestra un aviso en su lugar y el resto del shell sigue funcionando', async ({ page }) => {
    await page.route(/localhost:3003\/|\/mf\/mf-admin\//, (route) => route.abort('connectionrefused'));
    await signIn(page);
    await page.getByRole('banner').getByRole('link', { name: 'Administrar' }).click();
    await expect(page.getByRole('alert')).toContainText('No se pudo cargar la administración');
    await expect(page.getByRole('heading', { name: 'Módulo no disponible' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Nueva Factura' }).click();
    await expect(page.getByRole('heading', { name: 'Nueva Factura' })).toBeVisible();
  });

  test('en pantallas pequeñas los enlaces se agrupan tras el botón de puntos y se cierran al navegar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page);
    const more = page.getByRole('button', { name: 'Más opciones' });
    await expect(more).toBeVisible();
    await expect(page.getByRole('link', { name: 'Administrar' })).toBeHidden();
    await more.click();
    await page.getByRole('link', { name: 'Administrar' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('link', { name: 'Administrar' })).toBeHidden();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    // The admin route supplies a menu handler, so the 'Abrir menú' button is shown.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('navigation', { name: 'Menú de administración' })).toBeVisible();
  });
});

test.describe('Áreas independientes', () => {
  test.skip(BEHIND_PROXY, NO_STANDALONE_AREAS);

  test('la descarga pública arranca sola desde su propio puerto', async ({ page }) => {
    await page.goto('http://localhost:3004/descargar-factura/1811202301179001691900120721260002540020711013510');
    await expect(page.getByRole('heading', { name: 'Visualiza tu factura' })).toBeVisible();
    await expect(page.getByText('Haz clic en el botón para ver la factura')).toBeVisible();
  });

  test('la administración independiente sin sesión no muestra datos', async ({ page }) => {
    await page.goto('http://localhost:3003/admin');
    await expect(page.getByRole('heading', { name: 'Sesión no iniciada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      'http://localhost:3000/login',
    );
    await expect(page.getByRole('heading', { name: 'Bienvenido/a Administrador' })).toHaveCount(0);
  });
});
