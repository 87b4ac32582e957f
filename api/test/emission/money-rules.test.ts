import {
  ALMACEN_NO_VALIDO_MESSAGE,
  CANTIDAD_INVALIDA_MESSAGE,
  consumidorFinalExcedeMessage,
  correoInvalidoMessage,
  decimalesLineaMessage,
  FORMA_PAGO_INVALIDA_MESSAGE,
  formatFechaSri,
  MONTO_EXCEDE_MESSAGE,
  PAGO_SIN_MONTO_MESSAGE,
  PRODUCTO_ID_NO_VALIDO_MESSAGE,
  pagosNoSumanMessage,
  parseClaveAcceso,
  valorLineaExcedeMessage,
} from '@facturador/shared/domain';
import { productoIdNoEncontradoMessage } from '@facturador/shared/domain/movements';
import { describe, expect, it } from 'vitest';
import { catalogue, stockOf } from '../helpers/catalogue';
import { facturar, invoiceBody, line, quickInvoice, serviceLine, useEmissionApi, waitForEstado } from './helpers';
import { comprobanteOf, expectValidSignedComprobante } from './xml-checks';

const ctx = useEmissionApi();

const refused = async (body: unknown) => {
  const response = await ctx.demo.post('/api/facturar', body);
  return { status: response.status, message: response.body?.error?.message as string };
};

describe('the 2024–2026 IVA table at emission', () => {
  it('refuses IVA 12% on a document dated after 2024-03-31, naming the line', async () => {
    const body = invoiceBody({
      productos: [line('OLD-12', 'Producto antiguo', 10, 1, { producto_impuesto: 'IVA 12%' })],
    });
    expect(await refused(body)).toEqual({
      status: 400,
      message: `Producto OLD-12: El IVA 12% no está vigente para un documento con fecha ${formatFechaSri(new Date())}; elija otra tarifa de IVA.`,
    });
  });

  it('issues IVA 5%, No objeto and Exento lines, rounded per rate, in a valid signed XML', async () => {
    const productos = [
      line('MAT-5', 'Bloque de construcción', 0.99, 1, { producto_impuesto: 'IVA 5%' }),
      line('NOB-6', 'Servicio no objeto', 4, 1, { producto_impuesto: 'No objeto de IVA' }),
      line('EXE-7', 'Libro escolar', 3, 1, { producto_impuesto: 'Exento de IVA' }),
      ...Array.from({ length: 30 }, (_, index) => line(`TOR-${index}`, 'Tornillo', 0.03)),
    ];
    const response = await facturar(ctx.demo, invoiceBody({ productos }));
    const clave = response.body.claveAcceso as string;
    await waitForEstado(ctx.demo, clave, 'AUTORIZADA');
    const xml = comprobanteOf((await ctx.api.anonymous.get(`/api/factura_xml/${clave}`)).body as string);
    expect(xml).toContain(
      '<codigoPorcentaje>4</codigoPorcentaje><baseImponible>0.90</baseImponible><tarifa>15.00</tarifa><valor>0.14</valor>',
    );
    expect(xml).toContain(
      '<codigoPorcentaje>5</codigoPorcentaje><baseImponible>0.99</baseImponible><tarifa>5.00</tarifa><valor>0.05</valor>',
    );
    expect(xml).toContain('<importeTotal>9.08</importeTotal>');
    expectValidSignedComprobante(xml, 'factura');
  });
});

