import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Ambiente, ambienteConfirmacionTexto, numeroDocumento } from '@facturador/shared/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ApiClient } from '../support/admin-api';
import { openAdmin } from '../support/admin-pages';
import { API_URL } from '../support/deployment';
import { BUYER, issue, waitForEstado } from '../support/documents-api';

/**
 * Issue 41 §1 on screen: the demo company moves 5 units from Bodega Principal to Sucursal Manta and
 * issues the guía de remisión from that movement; it delivers an invoiced sale with a guía from the
 * invoice's card. Each guía is AUTORIZADA, its XML valid against the official XSD, shown on the
 * movement or the invoice, and its RIDE opens from the public page.
 */
const GUIA_XSD = resolve(import.meta.dirname, '../../api/src/sri/xsd/GuiaRemision_V1.1.0.xsd');
const CARRIER = { ruc: '1790012344001', razonSocial: 'TRANSPORTES MANABÍ S.A.', placa: 'MBA-1234' };
const SAVED = { identificacion: '1710034065', razonSocial: 'PEDRO LOOR ZAMBRANO', placa: 'MBC-2222' };

/** The authorized XML's comprobante, without its signature, validated by xmllint against the XSD. */
async function expectValidXml(claveAcceso: string, path: string) {
  const authorized = await (await fetch(`${API_URL}/api/factura_xml/${claveAcceso}`)).text();
  const comprobante = /<comprobante><!\[CDATA\[([\s\S]*?)\]\]><\/comprobante>/.exec(authorized)?.[1] ?? authorized;
  writeFileSync(path, comprobante.replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, ''));
  const output = execFileSync('xmllint', ['--noout', '--schema', GUIA_XSD, path], { encoding: 'utf8', stdio: 'pipe' });
  expect(output).toBe('');
}

/** Opens the public page of a document and its RIDE; answers the PDF's text. */
async function publicRideText(page: Page, claveAcceso: string, path: string): Promise<string> {
  await page.goto(`/descargar-factura/${claveAcceso}`);
  await page.getByRole('button', { name: 'Ver factura' }).click();
  const ride = page.getByRole('dialog', { name: new RegExp(`${numeroDocumento(claveAcceso)}$`) });
  await expect(ride.locator('iframe')).toHaveAttribute('src', /^blob:/);
  const downloading = page.waitForEvent('download');
  await ride.getByRole('button', { name: 'Descargar', exact: true }).click();
  await (await downloading).saveAs(path);
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
}

/** Types the carrier, saving it for next time. */
async function typeCarrier(dialog: Locator) {
  await dialog.getByLabel('Identificación del transportista', { exact: true }).fill(CARRIER.ruc);
  await dialog.getByLabel('Razón social del transportista', { exact: true }).fill(CARRIER.razonSocial);
  await dialog.getByLabel('Placa', { exact: true }).fill(CARRIER.placa);
  await dialog.getByLabel('Guardar este transportista').check();
}

/** Sends the guía through its confirmation; answers the guía's access key. */
async function emitGuia(page: Page, dialog: Locator, ambiente: Ambiente): Promise<string> {
  await dialog.getByRole('button', { name: 'Emitir guía de remisión' }).click();
  await expect(dialog).toContainText(`Ambiente: ${ambienteConfirmacionTexto(ambiente)}`);
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/guias-remision') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  const response = await answered;
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  const { claveAcceso } = (await response.json()) as { claveAcceso: string };
  expect(claveAcceso.slice(8, 10)).toBe('06');
  await expect(dialog.getByRole('status')).toContainText('Documento enviado con exito');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
  return claveAcceso;
}

