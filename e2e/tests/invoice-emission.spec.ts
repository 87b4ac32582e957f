import { formatMoneyPlain, fromCents, numeroDocumento, toCents } from '@facturador/shared/domain';
import { expect, type Page, test } from '@playwright/test';
import {
  API_URL,
  addByCode,
  addedLines,
  apiItems,
  apiToken,
  chooseConsumidorFinal,
  expectWarning,
  openInvoiceScreen,
} from '../support/invoice';

/**
 * Emission end to end (spec 01 §4 "Submit flow", §7): the screen, the API, the SRI simulator and the
 * print agent of the suite. The simulator fails a document on request through the additional-info
 * entry SRI_SIM_FALLA (api/sim/faults.ts).
 */

async function addInfo(page: Page, nombre: string, valor: string) {
  await page.getByRole('button', { name: 'Info adicional' }).click();
  const dialog = page.getByRole('dialog', { name: 'Información adicional' });
  await dialog.getByLabel('Nombre').last().fill(nombre);
  await dialog.getByLabel('Valor').last().fill(valor);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
}

/** Enviar → the confirm dialog with the amount → Confirmar; returns the /api/facturar answer. */
async function sendDocument(page: Page, total: string) {
  await page.getByRole('button', { name: 'Enviar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar emisión' });
  await expect(confirm).toContainText(`Confirmar emisión del documento por el siguiente monto: $ ${total}`);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/facturar'));
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(confirm).toBeHidden();
  return (await (await answer).json()) as { claveAcceso: string; SRI: { estado: string } };
}

test.describe('Emisión de una factura', () => {
  test('llega al SRI, imprime el comprobante y deja el formulario listo en el mismo almacén', async ({ page }) => {
    await openInvoiceScreen(page);
    await page.evaluate(() => localStorage.setItem('imprimirComprobante', 'true'));
    await page.getByLabel('Almacén').selectOption({ label: 'Sucursal Manta (Manta)' });
    await chooseConsumidorFinal(page);
    await addByCode(page, 'SRV-ENT', { cantidad: 2 });
    await addByCode(page, 'CAB-12', { cantidad: 3 });
    await addInfo(page, 'Vendedor', 'Ana');

    const printed = page.waitForRequest(
      (request) => request.url() === 'http://localhost:8000/imprimir' && request.method() === 'POST',
    );
    const printAnswer = page.waitForResponse((response) => response.url() === 'http://localhost:8000/imprimir');
    const answer = await sendDocument(page, '14.43');
    expect(answer.SRI.estado).toBe('RECIBIDA');

    const done = page.getByRole('dialog', { name: 'Documento enviado' });
    await expect(done).toContainText('Documento enviado con exito');

    // The receipt reached the print agent: text/plain JSON with the 48-column text, then a cut.
    const request = await printed;
    expect(request.headers()['content-type']).toContain('text/plain');
    const job = JSON.parse(request.postData() ?? '{}');
    expect(job.serial).toBe('');
    expect(job.nombreImpresora).toBe('POS-80');
    expect(job.operaciones).toHaveLength(2);
    expect(job.operaciones[0].nombre).toBe('EscribirTexto');
    expect(job.operaciones[1]).toEqual({ nombre: 'Corte', argumentos: [1] });
    const text: string = job.operaciones[0].argumentos[0];
    expect(text).toContain('COMPROBANTE DE PAGO');
    expect(text).toContain('ZAMBRANO MENDOZA CARLOS ANDRES');
    expect(text).toContain(answer.claveAcceso.slice(0, 25));
    expect(text).toMatch(/TOTAL:\s+14\.43/);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(48);
    const agent = await printAnswer;
    expect(agent.status()).toBe(200);
    expect((await agent.json()).ok).toBe(true);

    // Issue 13: the dialog says which number was issued and for how much, and offers the RIDE.
    await expect(done).toContainText(numeroDocumento(answer.claveAcceso));
    await expect(done).toContainText('$ 14.43');
    await expect(done.getByRole('link', { name: 'Ver RIDE' })).toHaveAttribute(
      'href',
      `/descargar-factura/${answer.claveAcceso}`,
    );
    await expect(done.getByRole('button', { name: 'Imprimir de nuevo' })).toBeVisible();
    await expect(done.getByRole('button', { name: 'Aceptar' })).toBeFocused();

    // Step 5: a clean form, same warehouse, focus on the next customer's number.
    await done.getByRole('button', { name: 'Aceptar' }).click();
    await expect(done).toBeHidden();
    await expect(addedLines(page)).toHaveCount(0);
    await expect(page.getByLabel('Tipo de documento')).toHaveValue('05');
    await expect(page.getByLabel('Número de documento')).toHaveValue('');
    await expect(page.getByLabel('Número de documento')).toBeFocused();
    await expect(page.getByLabel('Registrar comprador')).toBeChecked();
    await expect(page.getByRole('region', { name: 'Información adicional' })).toHaveCount(0);
    await expect(page.getByLabel('Almacén').locator('option:checked')).toHaveText('Sucursal Manta (Manta)');
  });

  test('un documento devuelto por el SRI muestra No se recibio el documento', async ({ page }) => {
    await openInvoiceScreen(page);
    await chooseConsumidorFinal(page);
    await addByCode(page, 'SRV-ASE');
    await addInfo(page, 'SRI_SIM_FALLA', 'devuelta:52');
    const answer = await sendDocument(page, '15.00');
    expect(answer.SRI.estado).toBe('DEVUELTA');
    const dialog = page.getByRole('dialog', { name: 'Documento no recibido' });
    await expect(dialog).toContainText('No se recibio el documento. Consultar con servicio tecnico');
    await expect(dialog).toContainText('ERROR EN DIFERENCIAS');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    // Not received: the form stays as it was, to fix and send again.
    await expect(addedLines(page)).toHaveCount(1);
  });
});

