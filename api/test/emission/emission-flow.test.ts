import {
  actualizacionNoPermitidaMessage,
  CEDULA_RUC_INVALIDA_MESSAGE,
  CLAVE_ACCESO_INVALIDA_MESSAGE,
  COMPROBANTE_NO_AUTORIZADO_MESSAGE,
  cantidadExcedeFacturadoMessage,
  comprobanteNoEncontradoMessage,
  FACTURA_MODIFICADA_NO_ENCONTRADA_MESSAGE,
  facturaNoAutorizadaMessage,
  isValidClaveAcceso,
  parseClaveAcceso,
  precioExcedeFacturadoMessage,
  productoNoFacturadoMessage,
  reenvioNoPermitidoMessage,
  TOTALES_NO_COINCIDEN_MESSAGE,
} from '@facturador/shared/domain';
import { STOCK_PROBLEMS_HEADING } from '@facturador/shared/domain/movements';
import {
  CLAVE_ACCESO_INCORRECTA_MESSAGE,
  facturaRideResponseSchema,
  RIDE_RATE_LIMITED_MESSAGE,
} from '@facturador/shared/domain/ride';
import { beforeAll, describe, expect, it } from 'vitest';
import { serialItem, stockOf } from '../helpers/catalogue';
import {
  BUYER,
  facturar,
  invoiceBody,
  line,
  listed,
  quickInvoice,
  serviceLine,
  useEmissionApi,
  waitForEstado,
} from './helpers';
import { comprobanteOf, expectValidSignedComprobante } from './xml-checks';

const ctx = useEmissionApi();

let principal: string;
let cemento: string;
let celular: string;

beforeAll(() => {
  principal = ctx.ids.warehouse('Bodega Principal');
  cemento = ctx.ids.product('CEM-50')._id;
  celular = ctx.ids.product('CEL-A15')._id;
});

const cementLine = (cantidad: number) =>
  line('CEM-50', 'Cemento Holcim 50 kg', 8.25, cantidad, { producto_id: cemento, esInventariado: true });
const phoneLine = (serie: string) =>
  line('CEL-A15', 'Celular Samsung Galaxy A15', 189.99, 1, {
    producto_id: celular,
    esInventariado: true,
    producto_numero_serie: serie,
  });

/** An AUTORIZADA invoice of the given lines from Bodega Principal. */
async function authorizedInvoice(productos = [serviceLine()]): Promise<string> {
  const response = await facturar(ctx.demo, invoiceBody({ productos, almacen_id: principal }));
  await waitForEstado(ctx.demo, response.body.claveAcceso, 'AUTORIZADA');
  return response.body.claveAcceso;
}

async function ride(clave: string) {
  const response = await ctx.api.anonymous.get(`/api/factura_ride/${clave}`);
  expect(response.status).toBe(200);
  return response.body.factura;
}

/** A credit note body started from the invoice's RIDE data, as the invoice screen does. */
async function creditNoteBody(invoiceClave: string, productos: ReturnType<typeof line>[]) {
  const original = await ride(invoiceClave);
  return invoiceBody({
    tipoComprobante: 'notaCredito',
    almacen_id: principal,
    tipo_identificacion: original.comprador.tipoIdentificacion,
    comprador_cedula: original.comprador.identificacion,
    comprador_nombres: original.comprador.razonSocial,
    comprador_direccion: original.comprador.direccion,
    comprador_email: original.comprador.email,
    productos,
    motivoNotaCredito: 'Devolución de producto',
    observacionesNotaCredito: 'El cliente devolvió la mercadería',
    facturaAModificar: `${original.numeroEstablecimiento}-${original.puntoEmision}-${original.secuencial}`,
    fechaFactura: original.fecha,
  });
}