test('la guía de remisión de un TRASLADO sale del movimiento, se autoriza y el movimiento la muestra', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const api = await ApiClient.login();
  const codigo = `GR-${Date.now()}`;
  const producto = await api.createProduct({ codigo, nombre: `Saco de arroz ${codigo}` });
  const principal = await api.warehouseId('Bodega Principal');
  const manta = await api.warehouseId('Sucursal Manta');
  const linea = { producto_id: producto._id, nombre: producto.nombre, detalle: '' };
  await api.createMovement({ tipo_movimiento: 'ENTRADA', destino: principal, items: [{ ...linea, cantidad: 20 }] });
  const observacion = `Reposición de Manta ${codigo}`;
  await api.createMovement({
    tipo_movimiento: 'TRASLADO',
    origen: principal,
    destino: manta,
    observacion,
    items: [{ ...linea, cantidad: 5 }],
  });

  await openAdmin(page, 'movimientos');
  await page.getByLabel('Buscar por almacén...').fill(observacion);
  const row = page.getByRole('row').filter({ hasText: observacion });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Emitir guía de remisión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guía de remisión' });
  await expect(dialog).toContainText('Lleva la mercadería del traslado de Bodega Principal a Sucursal Manta.');
  await expect(dialog.getByLabel('Dirección de partida')).toHaveValue(/Portoviejo/);
  await expect(dialog.getByLabel(`Cantidad de ${producto.nombre}`)).toHaveValue('5');
  // A transfer is issued in the company's ambiente.
  const { emisor } = await api.ok<{ emisor: { ambiente: Ambiente } }>('GET', '/api/emisor');
  await typeCarrier(dialog);
  const guia = await emitGuia(page, dialog, emisor.ambiente);
  // «Guardar este transportista»: the next guía can choose it.
  const { transportistas } = await api.ok<{ transportistas: { identificacion: string; placa: string }[] }>(
    'GET',
    '/api/transportistas',
  );
  expect(transportistas).toContainEqual(expect.objectContaining({ identificacion: CARRIER.ruc, placa: CARRIER.placa }));

  await waitForEstado(api, guia, ['AUTORIZADA']);
  await page.reload();
  await page.getByLabel('Buscar por almacén...').fill(observacion);
  await expect(row.getByRole('list', { name: 'Guías de remisión' })).toHaveText(
    `Guía de remisión ${numeroDocumento(guia)} · AUTORIZADA`,
  );
  await expectValidXml(guia, testInfo.outputPath('guia-traslado.xml'));
  const text = await publicRideText(page, guia, testInfo.outputPath('guia-traslado.pdf'));
  expect(text).toContain(`GUÍA DE REMISIÓN No. ${numeroDocumento(guia)}`);
  expect(text).toContain(`Placa: ${CARRIER.placa}`);
  expect(text).toContain('Traslado entre establecimientos propios');
  expect(text).toContain(producto.nombre);
});

test('la guía de remisión de una venta sale de la tarjeta de su factura y la tarjeta la muestra', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const api = await ApiClient.login();
  await api.ok('POST', '/api/transportistas', { tipoIdentificacion: '05', ...SAVED });
  const factura = await issue(api);
  await waitForEstado(api, factura, ['AUTORIZADA']);

  await openAdmin(page, 'facturas');
  const search = page.getByLabel('Buscar por cédula/RUC/secuencial');
  await search.fill(factura);
  const card = page.getByRole('article', { name: numeroDocumento(factura) });
  await card.getByRole('button', { name: 'Guía de remisión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guía de remisión' });
  await expect(dialog).toContainText(
    `Entrega lo vendido en la factura ${numeroDocumento(factura)} a ${BUYER.razonSocial}`,
  );
  await expect(dialog.getByLabel('Identificación del destinatario')).toHaveValue(BUYER.identificacion);
  // It leaves from the user's warehouse (demo: Bodega Principal).
  await expect(dialog.getByLabel('Dirección de partida')).toHaveValue('Av. Manabí y Calle Olmedo, Portoviejo');
  // A saved carrier fills the transport.
  await dialog.getByLabel('Transportista guardado').selectOption({ label: `${SAVED.razonSocial} — ${SAVED.placa}` });
  await expect(dialog.getByLabel('Razón social del transportista', { exact: true })).toHaveValue(SAVED.razonSocial);
  await expect(dialog.getByLabel('Placa', { exact: true })).toHaveValue(SAVED.placa);
  // A sale's guía is issued in its invoice's ambiente.
  const guia = await emitGuia(page, dialog, 1);

  await waitForEstado(api, guia, ['AUTORIZADA']);
  await page.reload();
  await search.fill(factura);
  await expect(card.getByRole('list', { name: 'Guías de remisión' })).toHaveText(
    `Guía de remisión ${numeroDocumento(guia)} · AUTORIZADA`,
  );
  await expectValidXml(guia, testInfo.outputPath('guia-venta.xml'));
  const text = await publicRideText(page, guia, testInfo.outputPath('guia-venta.pdf'));
  expect(text).toContain(`Comprobante de Venta: FACTURA ${numeroDocumento(factura)}`);
  expect(text).toContain(BUYER.razonSocial);
});