describe('limits of one document', () => {
  it('refuses more than 6 decimals in quantity or unit price instead of rounding', async () => {
    expect(await refused(invoiceBody({ productos: [line('SRV-1', 'Servicio', 1, 1.1234567)] }))).toEqual({
      status: 400,
      message: decimalesLineaMessage('SRV-1', 'la cantidad'),
    });
    expect(await refused(invoiceBody({ productos: [line('SRV-1', 'Servicio', 1.0000001)] }))).toEqual({
      status: 400,
      message: decimalesLineaMessage('SRV-1', 'el precio unitario'),
    });
  });

  it('refuses an importeTotal over 200,000,000 and amounts that do not fit, with a 400', async () => {
    expect(await refused(invoiceBody({ productos: [line('MAQ-1', 'Maquinaria', 199_999_999)] }))).toEqual({
      status: 400,
      message: MONTO_EXCEDE_MESSAGE,
    });
    expect(await refused(invoiceBody({ productos: [line('MAQ-2', 'Maquinaria', 1.5e12)] }))).toEqual({
      status: 400,
      message: MONTO_EXCEDE_MESSAGE,
    });
    expect(await refused(invoiceBody({ productos: [line('MAQ-3', 'Muestra', 0, 1.5e12)] }))).toEqual({
      status: 400,
      message: valorLineaExcedeMessage('MAQ-3', 'la cantidad'),
    });
  });

  it('refuses a document over 320 KB without taking a secuencial', async () => {
    const before = parseClaveAcceso((await facturar(ctx.demo, quickInvoice())).body.claveAcceso)!.secuencial;
    const productos = Array.from({ length: 3000 }, (_, index) => line(`L-${index}`, `Línea ${index}`, 0.5));
    const big = await refused(invoiceBody({ productos }));
    expect(big.status).toBe(400);
    expect(big.message).toMatch(
      /^El comprobante ocupa \d+ KB y el SRI acepta como máximo 320 KB; divida los productos en varios comprobantes\.$/,
    );
    const after = parseClaveAcceso((await facturar(ctx.demo, quickInvoice())).body.claveAcceso)!.secuencial;
    expect(Number(after)).toBe(Number(before) + 1);
  });
});

describe('the buyer', () => {
  it('caps a consumidor final invoice at $50.00 and asks for the identification', async () => {
    const body = invoiceBody({
      productos: [serviceLine(2)],
      tipo_identificacion: '07',
      comprador_cedula: '9999999999999',
      comprador_nombres: 'CONSUMIDOR FINAL',
      comprador_email: '',
      registrar_comprador: false,
    });
    expect(await refused(body)).toEqual({ status: 400, message: consumidorFinalExcedeMessage(57.5, 50) });
  });

  it("refuses 'no-es-correo' and never stores it on the buyer; several addresses are fine", async () => {
    const bad = invoiceBody({
      productos: [serviceLine()],
      comprador_cedula: '1713175071',
      comprador_email: 'no-es-correo',
    });
    expect(await refused(bad)).toEqual({ status: 400, message: correoInvalidoMessage('no-es-correo') });
    const persona = await ctx.demo.get('/api/persona?identificacion=1713175071');
    expect(persona.body.data).toBeNull();

    const two = invoiceBody({
      productos: [serviceLine()],
      comprador_cedula: '1713175071',
      comprador_email: 'ana@example.com, compras@example.ec',
    });
    await facturar(ctx.demo, two);
    expect((await ctx.demo.get('/api/persona?identificacion=1713175071')).body.data.email).toBe(
      'ana@example.com, compras@example.ec',
    );
  });
});

describe('ids in the payload', () => {
  it('refuses ids that are not ids, and ids of another emisor', async () => {
    const huge = invoiceBody({ productos: [line('SRV-1', 'Servicio', 1, 1, { producto_id: 'x'.repeat(100_000) })] });
    expect(await refused(huge)).toEqual({ status: 400, message: PRODUCTO_ID_NO_VALIDO_MESSAGE });

    const otraAlmacen = ((await ctx.otra.get('/api/almacenes')).body as { _id: string }[])[0]!._id;
    expect(await refused(invoiceBody({ productos: [serviceLine()], almacen_id: otraAlmacen }))).toEqual({
      status: 400,
      message: ALMACEN_NO_VALIDO_MESSAGE,
    });
    expect(await refused(invoiceBody({ productos: [serviceLine()], almacen_id: 'bodega' }))).toEqual({
      status: 400,
      message: ALMACEN_NO_VALIDO_MESSAGE,
    });

    const created = await ctx.otra.post('/api/productos', {
      codigo: 'OTRA-1',
      nombre: 'Producto de otro emisor',
      precio: 5,
      unidad_medida: 'unidad',
      impuesto: 'IVA 15%',
    });
    expect(created.status).toBeLessThan(300);
    const foreign = created.body.producto._id as string;
    expect(
      await refused(invoiceBody({ productos: [line('OTRA-1', 'Ajeno', 5, 1, { producto_id: foreign })] })),
    ).toEqual({
      status: 404,
      message: productoIdNoEncontradoMessage(foreign),
    });
  });
});

