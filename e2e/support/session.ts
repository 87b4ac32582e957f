import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the real login screen, as a merchant does. */
export async function signIn(page: Page, usuario = 'demo', clave = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Nombre de usuario').fill(usuario);
  await page.getByLabel('Contraseña').fill(clave);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/nueva-factura$/);
}

/** Marks the current document: still marked later means no full page reload happened in between. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sinRecarga?: boolean }).__sinRecarga = true;
  });
}

export async function expectNoReload(page: Page): Promise<void> {
  const marked = await page.evaluate(() => (window as unknown as { __sinRecarga?: boolean }).__sinRecarga === true);
  expect(marked, 'la navegación no debe recargar la página').toBe(true);
}
