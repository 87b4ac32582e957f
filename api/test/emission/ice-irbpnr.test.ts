import {
  COBRA_ICE_CON_PRODUCTOS_MESSAGE,
  COBRA_ICE_DESACTIVADO_MESSAGE,
  fechaIsoHoy,
  formatFechaSri,
  impuestosLineaLibreMessage,
  impuestosNotaCreditoDistintosMessage,
  impuestosProductoDistintosMessage,
  lineTaxesOf,
  type Product,
  TOTALES_NO_COINCIDEN_MESSAGE,
} from '@facturador/shared/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUYER, facturar, invoiceBody, line, useEmissionApi, waitForEstado } from './helpers';
import { comprobanteOf, expectValidSignedComprobante } from './xml-checks';

const ctx = useEmissionApi();

let soda: Product;
let energizante: Product;

const post = async (path: string, body: unknown) => {
  const response = await ctx.demo.post(path, body);
  return { status: response.status, message: response.body?.error?.message as string, body: response.body };
};

/** A line of a registered product, with the taxes the invoice screen gives it. */
const productLine = (product: Product, cantidad: number) =>
  line(product.codigo, product.nombre, product.precio, cantidad, {
    producto_id: product._id,
    ...lineTaxesOf(product, fechaIsoHoy()),
  });

const authorizedXml = async (clave: string) => {
  await waitForEstado(ctx.demo, clave, 'AUTORIZADA');
  return comprobanteOf((await ctx.api.anonymous.get(`/api/factura_xml/${clave}`)).body as string);
};

const impuesto = (codigo: number, codigoPorcentaje: number, tarifa: string, base: string, valor: string) =>
  `<impuesto><codigo>${codigo}</codigo><codigoPorcentaje>${codigoPorcentaje}</codigoPorcentaje><tarifa>${tarifa}</tarifa><baseImponible>${base}</baseImponible><valor>${valor}</valor></impuesto>`;

beforeAll(async () => {
  const created = await post('/api/productos', {
    codigo: 'T-GASEOSA',
    nombre: 'Gaseosa 500 ml',
    precio: 0.5,
    irbpnr: true,
    botellasPorUnidad: 1,
  });
  expect(created.status).toBe(201);
  soda = created.body.producto;
});

describe('products with ICE and IRBPNR', () => {
  it('stores irbpnr and botellasPorUnidad; ICE only once the company charges it', async () => {
    expect(soda).toMatchObject({ irbpnr: true, botellasPorUnidad: 1, ice: null });
    const sinCobraIce = await post('/api/productos', {
      codigo: 'T-ENERG',
      nombre: 'Bebida energizante',
      precio: 2,
      ice: { codigo: 3101 },
    });
    expect(sinCobraIce).toMatchObject({ status: 409, message: COBRA_ICE_DESACTIVADO_MESSAGE });

    const emisor = await ctx.demo.put('/api/emisor', { cobraIce: true });
    expect(emisor.status).toBe(200);
    expect(emisor.body.emisor.cobraIce).toBe(true);
    const conIce = await post('/api/productos', {
      codigo: 'T-ENERG',
      nombre: 'Bebida energizante',
      precio: 2,
      ice: { codigo: 3101 },
    });
    expect(conIce.status).toBe(201);
    energizante = conIce.body.producto;
    expect(energizante.ice).toEqual({ codigo: 3101 });

    expect(await ctx.demo.put('/api/emisor', { cobraIce: false })).toMatchObject({
      status: 409,
      body: { error: { message: COBRA_ICE_CON_PRODUCTOS_MESSAGE } },
    });
    const unknown = await post('/api/productos', { codigo: 'T-X', nombre: 'X', precio: 1, ice: { codigo: 1234 } });
    expect(unknown).toMatchObject({
      status: 400,
      message: 'El código de ICE 1234 no está en la tabla de ICE vigente.',
    });
  });

  it('answers the catalogue in force on a date', async () => {
    const response = await ctx.demo.get('/api/impuestos/catalogo?fecha=2024-03-31');
    expect(response.status).toBe(200);
    expect(response.body.iva.map((iva: { descripcion: string }) => iva.descripcion)).toContain('IVA 12%');
    expect(response.body.irbpnr).toEqual([
      expect.objectContaining({ codigo: 5, codigoPorcentaje: 5001, especifico: 0.02, unidad: 'botella' }),
    ]);
    expect(response.body.ice).toContainEqual(expect.objectContaining({ codigo: 3, codigoPorcentaje: 3101 }));
    const invalid = await ctx.demo.get('/api/impuestos/catalogo?fecha=31-03-2024');
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toContain('La fecha fecha debe tener el formato AAAA-MM-DD');
  });
});

