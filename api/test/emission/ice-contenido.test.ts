import { fechaIsoHoy, formatFechaSri, lineTaxesOf, type Product } from '@facturador/shared/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUYER, facturar, invoiceBody, line, useEmissionApi, waitForEstado } from './helpers';
import { comprobanteOf, expectValidSignedComprobante } from './xml-checks';

/**
 * Issue 37 point 1: ICE codes charged per litre of pure alcohol (3041) or per 100 g of sugar (3053)
 * multiply their amount by the product's content, not by the units sold alone.
 */
const ctx = useEmissionApi();

const CERVEZA_SIN_CONTENIDO =
  'El ICE 3041 se cobra por litro de alcohol puro: indique el volumen por unidad (ml) y el grado alcohólico (%) del producto.';
const GASEOSA_SIN_CONTENIDO =
  'El ICE 3053 se cobra por 100 gramos de azúcar: indique el azúcar por unidad (g) del producto.';

const post = async (path: string, body: unknown) => {
  const response = await ctx.demo.post(path, body);
  return { status: response.status, message: response.body?.error?.message as string, body: response.body };
};

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

/** A product stored on an ICE code before its content was required (as migration 0022 leaves them). */
async function storedWithoutContent(codigo: string, iceCodigo: number): Promise<Product> {
  const created = await post('/api/productos', {
    codigo,
    nombre: `Producto ${codigo}`,
    precio: 1,
    ice: { codigo: 3101 },
  });
  expect(created.status).toBe(201);
  await ctx.db.database.db.execute(
    sql`update productos set ice_codigo = ${iceCodigo}, contenido = '{}'::jsonb where id = ${created.body.producto._id}`,
  );
  const { productos } = (await ctx.demo.get('/api/productos')).body as { productos: Product[] };
  return productos.find((product) => product._id === created.body.producto._id)!;
}

let cerveza: Product;
let gaseosa: Product;
let beerInvoice: string;

beforeAll(async () => {
  expect((await ctx.demo.put('/api/emisor', { cobraIce: true })).status).toBe(200);
});

describe('products on ICE codes charged by content', () => {
  it('shows each unit and the content it needs in the catalogue', async () => {
    const { ice } = (await ctx.demo.get('/api/impuestos/catalogo')).body as { ice: Record<string, unknown>[] };
    expect(ice.find((entry) => entry.codigoPorcentaje === 3041)).toMatchObject({
      especifico: 13.08,
      unidad: 'litro de alcohol puro',
      contenido: {
        campos: [
          { campo: 'volumenMl', etiqueta: 'Volumen por unidad', unidad: 'ml' },
          { campo: 'gradoAlcoholico', etiqueta: 'Grado alcohólico', unidad: '%' },
        ],
        divisor: 100000,
      },
    });
    expect(ice.find((entry) => entry.codigoPorcentaje === 3101)).toMatchObject({ adValorem: 10, contenido: null });
  });

  it('refuses a beer without its volume and alcohol, and stores it with them', async () => {
    const body = { codigo: 'CERV-330', nombre: 'Cerveza 330 ml', precio: 1, ice: { codigo: 3041 } };
    expect(await post('/api/productos', body)).toMatchObject({ status: 409, message: CERVEZA_SIN_CONTENIDO });
    expect(await post('/api/productos', { ...body, contenido: { volumenMl: 330 } })).toMatchObject({
      status: 409,
      message: CERVEZA_SIN_CONTENIDO,
    });
    const created = await post('/api/productos', { ...body, contenido: { volumenMl: 330, gradoAlcoholico: 4.5 } });
    expect(created.status).toBe(201);
    cerveza = created.body.producto;
    expect(cerveza).toMatchObject({ ice: { codigo: 3041 }, contenido: { volumenMl: 330, gradoAlcoholico: 4.5 } });

    const edited = await ctx.demo.put(`/api/productos/${cerveza._id}`, { ...body, contenido: {} });
    expect(edited.status).toBe(409);
    expect(edited.body.error.message).toBe(CERVEZA_SIN_CONTENIDO);
  });

  it('refuses a sugared drink without its sugar, and stores it with it', async () => {
    const body = { codigo: 'GAS-AZ', nombre: 'Gaseosa 500 ml', precio: 0.6, ice: { codigo: 3053 } };
    expect(await post('/api/productos', body)).toMatchObject({ status: 409, message: GASEOSA_SIN_CONTENIDO });
    const created = await post('/api/productos', { ...body, contenido: { volumenMl: 500, azucarGramos: 30 } });
    expect(created.status).toBe(201);
    gaseosa = created.body.producto;
    expect(gaseosa.contenido).toEqual({ volumenMl: 500, azucarGramos: 30 });
  });
});