test.describe('Emisión sin conexión con la API', () => {
  test('si la solicitud falla, el diálogo de no recibido conserva el motivo', async ({ page }) => {
    await openInvoiceScreen(page);
    await chooseConsumidorFinal(page);
    await addByCode(page, 'SRV-ASE');
    // The network drops the request: the exception's message is kept (spec 01 §4 step 6).
    await page.route('**/api/facturar', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('dialog', { name: 'Confirmar emisión' }).getByRole('button', { name: 'Confirmar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Documento no recibido' });
    await expect(dialog).toContainText('No se recibio el documento. Consultar con servicio tecnico');
    await expect(dialog).toContainText('Error de conexión');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(addedLines(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });
});

test.describe('Forma de pago', () => {
  test('una factura pagada con tarjeta de crédito la declara en el XML y en el RIDE', async ({ page, request }) => {
    await openInvoiceScreen(page);
    await chooseConsumidorFinal(page);
    await addByCode(page, 'SRV-ENT', { cantidad: 1 });
    const block = page.getByRole('region', { name: 'Forma de pago' });
    await expect(block.getByLabel('Forma de pago')).toHaveValue('01');
    await block.getByLabel('Forma de pago').selectOption({ label: '19 - Tarjeta de crédito' });
    await page.getByRole('button', { name: 'Enviar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar emisión' });
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/facturar'));
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    const sent = (await (await answer).json()) as { claveAcceso: string; SRI: { estado: string } };
    expect(sent.SRI.estado).toBe('RECIBIDA');
    const ride = await (await request.get(`${API_URL}/api/factura_ride/${sent.claveAcceso}`)).json();
    expect(ride.factura.pagos).toEqual([
      expect.objectContaining({
        formaPago: '19',
        descripcion: 'TARJETA DE CRÉDITO',
        total: ride.factura.facturacion.importeTotal,
      }),
    ]);
    // The next customer starts again with 01.
    await page.getByRole('dialog', { name: 'Documento enviado' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(block.getByLabel('Forma de pago')).toHaveValue('01');
  });
});

test.describe('Nota de crédito', () => {
  test('desde una factura autorizada: factura modificada, motivo, productos originales y límites', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await apiToken(request);
    // Any serialized item on sale in the user's warehouse (other tests sell some).
    const available = await apiItems(request, token, { almacen: 'Bodega Principal', status: 'DISPONIBLE' });
    const sold = available.find((item) => item.numero_serie)!;
    const serie = sold.numero_serie!;
    const dollars = (value: number) => formatMoneyPlain(fromCents(value));
    // IVA 15% rounded once on the rate's base (docs/reglas-sri.md, «Redondeo del IVA por tarifa»).
    const withIva = (base: number) => base + Math.round(base * 0.15);
    // Invoice: the item and 2 hours at 25.00; credit note: the item and 1 hour.
    const invoiceTotal = withIva(toCents(sold.precio) + 5000);
    const noteTotal = withIva(toCents(sold.precio) + 2500);

    // The invoice: a registered buyer, the serialized item and two hours of installation.
    await openInvoiceScreen(page);
    await page.getByLabel('Número de documento').fill('1309876546');
    await page.getByLabel('Número de documento').press('Enter');
    await expect(page.getByLabel('Nombre / Razón social')).toHaveValue('MARIA FERNANDA LOOR VELEZ');
    await addByCode(page, sold.producto_codigo, { serie });
    await addByCode(page, 'SRV-INST', { cantidad: 2 });
    const invoice = await sendDocument(page, dollars(invoiceTotal));
    expect(invoice.SRI.estado).toBe('RECIBIDA');
    await page.getByRole('dialog', { name: 'Documento enviado' }).getByRole('button', { name: 'Aceptar' }).click();
    const clave = invoice.claveAcceso;

    // The simulator authorizes in the background.
    await expect
      .poll(
        async () => {
          const ride = await request.get(`${API_URL}/api/factura_ride/${clave}`);
          return ride.ok() ? (await ride.json()).factura.estado : String(ride.status());
        },
        { timeout: 60_000, intervals: [500, 1000, 2000] },
      )
      .toBe('AUTORIZADA');

    await page.goto(`/nueva-factura?claveAcceso=${clave}&esNotaDeCredito=true`);
    await expect(page.getByRole('heading', { name: 'Nueva Nota de Crédito' })).toBeVisible();
    await expect(page.getByLabel('Factura a modificar')).toHaveValue(numeroDocumento(clave));
    await expect(page.getByLabel('Factura a modificar')).toHaveAttribute('readonly', '');
    const motivo = page.getByLabel('Motivo');
    await expect(motivo).toHaveAttribute('required', '');
    await expect(motivo.getByRole('option')).toHaveText([
      'Seleccione un motivo',
      'Devolución de producto',
      'Error en facturación',
      'Descuento no aplicado',
      'Anulación de transacción',
      'Otros',
    ]);
    await expect(motivo).toHaveValue('Devolución de producto');
    await motivo.selectOption('Error en facturación');
    await page.getByLabel('Observaciones').fill('Se cobró una hora de más');
    // The original buyer, read-only; the billed lines still creditable, as billed (issue #11).
    await expect(page.getByLabel('Nombre / Razón social')).toHaveValue('MARIA FERNANDA LOOR VELEZ');
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('maria.loor@example.com');
    await expect(page.getByLabel('Número de documento')).toBeDisabled();
    await expect(addedLines(page)).toHaveCount(2);
    await expect(addedLines(page).first()).toContainText(serie);
    const horas = page.getByLabel('Cantidad de la línea 2');
    await expect(horas).toHaveValue('2');

    // Only the original invoice's products; sold (VENDIDO) serials only.
    await page.getByRole('button', { name: 'Buscar producto' }).click();
    const picker = page.getByRole('dialog', { name: 'Buscar producto' });
    await expect(picker.getByRole('button', { name: sold.nombre })).toBeVisible();
    await expect(picker.getByRole('button', { name: /Instalación eléctrica/ })).toBeVisible();
    await expect(picker.getByRole('button', { name: /Cemento Holcim/ })).toHaveCount(0);
    await picker.getByLabel('Buscar').fill('cemento');
    await expect(picker.getByText('No se encontraron productos de la factura original')).toBeVisible();
    await picker.getByLabel('Buscar').fill('');
    await picker.getByRole('button', { name: sold.nombre }).click();
    await expect(picker.getByRole('button', { name: serie })).toContainText('VENDIDO');
    await expect(picker.getByRole('button').filter({ hasText: 'DISPONIBLE' })).toHaveCount(0);
    await picker.getByRole('button', { name: 'Volver' }).click();
    await page.keyboard.press('Escape');

    // Edited in place (issue 13), quantities only go down: one hour back, and no more than billed
    // (spec 01 §5); the price never above the billed one, the discount and tax as billed (issue 11).
    await horas.fill('5');
    await horas.press('Enter');
    await expectWarning(page, 'Cantidad excede lo facturado originalmente: Cantidad original: 2');
    await expect(horas).toHaveValue('2');
    const precioHora = page.getByLabel('Precio de la línea 2');
    await precioHora.fill('30');
    await precioHora.press('Enter');
    await expectWarning(
      page,
      'Producto SRV-INST: el precio unitario neto (30.00) no puede superar el facturado (25.00).',
    );
    await expect(precioHora).toHaveValue('25');
    await expect(page.getByLabel('Descuento de la línea 2')).toBeDisabled();
    await expect(page.getByLabel('Impuesto de la línea 2')).toBeDisabled();
    await horas.fill('1');
    await horas.press('Enter');
    await expect(horas).toHaveValue('1');
    // Another line of an invoiced code is not a way round it (spec 01 §5's duplicate-code rule).
    await addByCode(page, 'SRV-INST', { cantidad: 2 });
    await expectWarning(page, 'No puede ingresar otro producto con un mismo código.');
    await expect(addedLines(page)).toHaveCount(2);
    const note = await sendDocument(page, dollars(noteTotal));
    expect(note.SRI.estado).toBe('RECIBIDA');
    expect(note.claveAcceso.slice(8, 10)).toBe('04');
    await expect(page.getByRole('dialog', { name: 'Documento enviado' })).toContainText('Documento enviado con exito');
    // The DEVOLUCIÓN put the item back on sale.
    const [returned] = await apiItems(request, token, { busqueda: serie });
    expect(returned!.status).toBe('DISPONIBLE');
  });
});
