import { expect, test } from '@playwright/test';
import {
  addedLines,
  amount,
  apiItems,
  apiToken,
  chooseConsumidorFinal,
  entryRow,
  expectWarning,
  openInvoiceScreen,
} from '../support/invoice';

/**
 * Issue 13: products sold by kilo, litro, metro, libra or galones take quantities with up to 3
 * decimals; unidad and caja keep spec 01 §5's "min 1, step 1".
 */
test('un producto por kilo acepta 1.255 y el total es el correcto; la unidad no admite decimales', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const stockOf = async () =>
    (await apiItems(request, token, { busqueda: 'ARR-1K', almacen: 'Bodega Principal' }))[0]?.stock;
  const stockBefore = await stockOf();
  expect(stockBefore).toBeGreaterThanOrEqual(2.5);

  await openInvoiceScreen(page);
  const row = entryRow(page);
  await row.codigo.fill('ARR-1K');
  await row.codigo.press('Enter');
  await expect(row.descripcion).toHaveValue('Arroz blanco');
  await expect(row.cantidad).toHaveAttribute('step', '0.001');
  // Typed as a clerk types it, key by key: up to 3 decimals, a fourth is not taken.
  await row.cantidad.fill('');
  await row.cantidad.pressSequentially('1.2555');
  await expect(row.cantidad).toHaveValue('1.255');
  await expect(row.subtotal).toHaveValue('$ 1.38');
  await row.agregar.click();
  const lines = addedLines(page);
  await expect(lines).toHaveCount(1);
  await expect(page.getByLabel('Cantidad de la línea 1')).toHaveValue('1.255');
  // 1.10 × 1.255 = 1.3805: $ 1.38, at IVA 0 %.
  await expect(lines.first()).toContainText('$ 1.38');
  await expect(amount(page, 'Subtotal 0%')).toHaveText('$ 1.38');
  await expect(amount(page, 'Total')).toHaveText('$ 1.38');

  await row.codigo.fill('SRV-INST');
  await row.codigo.press('Enter');
  await expect(row.cantidad).toHaveAttribute('step', '1');
  await expect(row.cantidad).toHaveAttribute('min', '1');
  // Unidad: the decimals typed are dropped, and 0 is refused with the rule's message.
  await row.cantidad.fill('');
  await row.cantidad.pressSequentially('1.5');
  await expect(row.cantidad).toHaveValue('1');
  await row.cantidad.fill('0');
  await row.agregar.click();
  await expectWarning(page, 'La cantidad debe ser un número entero mayor o igual a 1.');
  await expect(lines).toHaveCount(1);

  // The added kilo line is corrected in place, still with decimals.
  const cantidad = page.getByLabel('Cantidad de la línea 1');
  await cantidad.fill('2.5');
  await cantidad.press('Enter');
  await expect(lines.first()).toContainText('$ 2.75');
  await expect(amount(page, 'Total')).toHaveText('$ 2.75');

  // The API takes it as shown: the invoice for $ 2.75, and 2.5 kilos out of the warehouse.
  await chooseConsumidorFinal(page);
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar emisión' });
  await expect(confirm).toContainText('Confirmar emisión del documento por el siguiente monto: $ 2.75');
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  const done = page.getByRole('dialog', { name: 'Documento enviado' });
  await expect(done).toContainText('Documento enviado con exito');
  await expect(done).toContainText('$ 2.75');
  expect(await stockOf()).toBeCloseTo(stockBefore! - 2.5, 3);
});

test('salir de la página con líneas sin enviar pide confirmación', async ({ page }) => {
  await openInvoiceScreen(page);
  const row = entryRow(page);
  await row.codigo.fill('SRV-INST');
  await row.codigo.press('Control+Enter');
  await expect(addedLines(page)).toHaveCount(1);

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('banner').getByRole('link', { name: 'Cerrar sesión' }).click();
  await expect.poll(() => asked).toEqual(['Hay un documento con items sin enviar. ¿Desea salir de esta página?']);
  await expect(page).toHaveURL(/\/nueva-factura$/);
  await expect(addedLines(page)).toHaveCount(1);
});
