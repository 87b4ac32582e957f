import { describe, expect, it } from 'vitest';
import { productInputSchema } from '../products/product';
import { buildInvoicePayload } from './build-payload';
import { checkNewLine } from './form-rules';
import { facturaPayloadSchema } from './payload';
import { iceContenidoViolation, lineTaxesLabel, lineTaxesOf, sameLineTaxes } from './product-taxes';
import { iceVigente } from './tax-catalogue';
import { invoiceForm } from './test-support/invoice-form';
import { computeTotals } from './totals';
import { verifyFacturaTotals } from './verify-totals';

const HOY = '2026-11-26';
const IVA_15 = 4;
const cerveza = {
  irbpnr: false,
  botellasPorUnidad: 1,
  ice: { codigo: 3041 },
  contenido: { volumenMl: 330, gradoAlcoholico: 4.5 },
};
const gaseosa = { irbpnr: false, botellasPorUnidad: 1, ice: { codigo: 3053 }, contenido: { azucarGramos: 30 } };

describe('ICE charged by content (issue 37)', () => {
  it('keeps each unit as data in the catalogue: the content fields it needs and how they measure a unit', () => {
    expect(iceVigente(3041, HOY)).toMatchObject({
      especifico: 13.08,
      unidad: 'litro de alcohol puro',
      contenido: {
        campos: [
          { campo: 'volumenMl', etiqueta: 'Volumen por unidad', unidad: 'ml' },
          { campo: 'gradoAlcoholico', etiqueta: 'Grado alcohólico', unidad: '%' },
        ],
        divisor: 100_000,
      },
    });
    expect(iceVigente(3053, HOY)).toMatchObject({
      especifico: 0.18,
      unidad: '100 gramos de azúcar',
      contenido: { campos: [{ campo: 'azucarGramos' }], divisor: 100 },
    });
    expect(iceVigente(3023, HOY)).toMatchObject({ especifico: 0.17, unidad: 'unidad', contenido: null });
    expect(iceVigente(3101, HOY)).toMatchObject({ adValorem: 10, contenido: null });
  });

  it('gives a line the content per unit: 330 ml at 4.5 % is 0.01485 l of pure alcohol, 30 g of sugar 0.3 × 100 g', () => {
    expect(lineTaxesOf(cerveza, HOY).ice).toEqual({
      codigo: 3041,
      adValorem: 0,
      especifico: 13.08,
      contenido: 0.01485,
    });
    expect(lineTaxesOf(gaseosa, HOY).ice).toEqual({ codigo: 3053, adValorem: 0, especifico: 0.18, contenido: 0.3 });
    // Per-unit and ad valorem codes are as before.
    expect(lineTaxesOf({ ...cerveza, ice: { codigo: 3101 } }, HOY).ice).toEqual({
      codigo: 3101,
      adValorem: 10,
      especifico: 0,
    });
  });

  it('multiplies amount × content × quantity, rounded once: 24 beers carry 4.66, 12 sodas 0.65', () => {
    const beer = computeTotals([
      { precioUnitario: 1, cantidad: 24, descuento: 0, codigoPorcentaje: IVA_15, ...lineTaxesOf(cerveza, HOY) },
    ]);
    // 24 × 0.01485 × 13.08 = 4.661712; IVA 15 % of 24.00 + 4.66 = 4.299 → 4.30.
    expect(beer.lineas[0]!.impuestos).toEqual([
      { codigo: 2, codigoPorcentaje: IVA_15, tarifa: 15, baseImponible: 28.66, valor: 4.3 },
      { codigo: 3, codigoPorcentaje: 3041, tarifa: 0, baseImponible: 24, valor: 4.66 },
    ]);
    expect(beer).toMatchObject({ totalSinImpuestos: 24, ice: 4.66, iva: 4.3, importeTotal: 32.96 });

    const soda = computeTotals([
      { precioUnitario: 0.6, cantidad: 12, descuento: 0, codigoPorcentaje: IVA_15, ...lineTaxesOf(gaseosa, HOY) },
    ]);
    // 12 × 0.3 × 0.18 = 0.648 → 0.65; IVA 15 % of 7.85 = 1.1775 → 1.18.
    expect(soda).toMatchObject({ totalSinImpuestos: 7.2, ice: 0.65, iva: 1.18, importeTotal: 9.03 });
  });

  it('builds a payload the schema keeps and the server verifies, and tells a line of another content apart', () => {
    const form = invoiceForm({
      productos: [
        {
          producto_codigo: 'CERV-330',
          producto_nombre: 'Cerveza 330 ml',
          producto_precio: 1,
          producto_cantidad: 24,
          producto_descuento: 0,
          producto_impuesto: 'IVA 15%',
          ...lineTaxesOf(cerveza, HOY),
        },
      ],
    });
    const parsed = facturaPayloadSchema.parse(buildInvoicePayload(form).factura);
    expect(parsed.productos[0]!.ice).toEqual({ codigo: 3041, adValorem: 0, especifico: 13.08, contenido: 0.01485 });
    expect(parsed.ice).toBe(4.66);
    expect(verifyFacturaTotals(parsed).ok).toBe(true);
    const otra = lineTaxesOf({ ...cerveza, contenido: { volumenMl: 355, gradoAlcoholico: 4.5 } }, HOY);
    expect(sameLineTaxes(lineTaxesOf(cerveza, HOY), otra)).toBe(false);
    expect(sameLineTaxes(lineTaxesOf(cerveza, HOY), lineTaxesOf(cerveza, HOY))).toBe(true);
  });

  it('refuses a product on such a code without its content, naming the fields', () => {
    expect(iceContenidoViolation({ ice: { codigo: 3041 }, contenido: { volumenMl: 330 } }, HOY)).toBe(
      'El ICE 3041 se cobra por litro de alcohol puro: indique el volumen por unidad (ml) y el grado alcohólico (%) del producto.',
    );
    expect(iceContenidoViolation({ ice: { codigo: 3053 }, contenido: {} }, HOY, 'GAS-AZ')).toBe(
      'Producto GAS-AZ: el ICE 3053 se cobra por 100 gramos de azúcar; indique el azúcar por unidad (g) en el producto antes de venderlo.',
    );
    expect(iceContenidoViolation(cerveza, HOY)).toBeNull();
    expect(iceContenidoViolation({ ice: { codigo: 3101 } }, HOY)).toBeNull();
    expect(iceContenidoViolation({ ice: null }, HOY)).toBeNull();
  });

  it('the invoice screen refuses adding such a product, not crediting it', () => {
    const line = {
      producto_codigo: 'CERV-330',
      producto_nombre: 'Cerveza 330 ml',
      producto_precio: '1',
      producto_cantidad: '1',
      producto_descuento: '0',
      producto_impuesto: 'IVA 15%',
    };
    const context = {
      line,
      product: { inventariado: false, serializado: false, ice: { codigo: 3041 }, contenido: {} },
      item: null,
      usarInventario: false,
      almacen: null,
      lines: [],
    };
    expect(checkNewLine({ ...context, tipoComprobante: 'factura' })).toBe(
      'Producto CERV-330: el ICE 3041 se cobra por litro de alcohol puro; indique el volumen por unidad (ml) y el grado alcohólico (%) en el producto antes de venderlo.',
    );
    expect(checkNewLine({ ...context, tipoComprobante: 'notaCredito', cantidadOriginal: 1 })).toBeNull();
  });

  it('labels the line with the rate per unit of content and the content per unit', () => {
    expect(lineTaxesLabel(lineTaxesOf(cerveza, HOY))).toBe('ICE 3041 $ 13.08/l alcohol puro × 0.01485/u');
    expect(lineTaxesLabel(lineTaxesOf(gaseosa, HOY))).toBe('ICE 3053 $ 0.18/100 g azúcar × 0.3/u');
    expect(lineTaxesLabel({ ice: { codigo: 3101, adValorem: 10, especifico: 0 } })).toBe('ICE 3101 10%');
    expect(lineTaxesLabel({ ice: { codigo: 3023, adValorem: 0, especifico: 0.17 } })).toBe('ICE 3023 $ 0.17/u');
  });

  it('validates the declared content of a product', () => {
    const base = { codigo: 'C1', nombre: 'Cerveza', precio: 1 };
    expect(productInputSchema.parse(base).contenido).toEqual({});
    expect(
      productInputSchema.parse({ ...base, contenido: { volumenMl: '330', gradoAlcoholico: '4.5' } }).contenido,
    ).toEqual({ volumenMl: 330, gradoAlcoholico: 4.5 });
    const invalid = productInputSchema.safeParse({ ...base, contenido: { gradoAlcoholico: 120 } });
    expect(invalid.error?.issues.map((issue) => issue.message)).toEqual([
      'Grado alcohólico (%) debe ser un número mayor que 0 y como máximo 100',
    ]);
  });
});