describe('selling them', () => {
  it('authorizes 24 beers of 330 ml at 4.5 % with ICE 3041 of 4.66 (24 × 0.01485 l × 13.08)', async () => {
    const body = invoiceBody({ productos: [productLine(cerveza, 24)] });
    // 24.00 + ICE 4.66 = 28.66; IVA 15 % 4.30; total 32.96.
    expect(body.factura).toMatchObject({ totalSinImpuestos: 24, ice: 4.66, iva: 4.3, importeTotal: 32.96 });
    beerInvoice = (await facturar(ctx.demo, body)).body.claveAcceso;
    const xml = await authorizedXml(beerInvoice);
    expectValidSignedComprobante(xml, 'factura');
    expect(xml).toContain(impuesto(2, 4, '15.00', '28.66', '4.30') + impuesto(3, 3041, '0.00', '24.00', '4.66'));
    expect(xml).toContain('<importeTotal>32.96</importeTotal>');
  });

  it("credits half the beers with the billed line's ICE in proportion (2.33)", async () => {
    const saldo = (await ctx.demo.get(`/api/facturas/${beerInvoice}/acreditable`)).body;
    expect(saldo.lineas[0].original.ice).toEqual({ codigo: 3041, adValorem: 0, especifico: 13.08, contenido: 0.01485 });
    const body = invoiceBody({
      tipoComprobante: 'notaCredito',
      ...BUYER,
      productos: [{ ...productLine(cerveza, 12), ice: saldo.lineas[0].original.ice }],
      motivoNotaCredito: 'Devolución de producto',
      facturaAModificar: beerInvoice,
      fechaFactura: formatFechaSri(new Date()),
    });
    // 12 × 0.01485 × 13.08 = 2.330856 → 2.33; IVA 15 % of 14.33 = 2.15; total 16.48.
    expect(body.factura).toMatchObject({ ice: 2.33, iva: 2.15, importeTotal: 16.48 });
    const xml = await authorizedXml((await facturar(ctx.demo, body)).body.claveAcceso);
    expectValidSignedComprobante(xml, 'notaCredito');
    expect(xml).toContain(impuesto(3, 3041, '0.00', '12.00', '2.33'));
  });

  it('authorizes 12 sugared drinks with 30 g each with ICE 3053 of 0.65 (12 × 0.3 × 0.18)', async () => {
    const body = invoiceBody({ productos: [productLine(gaseosa, 12)] });
    // 7.20 + ICE 0.65 = 7.85; IVA 15 % 1.18; total 9.03.
    expect(body.factura).toMatchObject({ totalSinImpuestos: 7.2, ice: 0.65, iva: 1.18, importeTotal: 9.03 });
    const xml = await authorizedXml((await facturar(ctx.demo, body)).body.claveAcceso);
    expectValidSignedComprobante(xml, 'factura');
    expect(xml).toContain(impuesto(2, 4, '15.00', '7.85', '1.18') + impuesto(3, 3053, '0.00', '7.20', '0.65'));
  });

  it('refuses the per-unit figure and a line of another content', async () => {
    const perUnit = invoiceBody({
      productos: [{ ...productLine(cerveza, 24), ice: { codigo: 3041, adValorem: 0, especifico: 13.08 } }],
    });
    expect(perUnit.factura.ice).toBe(313.92);
    expect(await post('/api/facturar', perUnit)).toMatchObject({
      status: 400,
      message:
        'Producto CERV-330: el ICE o el IRBPNR de la línea no corresponden al producto; vuelva a elegir el producto.',
    });
  });

  it('refuses to sell a beer or a sugared drink stored without its content (409)', async () => {
    const beer = await storedWithoutContent('CERV-ANT', 3041);
    expect(await post('/api/facturar', invoiceBody({ productos: [productLine(beer, 24)] }))).toMatchObject({
      status: 409,
      message:
        'Producto CERV-ANT: el ICE 3041 se cobra por litro de alcohol puro; indique el volumen por unidad (ml) y el grado alcohólico (%) en el producto antes de venderlo.',
    });
    const soda = await storedWithoutContent('GAS-ANT', 3053);
    expect(await post('/api/facturar', invoiceBody({ productos: [productLine(soda, 12)] }))).toMatchObject({
      status: 409,
      message:
        'Producto GAS-ANT: el ICE 3053 se cobra por 100 gramos de azúcar; indique el azúcar por unidad (g) en el producto antes de venderlo.',
    });
  });
});
