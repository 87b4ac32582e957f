import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../support/session';

test.describe('Inicio de sesión', () => {
  test('un usuario válido entra y llega a Nueva Factura con su nombre comercial', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Nueva Factura' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Administrar' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Nueva Factura' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  test('el botón dice Procesando... mientras espera la respuesta', async ({ page }) => {
    // The answer is held until the button has been seen waiting.
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route('**/api/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('Nombre de usuario').fill('demo');
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/nueva-factura$/);
  });

  test('credenciales incorrectas abren el modal y al cerrarlo se borra la contraseña', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Nombre de usuario').fill('demo');
    await page.getByLabel('Contraseña').fill('equivocada');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Error de autenticación' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Credenciales incorrectas. Por favor, inténtalo nuevamente.');
    await dialog.getByRole('button', { name: 'Entendido' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Contraseña')).toHaveValue('');
    await expect(page.getByLabel('Nombre de usuario')).toHaveValue('demo');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('si el servidor no da un texto de error, el modal muestra el texto por defecto', async ({ page }) => {
    await page.route('**/api/login', (route) => route.fulfill({ status: 500, body: 'x', contentType: 'text/plain' }));
    await page.goto('/login');
    await page.getByLabel('Nombre de usuario').fill('demo');
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Error de autenticación' });
    await expect(dialog).toContainText('Credenciales incorrectas. Por favor, inténtalo nuevamente.');
  });

  test('cerrar sesión muestra el mensaje, apaga la sesión y vuelve al inicio', async ({ page }) => {
    await signIn(page);
    await page.getByRole('banner').getByRole('link', { name: 'Cerrar sesión' }).click();
    await expect(page.getByText('¡Sesión cerrada correctamente!')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Administrar' })).toHaveCount(0);
  });

  test('un token rechazado por la API cierra la sesión y lleva a /login', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('token', 'token-adulterado'));
    await page.goto('/nueva-factura');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test.describe('Rutas protegidas y redirecciones', () => {
  test('sin sesión, /nueva-factura y /admin llevan a /login', async ({ page }) => {
    await page.goto('/nueva-factura');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin/productos');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Nombre de usuario')).toBeVisible();
  });

  test('con sesión, /login lleva a /', async ({ page }) => {
    await signIn(page);
    await page.goto('/login');
    await expect(page).toHaveURL('/');
  });

  test('una ruta desconocida lleva a /404', async ({ page }) => {
    await page.goto('/no-existe/para-nada');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL('/');
  });

  test('la página pública de descarga no pide sesión', async ({ page }) => {
    await page.goto('/descargar-factura/1811202301179001691900120721260002540020711013510');
    await expect(page.getByRole('heading', { name: 'Visualiza tu factura' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ver factura' })).toBeVisible();
  });
});