describe('an invoice and its credit note, end to end on the SRI simulator', () => {
  let invoiceClave: string;
  let noteClave: string;
  let cementBefore: number;

  it('issues an invoice: RECIBIDA at once, AUTORIZADA by the background job, stock out, buyer registered', async () => {
    cementBefore = await stockOf(ctx.demo, cemento, principal);
    const response = await facturar(
      ctx.demo,
      invoiceBody({
        productos: [serviceLine(), cementLine(2), phoneLine('SN-A15-0001')],
        almacen_id: principal,
        infoAdicional: [{ nombre: 'Teléfono', valor: '0987654321' }],
      }),
    );
    expect(response.body).toEqual({
      claveAcceso: expect.any(String),
      estado: 'RECIBIDA',
      SRI: { estado: 'RECIBIDA', mensajes: [] },
    });
    invoiceClave = response.body.claveAcceso;
    expect(isValidClaveAcceso(invoiceClave)).toBe(true);
    const parts = parseClaveAcceso(invoiceClave)!;
    expect(parts).toMatchObject({ codDoc: '01', ruc: '1312456781001', ambiente: '1', estab: '001', ptoEmi: '001' });

    const authorized = await waitForEstado(ctx.demo, invoiceClave, 'AUTORIZADA');
    expect(authorized.numeroAutorizacion).toBe(invoiceClave);
    expect(authorized.fechaAutorizacion).toEqual(expect.any(String));

    expect(await stockOf(ctx.demo, cemento, principal)).toBe(cementBefore - 2);
    expect((await serialItem(ctx.demo, 'SN-A15-0001')).status).toBe('VENDIDO');
    const movements = (await ctx.demo.get(`/api/movimientos?filtro=${invoiceClave}`)).body.movimientos;
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({
      tipo_movimiento: 'SALIDA',
      origen: { _id: principal, nombre: 'Bodega Principal' },
      observacion: `Factura: ${invoiceClave}`,
      documentoReferencia: invoiceClave,
    });
    const items = (await ctx.demo.get(`/api/movimientos/${movements[0]._id}`)).body.movimiento.items;
    expect(items).toHaveLength(2);
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ producto_id: cemento, cantidad: 2, numero_serie: null }),
        expect.objectContaining({ producto_id: celular, cantidad: 1, numero_serie: 'SN-A15-0001' }),
      ]),
    );

    const persona = await ctx.demo.get(`/api/persona?identificacion=${BUYER.comprador_cedula}`);
    expect(persona.body.data).toEqual({
      tipoIdentificacion: '05',
      razonSocial: 'MARÍA JOSÉ LOOR',
      direccion: 'CALLE CHILE Y AV. AMÉRICA, PORTOVIEJO',
      email: 'maria.loor@example.com',
    });
  });

  it('serves the authorized XML publicly; it validates against the official XSD and its signature verifies', async () => {
    const response = await ctx.api.anonymous.get(`/api/factura_xml/${invoiceClave}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = response.body as string;
    expect(xml).toContain('<estado>AUTORIZADO</estado>');
    expect(xml).toContain(`<numeroAutorizacion>${invoiceClave}</numeroAutorizacion>`);
    expect(xml).toMatch(/<fechaAutorizacion>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-05:00<\/fechaAutorizacion>/);
    expect(xml).toContain('<ambiente>PRUEBAS</ambiente>');
    const comprobante = comprobanteOf(xml);
    expect(comprobante).toContain(`<claveAcceso>${invoiceClave}</claveAcceso>`);
    expect(comprobante).toContain('<detAdicional nombre="SN" valor="SN-A15-0001"/>');
    expectValidSignedComprobante(comprobante, 'factura');
  });

  it('gives the RIDE every printed-invoice field of spec 02 §3, and the data a credit note starts from', async () => {
    const response = await ctx.api.anonymous.get(`/api/factura_ride/${invoiceClave}`);
    expect(response.status).toBe(200);
    expect(facturaRideResponseSchema.safeParse(response.body).success).toBe(true);
    const factura = response.body.factura;
    const parts = parseClaveAcceso(invoiceClave)!;
    expect(factura).toMatchObject({
      logo: null,
      comerciante: { ruc: '1312456781001', nombreComercial: 'Comercial El Manaba' },
      direccionMatriz: 'Av. Manabí y Calle Olmedo, Portoviejo',
      direccionSucursal: 'Av. Manabí y Calle Olmedo, Portoviejo',
      obligadoContabilidad: 'NO',
      contribuyenteRimpe: 'CONTRIBUYENTE RÉGIMEN RIMPE',
      tipoDocumento: 'Factura',
      numeroEstablecimiento: '001',
      puntoEmision: '001',
      secuencial: parts.secuencial,
      claveAcceso: invoiceClave,
      numeroAutorizacion: invoiceClave,
      ambiente: 'PRUEBAS',
      tipoEmision: 'NORMAL',
      estado: 'AUTORIZADA',
      comprador: { razonSocial: 'MARÍA JOSÉ LOOR', identificacion: '1710034065', tipoIdentificacion: '05' },
      fecha: parts.fechaEmision,
      facturaModificada: null,
      fechaDocumentoModificado: null,
      observacionNotaCredito: null,
      motivoNotaCredito: null,
      facturacion: {
        subtotalIva: 231.49,
        subtotalIvaCero: 0,
        totalSinImpuestos: 231.49,
        totalDescuento: 0,
        ice: 0,
        iva: 34.72,
        importeTotal: 266.21,
        propina: 0,
      },
      informacionAdicional: [
        { nombre: 'Email', valor: 'maria.loor@example.com' },
        { nombre: 'Teléfono', valor: '0987654321' },
      ],
      pagos: [{ formaPago: '01', descripcion: 'SIN UTILIZACIÓN DEL SISTEMA FINANCIERO', total: 266.21 }],
    });
    expect(factura.fechaAutorizacion).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-05:00$/);
    expect(factura.productos).toHaveLength(3);
    expect(factura.productos[2]).toEqual({
      codPrincipal: 'CEL-A15',
      codAuxiliar: null,
      cantidad: 1,
      nombre: 'Celular Samsung Galaxy A15',
      descripcion: 'Celular Samsung Galaxy A15',
      detalleAdicional: [{ _nombre: 'SN', _valor: 'SN-A15-0001' }],
      precioUnitario: 189.99,
      subsidio: 0,
      precioSinSubsidio: 189.99,
      descuento: 0,
      precioTotal: 189.99,
      producto_id: celular,
      esInventariado: true,
      impuesto: { codigoPorcentaje: 4, tarifa: 15, valor: 28.5 },
    });
  });

  it('issues a credit note on it: AUTORIZADA, DEVOLUCIÓN movement, the serial available again', async () => {
    const response = await facturar(
      ctx.demo,
      await creditNoteBody(invoiceClave, [cementLine(1), phoneLine('SN-A15-0001')]),
    );
    expect(response.body.SRI.estado).toBe('RECIBIDA');
    noteClave = response.body.claveAcceso;
    expect(parseClaveAcceso(noteClave)!.codDoc).toBe('04');
    await waitForEstado(ctx.demo, noteClave, 'AUTORIZADA');

    expect(await stockOf(ctx.demo, cemento, principal)).toBe(cementBefore - 1);
    expect((await serialItem(ctx.demo, 'SN-A15-0001')).status).toBe('DISPONIBLE');
    const movements = (await ctx.demo.get(`/api/movimientos?filtro=${noteClave}`)).body.movimientos;
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({
      tipo_movimiento: 'DEVOLUCIÓN',
      destino: { _id: principal },
      observacion: `Nota de crédito: ${noteClave}`,
      documentoReferencia: noteClave,
    });

    const xml = (await ctx.api.anonymous.get(`/api/factura_xml/${noteClave}`)).body as string;
    const comprobante = comprobanteOf(xml);
    const invoiceNumber = parseClaveAcceso(invoiceClave)!.numeroDocumento;
    expect(comprobante).toContain(`<numDocModificado>${invoiceNumber}</numDocModificado>`);
    expect(comprobante).toContain('<motivo>Devolución de producto</motivo>');
    expectValidSignedComprobante(comprobante, 'notaCredito');

    const note = await ride(noteClave);
    expect(note).toMatchObject({
      tipoDocumento: 'Nota de credito',
      facturaModificada: invoiceNumber,
      fechaDocumentoModificado: parseClaveAcceso(invoiceClave)!.fechaEmision,
      motivoNotaCredito: 'Devolución de producto',
      observacionNotaCredito: 'El cliente devolvió la mercadería',
      pagos: [],
      facturacion: { totalSinImpuestos: 198.24, iva: 29.74, importeTotal: 227.98 },
    });
  });

  it('refuses credit notes beyond the invoiced quantities, counting the notes already issued', async () => {
    // 1 of the 2 bags was already credited.
    const response = await ctx.demo.post('/api/facturar', await creditNoteBody(invoiceClave, [cementLine(2)]));
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(cantidadExcedeFacturadoMessage(2));
    expect(response.body.error.message).toBe('Cantidad excede lo facturado originalmente: Cantidad original: 2');

    const other = await ctx.demo.post(
      '/api/facturar',
      await creditNoteBody(invoiceClave, [line('PIN-BLA', 'Pintura blanca', 18.5, 1)]),
    );
    expect(other.status).toBe(400);
    expect(other.body.error.message).toBe(productoNoFacturadoMessage('PIN-BLA'));
  });

  it('refuses a credit note that raises the billed price (it could exceed the invoice), naming the line', async () => {
    const clave = await authorizedInvoice([serviceLine()]);
    const response = await ctx.demo.post(
      '/api/facturar',
      await creditNoteBody(clave, [line('SRV-INST', 'Instalación de equipos', 30, 1)]),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(precioExcedeFacturadoMessage('SRV-INST', 30, 25));
  });

  it('issues credit notes only on an AUTORIZADA invoice of the same emisor', async () => {
    // To a buyer: a consumidor final invoice takes no credit note at all since 2025-08-01 (issue 24).
    const returned = await facturar(
      ctx.demo,
      invoiceBody({ productos: [serviceLine()], infoAdicional: [{ nombre: 'SRI_SIM_FALLA', valor: 'devuelta:35' }] }),
    );
    expect(returned.body.estado).toBe('NO RECIBIDA');
    const notAuthorized = await ctx.demo.post(
      '/api/facturar',
      await creditNoteBody(returned.body.claveAcceso, [serviceLine()]),
    );
    expect(notAuthorized.status).toBe(409);
    expect(notAuthorized.body.error.message).toBe(facturaNoAutorizadaMessage('NO RECIBIDA'));

    // Manta Mar cannot credit Comercial El Manaba's invoice, even knowing its key.
    const body = await creditNoteBody(invoiceClave, [serviceLine()]);
    body.factura.facturaModificada = invoiceClave;
    const foreign = await ctx.otra.post('/api/facturar', body);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(FACTURA_MODIFICADA_NO_ENCONTRADA_MESSAGE);
  });
});

describe('what POST /api/facturar refuses', () => {
  it('refuses totals that differ from the lines, naming the difference', async () => {
    const body = quickInvoice();
    body.factura.importeTotal = 30;
    const response = await ctx.demo.post('/api/facturar', body);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(TOTALES_NO_COINCIDEN_MESSAGE);
    expect(response.body.error.errores).toEqual(['importeTotal: se esperaba 28.75 y se recibió 30.00']);
  });

  it("refuses an invalid cédula with the spec's message", async () => {
    const response = await ctx.demo.post(
      '/api/facturar',
      invoiceBody({ productos: [serviceLine()], comprador_cedula: '1710034066' }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(CEDULA_RUC_INVALIDA_MESSAGE);
  });

  it("refuses a buyer RUC whose establishment is 000 with the spec's message", async () => {
    const response = await ctx.demo.post(
      '/api/facturar',
      invoiceBody({ productos: [serviceLine()], tipo_identificacion: '04', comprador_cedula: '1760001550000' }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('La cedula/RUC no es válida.');
  });

  it('refuses an invoice without enough stock: nothing is issued and no number is used', async () => {
    const before = await facturar(ctx.demo, quickInvoice());
    const cementNow = await stockOf(ctx.demo, cemento, principal);
    const response = await ctx.demo.post(
      '/api/facturar',
      invoiceBody({ productos: [cementLine(cementNow + 1)], almacen_id: principal }),
    );
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(
      `${STOCK_PROBLEMS_HEADING} Cemento Holcim 50 kg: Stock insuficiente (disponible: ${cementNow}, solicitado: ${cementNow + 1})`,
    );
    expect(await stockOf(ctx.demo, cemento, principal)).toBe(cementNow);
    const after = await facturar(ctx.demo, quickInvoice());
    const secuencial = (clave: string) => Number(parseClaveAcceso(clave)!.secuencial);
    expect(secuencial(after.body.claveAcceso)).toBe(secuencial(before.body.claveAcceso) + 1);
  });

  it('needs a token', async () => {
    const response = await ctx.api.anonymous.post('/api/facturar', quickInvoice());
    expect(response.status).toBe(401);
  });
});

describe("the manual steps 'Reenviar' and 'Actualizar estado'", () => {
  let authorized: string;
  let returned: string;

  beforeAll(async () => {
    authorized = await authorizedInvoice();
    // The fault rides in the signed XML, so every resend of this document is returned too.
    const response = await facturar(ctx.demo, quickInvoice([{ nombre: 'SRI_SIM_FALLA', valor: 'devuelta:35' }]));
    returned = response.body.claveAcceso;
  });

  it('refuses to resend anything but NO RECIBIDA, and to refresh anything but POR AUTORIZAR or RECIBIDA', async () => {
    const resend = await ctx.demo.post('/api/recepcion_manual', { claveAcceso: authorized });
    expect(resend.status).toBe(409);
    expect(resend.body.error.message).toBe(reenvioNoPermitidoMessage('AUTORIZADA'));
    const refresh = await ctx.demo.post('/api/autorizacion_manual', { claveAcceso: authorized });
    expect(refresh.status).toBe(409);
    expect(refresh.body.error.message).toBe(actualizacionNoPermitidaMessage('AUTORIZADA'));
    const refreshReturned = await ctx.demo.post('/api/autorizacion_manual', { claveAcceso: returned });
    expect(refreshReturned.status).toBe(409);
    expect(refreshReturned.body.error.message).toBe(actualizacionNoPermitidaMessage('NO RECIBIDA'));
  });

  it('resends a NO RECIBIDA document with its frozen key and answers the new state', async () => {
    const response = await ctx.demo.post('/api/recepcion_manual', { claveAcceso: returned });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ claveAcceso: returned, estado: 'NO RECIBIDA' });
    expect(response.body.mensajes[0]).toMatchObject({
      identificador: '35',
      mensaje: 'ARCHIVO NO CUMPLE ESTRUCTURA XML',
    });
    expect((await listed(ctx.demo, returned)).estado).toBe('NO RECIBIDA');
  });

  it("answers 404 for another emisor's key, 400 for a malformed one, 401 without a token", async () => {
    for (const path of ['/api/recepcion_manual', '/api/autorizacion_manual']) {
      const foreign = await ctx.otra.post(path, { claveAcceso: returned });
      expect(foreign.status).toBe(404);
      expect(foreign.body.error.message).toBe(comprobanteNoEncontradoMessage(returned));
      const malformed = await ctx.demo.post(path, { claveAcceso: '123' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.message).toBe(CLAVE_ACCESO_INVALIDA_MESSAGE);
      expect((await ctx.api.anonymous.post(path, { claveAcceso: returned })).status).toBe(401);
    }
  });

  it('keeps the XML private until the document is authorized', async () => {
    const response = await ctx.api.anonymous.get(`/api/factura_xml/${returned}`);
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(COMPROBANTE_NO_AUTORIZADO_MESSAGE);
  });
});

describe('the public RIDE and XML endpoints', () => {
  it("answer 404 with the page's message for an unknown key", async () => {
    const unknown = '0'.repeat(49);
    for (const path of [
      `/api/factura_ride/${unknown}`,
      '/api/factura_ride/no-es-una-clave',
      `/api/factura_xml/${unknown}`,
    ]) {
      const response = await ctx.api.anonymous.get(path);
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe(CLAVE_ACCESO_INCORRECTA_MESSAGE);
    }
  });

  it('are rate-limited per IP against key guessing', async () => {
    let limited: { status: number; body: { error: { message: string } } } | undefined;
    for (let attempt = 0; attempt < 100 && !limited; attempt++) {
      const response = await ctx.api.anonymous.get(`/api/factura_ride/${String(attempt).padStart(49, '1')}`);
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(404);
    }
    expect(limited?.body.error.message).toBe(RIDE_RATE_LIMITED_MESSAGE);
  });
});