describe('emission with ICE and IRBPNR', () => {
  let sodaInvoice: string;

  it('authorizes 6 sodas with IRBPNR 5001 of 0.12 outside the IVA base', async () => {
    const body = invoiceBody({ productos: [productLine(soda, 6)] });
    expect(body.factura).toMatchObject({ iva: 0.45, irbpnr: 0.12, importeTotal: 3.57 });
    sodaInvoice = (await facturar(ctx.demo, body)).body.claveAcceso;
    const xml = await authorizedXml(sodaInvoice);
    expectValidSignedComprobante(xml, 'factura');
    expect(xml).toContain(
      '<impuestos>' +
        impuesto(2, 4, '15.00', '3.00', '0.45') +
        impuesto(5, 5001, '0.02', '6.00', '0.12') +
        '</impuestos>',
    );
    expect(xml).toContain(
      '<totalImpuesto><codigo>5</codigo><codigoPorcentaje>5001</codigoPorcentaje><baseImponible>6.00</baseImponible><tarifa>0.02</tarifa><valor>0.12</valor></totalImpuesto>',
    );
    expect(xml).toContain('<importeTotal>3.57</importeTotal>');
  });

  it("puts a producer's ICE inside the IVA base", async () => {
    const body = invoiceBody({ productos: [productLine(energizante, 3)] });
    // 6.00 + ICE 10 % 0.60 = 6.60; IVA 15 % 0.99; total 7.59.
    expect(body.factura).toMatchObject({ totalSinImpuestos: 6, ice: 0.6, iva: 0.99, importeTotal: 7.59 });
    const xml = await authorizedXml((await facturar(ctx.demo, body)).body.claveAcceso);
    expectValidSignedComprobante(xml, 'factura');
    expect(xml).toContain(impuesto(2, 4, '15.00', '6.60', '0.99') + impuesto(3, 3101, '10.00', '6.00', '0.60'));
  });

  it('refuses a tampered ICE or IRBPNR figure, a line without its product taxes and a free line with them', async () => {
    const tampered = invoiceBody({ productos: [productLine(soda, 6), productLine(energizante, 1)] });
    tampered.factura.productos[0]!.impuestos[1]!.valor = 0.06;
    expect(await post('/api/facturar', tampered)).toMatchObject({ status: 400, message: TOTALES_NO_COINCIDEN_MESSAGE });

    const iceTampered = invoiceBody({ productos: [productLine(energizante, 1)] });
    iceTampered.factura.productos[0]!.impuestos[1]!.valor = 0.1;
    iceTampered.factura.ice = 0.1;
    expect(await post('/api/facturar', iceTampered)).toMatchObject({
      status: 400,
      message: TOTALES_NO_COINCIDEN_MESSAGE,
    });

    // Consistent figures but no IRBPNR on a product that has it.
    const sinIrbpnr = invoiceBody({ productos: [{ ...productLine(soda, 6), irbpnr: null }] });
    expect(await post('/api/facturar', sinIrbpnr)).toMatchObject({
      status: 400,
      message: impuestosProductoDistintosMessage('T-GASEOSA'),
    });
    const libre = invoiceBody({
      productos: [line('AGUA', 'Agua suelta', 1, 2, { irbpnr: { botellasPorUnidad: 1, valorPorBotella: 0.02 } })],
    });
    expect(await post('/api/facturar', libre)).toMatchObject({
      status: 400,
      message: impuestosLineaLibreMessage('AGUA'),
    });
  });

  it('credits IRBPNR in proportion to the credited quantity', async () => {
    const saldo = (await ctx.demo.get(`/api/facturas/${sodaInvoice}/acreditable`)).body;
    expect(saldo.lineas[0].original.irbpnr).toEqual({ botellasPorUnidad: 1, valorPorBotella: 0.02 });
    const note = (productos: ReturnType<typeof line>[]) =>
      invoiceBody({
        tipoComprobante: 'notaCredito',
        ...BUYER,
        productos,
        motivoNotaCredito: 'Devolución de producto',
        facturaAModificar: sodaInvoice,
        fechaFactura: formatFechaSri(new Date()),
      });
    expect(await post('/api/facturar', note([{ ...productLine(soda, 2), irbpnr: null }]))).toMatchObject({
      status: 400,
      message: impuestosNotaCreditoDistintosMessage('T-GASEOSA'),
    });
    const body = note([productLine(soda, 2)]);
    expect(body.factura).toMatchObject({ irbpnr: 0.04, iva: 0.15, importeTotal: 1.19 });
    const xml = await authorizedXml((await facturar(ctx.demo, body)).body.claveAcceso);
    expectValidSignedComprobante(xml, 'notaCredito');
    expect(xml).toContain(impuesto(5, 5001, '0.02', '2.00', '0.04'));
    expect(xml).toContain('<valorModificacion>1.19</valorModificacion>');
  });
});