describe('quantities follow the unit of measure of the product (issue 13), on the server too', () => {
  it('refuses 1.5 of a product sold by unidad, naming the line; takes 1.255 kilo', async () => {
    const { product } = await catalogue(ctx.demo);
    const servicio = product('SRV-INST');
    const arroz = product('ARR-1K');
    expect(
      await refused(
        invoiceBody({
          productos: [line('SRV-INST', servicio.nombre, 25, 1.5, { producto_id: servicio._id })],
        }),
      ),
    ).toEqual({ status: 400, message: `Línea ${servicio.nombre}: ${CANTIDAD_INVALIDA_MESSAGE}` });
    const issued = await facturar(
      ctx.demo,
      invoiceBody({
        productos: [line('ARR-1K', arroz.nombre, 1.1, 1.255, { producto_id: arroz._id, producto_impuesto: 'IVA 0%' })],
      }),
    );
    expect(issued.status).toBe(200);
  });
});

describe('payment methods (pagos)', () => {
  it('writes a card payment and a term in the XML, the RIDE shows them; the sum must equal the total', async () => {
    const body = invoiceBody({ productos: [serviceLine(2)] });
    // 50.00 + 7.50 of IVA.
    body.factura.pagos = [
      { formaPago: '19', total: 40 },
      { formaPago: '20', total: 17.5, plazo: 30, unidadTiempo: 'dias' },
    ];
    const response = await facturar(ctx.demo, body);
    const clave = response.body.claveAcceso as string;
    await waitForEstado(ctx.demo, clave, 'AUTORIZADA');
    const xml = comprobanteOf((await ctx.api.anonymous.get(`/api/factura_xml/${clave}`)).body as string);
    expect(xml).toContain(
      '<pagos><pago><formaPago>19</formaPago><total>40.00</total></pago><pago><formaPago>20</formaPago><total>17.50</total><plazo>30.00</plazo><unidadTiempo>dias</unidadTiempo></pago></pagos>',
    );
    expectValidSignedComprobante(xml, 'factura');
    const ride = (await ctx.api.anonymous.get(`/api/factura_ride/${clave}`)).body.factura;
    expect(ride.pagos).toEqual([
      { formaPago: '19', descripcion: 'TARJETA DE CRÉDITO', total: 40 },
      {
        formaPago: '20',
        descripcion: 'OTROS CON UTILIZACIÓN DEL SISTEMA FINANCIERO',
        total: 17.5,
        plazo: 30,
        unidadTiempo: 'dias',
      },
    ]);

    body.factura.pagos = [{ formaPago: '19', total: 40 }];
    expect(await refused(body)).toEqual({ status: 400, message: pagosNoSumanMessage(40, 57.5) });
    body.factura.pagos = [{ formaPago: '17' as '19', total: 57.5 }];
    expect(await refused(body)).toEqual({ status: 400, message: FORMA_PAGO_INVALIDA_MESSAGE });
  });

  it('refuses a 0.00 payment (an empty row is not a payment) and stores nothing', async () => {
    const body = invoiceBody({ productos: [serviceLine(2)] });
    body.factura.pagos = [
      { formaPago: '19', total: 57.5 },
      { formaPago: '01', total: 0 },
    ];
    const before = ((await ctx.demo.get('/api/facturas?limite=200')).body.facturas as unknown[]).length;
    expect(await refused(body)).toEqual({ status: 400, message: PAGO_SIN_MONTO_MESSAGE });
    expect(((await ctx.demo.get('/api/facturas?limite=200')).body.facturas as unknown[]).length).toEqual(before);
  });
});

describe('a NO AUTORIZADA invoice', () => {
  it('returns its stock with a DEVOLUCIÓN that references it', async () => {
    const principal = ctx.ids.warehouse('Bodega Principal');
    const cemento = ctx.ids.product('CEM-50')._id;
    const before = await stockOf(ctx.demo, cemento, principal);
    const body = invoiceBody({
      productos: [line('CEM-50', 'Cemento Holcim 50 kg', 8.25, 3, { producto_id: cemento, esInventariado: true })],
      almacen_id: principal,
      infoAdicional: [{ nombre: 'SRI_SIM_FALLA', valor: 'no-autorizado:39' }],
    });
    const clave = (await facturar(ctx.demo, body)).body.claveAcceso as string;
    await waitForEstado(ctx.demo, clave, 'NO AUTORIZADA');
    expect(await stockOf(ctx.demo, cemento, principal)).toBe(before);
    const devoluciones = (
      await ctx.demo.get(`/api/movimientos?tipo_movimiento=${encodeURIComponent('DEVOLUCIÓN')}&limite=200`)
    ).body.movimientos as { documentoReferencia: string; observacion: string; destino: string }[];
    expect(devoluciones.find((movimiento) => movimiento.documentoReferencia === clave)).toMatchObject({
      observacion: `Factura NO AUTORIZADA: ${clave}`,
    });
  });
});
