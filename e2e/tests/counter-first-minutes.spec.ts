import { newRuc } from '@facturador/api/testing';
import { IMPRESION_DESACTIVADA_MESSAGE, numeroDocumento, RUC_DIGITO_DUDOSO_MESSAGE } from '@facturador/shared/domain';
import { expect, type Page, test } from '@playwright/test';
import { uniqueSuffix } from '../support/admin-api';
import { addByCode, addedLines, chooseConsumidorFinal, entryRow, openInvoiceScreen } from '../support/invoice';

/** Issue 25: the counter's printer, a slow SRI, and a newcomer's way from the landing page to an account. */

async function addInfo(page: Page, nombre: string, valor: string) {
  await page.getByRole('button', { name: 'Info adicional' }).click();
  const dialog = page.getByRole('dialog', { name: 'Información adicional' });
  await dialog.getByLabel('Nombre').last().fill(nombre);
  await dialog.getByLabel('Valor').last().fill(valor);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
}

/** Ctrl+Enter with the entry row empty, then Enter on Confirmar; returns the /api/facturar answer. */
async function sendByKeyboard(page: Page) {
  await entryRow(page).codigo.focus();
  await page.keyboard.press('Control+Enter');
  const confirm = page.getByRole('dialog', { name: 'Confirmar emisión' });
  await expect(confirm.getByRole('button', { name: 'Confirmar' })).toBeFocused();
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/facturar'), { timeout: 30_000 });
  await page.keyboard.press('Enter');
  return (await (await answer).json()) as { claveAcceso: string; estado: string; SRI: { estado: string } };
}

test('«Impresora del mostrador»: escribe los ajustes, imprime una prueba y «Imprimir de nuevo» nunca calla', async ({
  page,
}) => {
  await openInvoiceScreen(page);
  await page.goto('/admin/empresa');
  const section = page.getByRole('region', { name: 'Impresora del mostrador' });
  const imprimir = section.getByLabel('Imprimir el comprobante de pago al emitir');
  await expect(imprimir).not.toBeChecked();
  await imprimir.check();
  await section.getByLabel('Nombre de la impresora').fill('POS-80');
  expect(await page.evaluate(() => localStorage.getItem('imprimirComprobante'))).toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('nombreImpresora'))).toBe('POS-80');

  const printed = page.waitForRequest((request) => request.url().endsWith('/imprimir') && request.method() === 'POST');
  await section.getByRole('button', { name: 'Imprimir prueba' }).click();
  const job = JSON.parse((await printed).postData() ?? '{}');
  expect(job.nombreImpresora).toBe('POS-80');
  expect(job.operaciones[0].argumentos[0]).toContain('PRUEBA DE IMPRESION');
  await expect(section.getByRole('status')).toContainText('El agente respondió');

  // Off again: the invoice screen's «Imprimir de nuevo» says where to turn it on.
  await imprimir.uncheck();
  expect(await page.evaluate(() => localStorage.getItem('imprimirComprobante'))).toBe('false');
  // Already signed in: straight to the counter.
  await page.goto('/nueva-factura');
  await expect(page.getByRole('heading', { name: 'Lista de items' })).toBeVisible();
  await chooseConsumidorFinal(page);
  await addByCode(page, 'SRV-ENT');
  await sendByKeyboard(page);
  const done = page.getByRole('dialog', { name: 'Documento enviado' });
  await expect(done).toContainText('Documento enviado con exito');
  await done.getByRole('button', { name: 'Imprimir de nuevo' }).click();
  await expect(done.getByRole('status')).toHaveText(IMPRESION_DESACTIVADA_MESSAGE);
});

test('un SRI que no responde: a los 8 s el documento se muestra en camino y su comprobante se imprime', async ({
  page,
}) => {
  await openInvoiceScreen(page);
  await page.evaluate(() => localStorage.setItem('imprimirComprobante', 'true'));
  await chooseConsumidorFinal(page);
  await addByCode(page, 'SRV-ENT');
  // The simulator's per-document switch: reception never answers.
  await addInfo(page, 'SRI_SIM_FALLA', 'sin-respuesta:recepcion');
  const printed = page.waitForRequest((request) => request.url().endsWith('/imprimir'), { timeout: 30_000 });
  const answer = await sendByKeyboard(page);
  expect(answer).toMatchObject({ estado: 'INGRESADA', SRI: { estado: 'SIN RESPUESTA' } });

  const onItsWay = page.getByRole('dialog', { name: 'Documento en camino' });
  const numero = numeroDocumento(answer.claveAcceso);
  await expect(onItsWay).toContainText(`Documento ${numero}: se enviará automáticamente`);
  await expect(page.getByText('No se recibio el documento')).toHaveCount(0);
  const text: string = JSON.parse((await printed).postData() ?? '{}').operaciones[0].argumentos[0];
  expect(text).toContain(`FACTURA No. ${numero}`);
  // The sale is done: the next customer starts from a clean form.
  await onItsWay.getByRole('button', { name: 'Aceptar' }).click();
  await expect(addedLines(page)).toHaveCount(0);
});

test('un recién llegado: «Empieza gratis» lleva al registro y la cuenta nueva entra al panel', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Empieza gratis' }).click();
  await expect(page).toHaveURL(/\/registro$/);
  await expect(page.getByRole('heading', { name: 'Cree su cuenta' })).toBeVisible();

  // Every plan keeps its chat button and shows «Crear cuenta gratis» under it.
  await page.goto('/#planes');
  await expect(page.getByRole('link', { name: 'Crear cuenta gratis' })).toHaveCount(3);
  await page.getByRole('link', { name: 'Crear cuenta gratis' }).first().click();
  await expect(page).toHaveURL(/\/registro$/);

  const suffix = uniqueSuffix();
  // A company RUC failing modulo 11 is accepted (S.A.S.) but said.
  await page.getByLabel('RUC').fill('1790011675001');
  await expect(page.getByText(RUC_DIGITO_DUDOSO_MESSAGE)).toBeVisible();
  await page.getByLabel('RUC').fill(newRuc());
  await expect(page.getByText(RUC_DIGITO_DUDOSO_MESSAGE)).toHaveCount(0);
  await page.getByLabel('Razón social').fill(`NUEVA ${suffix} CIA. LTDA.`);
  await page.getByLabel('Dirección matriz').fill('Av. Manabí 123');
  await page.getByLabel('Ciudad').fill('Portoviejo');
  await page.getByLabel('E-mail').fill(`nueva-${suffix}@ejemplo.ec`);
  await page.getByLabel('Usuario').fill(`nueva-${suffix}`);
  await page.getByLabel('Contraseña', { exact: true }).fill('clave-segura-123');
  await page.getByLabel('Repetir contraseña').fill('clave-segura-123');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // Its warehouse is in the matriz's city.
  await page.goto('/nueva-factura');
  await expect(page.getByLabel('Almacén')).toContainText('Bodega principal (Portoviejo)');
});
