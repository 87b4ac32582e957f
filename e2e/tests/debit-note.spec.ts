import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { numeroDocumento } from '@facturador/shared/domain';
import { expect, type Page, test } from '@playwright/test';
import { ApiClient } from '../support/admin-api';
import { openAdmin } from '../support/admin-pages';
import { BUYER, issue, waitForEstado } from '../support/documents-api';

/**
 * Issue 40 §2 on screen: the demo company charges $ 10.00 + IVA 15 % of late-payment interest on one
 * of its authorized invoices from the invoice's card in Mis Comprobantes; the nota de débito is
 * AUTORIZADA, listed with its badge and its type, and its RIDE opens from the public page.
 */

const HAS_PDFTOTEXT = spawnSync('sh', ['-c', 'command -v pdftotext']).status === 0;
const card = (page: Page, claveAcceso: string) => page.getByRole('article', { name: numeroDocumento(claveAcceso) });
const search = (page: Page) => page.getByLabel('Buscar por cédula/RUC/secuencial');

/** The card of one document, found by its access key (a number alone may name another type's document). */
async function showCard(page: Page, claveAcceso: string) {
  await search(page).fill(claveAcceso);
  await expect(card(page, claveAcceso)).toBeVisible();
  return card(page, claveAcceso);
}

test('«Nota de Débito» desde la tarjeta de una factura AUTORIZADA: se autoriza, se lista con su insignia y su RIDE se descarga', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const api = await ApiClient.login();
  const factura = await issue(api);
  await waitForEstado(api, factura, ['AUTORIZADA']);

  await openAdmin(page, 'facturas');
  const tarjeta = await showCard(page, factura);
  await tarjeta.getByRole('button', { name: 'Nota de Débito' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nota de Débito' });
  await expect(dialog).toContainText(`Modifica la factura ${numeroDocumento(factura)} de ${BUYER.razonSocial}`);
  await dialog.getByLabel('Razón').fill('Interés por mora');
  await dialog.getByLabel('Valor').fill('10.00');
  await expect(dialog.getByLabel('IVA')).toHaveValue('IVA 15%');
  await expect(dialog.getByText('$ 1.50', { exact: true })).toBeVisible();
  await expect(dialog.getByText('$ 11.50', { exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Emitir nota de débito' }).click();
  await expect(dialog).toContainText('Confirmar emisión de la nota de débito por el siguiente monto: $ 11.50');
  await expect(dialog).toContainText('Ambiente: PRUEBAS — sin validez tributaria');
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/notas-debito') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  const response = await answered;
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  const { claveAcceso: nota } = (await response.json()) as { claveAcceso: string };
  expect(nota.slice(8, 10)).toBe('05');
  await expect(dialog.getByRole('status')).toContainText('Documento enviado con exito');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();

  await waitForEstado(api, nota, ['AUTORIZADA']);
  const tarjetaNota = await showCard(page, nota);
  await expect(tarjetaNota.getByText('AUTORIZADA', { exact: true })).toBeVisible();
  await expect(tarjetaNota.getByText('Nota de Débito', { exact: true })).toBeVisible();
  await expect(tarjetaNota).toContainText('$ 11.50');
  await expect(tarjetaNota.getByRole('button', { name: 'Nota de Débito' })).toHaveCount(0);

  // The type filter: Nota de Débito (05) keeps it, Factura (01) leaves it out.
  await page.getByLabel('Tipo de comprobante').selectOption('05');
  await expect(tarjetaNota).toBeVisible();
  await page.getByLabel('Tipo de comprobante').selectOption('01');
  await expect(page.getByText('No se encontraron comprobantes')).toBeVisible();

  await page.goto(`/descargar-factura/${nota}`);
  await page.getByRole('button', { name: 'Ver factura' }).click();
  const ride = page.getByRole('dialog', { name: new RegExp(`${numeroDocumento(nota)}$`) });
  await expect(ride.locator('iframe')).toHaveAttribute('src', /^blob:/);
  const downloading = page.waitForEvent('download');
  await ride.getByRole('button', { name: 'Descargar', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${numeroDocumento(nota)}.pdf`);
  const pdfPath = testInfo.outputPath('nota-debito.pdf');
  await download.saveAs(pdfPath);
  expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
  if (!HAS_PDFTOTEXT) {
    test.info().annotations.push({ type: 'omitido', description: 'pdftotext no está instalado (poppler-utils)' });
    return;
  }
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', pdfPath, '-'], { encoding: 'utf8' });
  expect(text).toContain(nota);
  expect(text).toContain(`NOTA DE DÉBITO No. ${numeroDocumento(nota)}`);
  expect(text).toContain('Interés por mora');
  expect(text).toContain(numeroDocumento(factura));
  expect(text).toContain(BUYER.razonSocial);
});