describe('ICE and IRBPNR in the report, the export and the dashboard', () => {
  const today = fechaIsoHoy();
  const month = `desde=${today.slice(0, 8)}01&hasta=${today}&ambiente=1`;

  it('adds them up per month from the same figures the XMLs carry', async () => {
    const report = (await ctx.demo.get(`/api/reportes/ventas?${month}`)).body;
    // Invoices: 6 sodas (IRBPNR 0.12) and 3 energy drinks (ICE 0.60); the note returns 2 sodas (0.04).
    expect(report.irbpnr).toEqual({
      facturas: { baseImponible: 6, valor: 0.12 },
      notasDebito: { baseImponible: 0, valor: 0 },
      notasCredito: { baseImponible: 2, valor: 0.04 },
      neto: { baseImponible: 4, valor: 0.08 },
    });
    expect(report.ice).toEqual({
      facturas: { baseImponible: 6, valor: 0.6 },
      notasDebito: { baseImponible: 0, valor: 0 },
      notasCredito: { baseImponible: 0, valor: 0 },
      neto: { baseImponible: 6, valor: 0.6 },
    });
    const dashboard = (await ctx.demo.get('/api/dashboard?ambiente=1')).body;
    expect(dashboard.impuestosMes).toMatchObject({ ice: 0.6, irbpnr: 0.08 });
    expect(dashboard.impuestosMes.iva).toBe(report.totalIva.neto.valor);
  });

  it('exports each document with its IVA, ICE and IRBPNR', async () => {
    const response = await ctx.demo.get(`/api/facturas/exportar?formato=csv&fecha_inicio=${today}&fecha_fin=${today}`);
    expect(response.status).toBe(200);
    const lines = String(response.body)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]!.split(';').slice(11, 14)).toEqual(['IVA', 'ICE', 'IRBPNR']);
    const rows = lines.slice(1).map((row) => row.split(';'));
    expect(rows.find((row) => row[7] === '3,57')?.slice(11, 14)).toEqual(['0,45', '0,00', '0,12']);
    expect(rows.find((row) => row[7] === '7,59')?.slice(11, 14)).toEqual(['0,99', '0,60', '0,00']);
  });
});
