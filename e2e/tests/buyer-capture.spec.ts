import { expect, test } from '@playwright/test';
import { openInvoiceScreen } from '../support/invoice';

/**
 * «Datos del cliente por QR»: the clerk shows the QR code, the buyer types their own data on a 360 px phone
 * (another browser, no session), and the clerk's screen fills in without a reload.
 */
test('the buyer’s data typed on their phone fill the clerk’s invoice screen', async ({ page: clerk, browser }) => {
  test.setTimeout(90_000);
  await openInvoiceScreen(clerk);
  await clerk.getByRole('button', { name: 'Datos del cliente por QR' }).click();
  const dialog = clerk.getByRole('dialog', { name: 'Datos del cliente por QR' });
  await expect(dialog.getByRole('img', { name: 'Código QR del enlace para el cliente' })).toBeVisible();
  const url = (await dialog.getByText('/datos-cliente/').textContent()) ?? '';
  const token = url.split('/datos-cliente/')[1]?.trim() ?? '';
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
  const phone = await phoneContext.newPage();
  await phone.goto(`/datos-cliente/${token}`);
  await expect(phone.getByRole('heading', { name: 'Sus datos para la factura' })).toBeVisible();
  await expect(phone.getByText('Comercial El Manaba', { exact: true })).toBeVisible();
  await phone.getByLabel('Número de identificación').fill('1309876546');
  await phone.getByLabel('Correo electrónico').fill('maria@example.com');
  await phone.getByLabel('Teléfono (opcional)').fill('0991234567');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await phone.getByRole('button', { name: 'Enviar mis datos' }).click();
  await expect(phone.getByText('Listo: sus datos llegaron a la caja.', { exact: false })).toBeVisible();

  await expect(clerk.getByText('Datos recibidos del cliente')).toBeVisible({ timeout: 5_000 });
  await expect(dialog).toBeHidden();
  await expect(clerk.getByLabel('Número de documento')).toHaveValue('1309876546');
  await expect(clerk.getByLabel('Nombre / Razón social')).toHaveValue('LOOR VELEZ MARIA FERNANDA');
  await expect(clerk.getByLabel('Correo electrónico')).toHaveValue('maria@example.com');

  // The link is spent: opening it again says so.
  await phone.reload();
  await expect(phone.getByRole('alert')).toHaveText(/Este enlace ya se usó/);
  await phoneContext.close();
});
