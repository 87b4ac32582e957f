import { describe, expect, it } from 'vitest';
import {
  compradorDistintoMessage,
  creditableRemainder,
  creditNoteFormLines,
  creditNoteViolation,
  impuestoDistintoMessage,
  precioExcedeFacturadoMessage,
  proratedDiscount,
  serieYaAcreditadaMessage,
} from './credit-note-rules';

const PRICES: Record<string, number> = { 'CEM-50': 8.25, 'CEL-A15': 189.99, 'PIN-BLA': 18.5 };
const line = (
  codigo: string,
  cantidad: number,
  serie?: string,
  extra: { precioUnitario?: number; descuento?: number; codigoPorcentaje?: number } = {},
) => ({
  codigo,
  cantidad,
  detallesAdicionales: serie ? [{ nombre: 'SN', valor: serie }] : [],
  precioUnitario: extra.precioUnitario ?? PRICES[codigo] ?? 1,
  descuento: extra.descuento ?? 0,
  impuestos: [
    {
      codigo: 2 as const,
      codigoPorcentaje: extra.codigoPorcentaje ?? 4,
      tarifa: 15,
      baseImponible: 0,
      valor: 0,
    },
  ],
});

// 2 bags of cement at 8.25 and one phone at 189.99, all IVA 15%: 231.49 + 34.73.
const invoice = {
  productos: [line('CEM-50', 2), line('CEL-A15', 1, 'SN-1'), line('CEL-A15', 1, 'SN-2', { descuento: 9.99 })],
  importeTotal: 266.22 + 207.0,
  identificacionComprador: '1710034065',
};
const note = (productos: ReturnType<typeof line>[], totalSinImpuestos: number, importeTotal: number) => ({
  productos,
  totalSinImpuestos,
  importeTotal,
});

describe('creditNoteViolation (spec 01 §5)', () => {
  it('accepts a note within the invoiced quantities and amount', () => {
    expect(
      creditNoteViolation(invoice, [], note([line('CEM-50', 2), line('CEL-A15', 1, 'SN-1')], 206.49, 237.46)),
    ).toBe(null);
  });

  it('refuses more than the invoiced quantity, counting earlier notes, with the original quantity', () => {
    expect(creditNoteViolation(invoice, [], note([line('CEM-50', 3)], 24.75, 28.46))).toBe(
      'Cantidad excede lo facturado originalmente: Cantidad original: 2',
    );
    const earlier = note([line('CEM-50', 1.5)], 12.38, 14.24);
    expect(creditNoteViolation(invoice, [earlier], note([line('CEM-50', 0.5)], 4.13, 4.75))).toBe(null);
    expect(creditNoteViolation(invoice, [earlier], note([line('CEM-50', 1)], 8.25, 9.49))).toBe(
      'Cantidad excede lo facturado originalmente: Cantidad original: 2',
    );
  });

  it('refuses codes and serials that are not on the invoice', () => {
    expect(creditNoteViolation(invoice, [], note([line('PIN-BLA', 1)], 18.5, 21.28))).toBe(
      'El producto con código PIN-BLA no consta en la factura original.',
    );
    expect(creditNoteViolation(invoice, [], note([line('CEL-A15', 1, 'SN-9')], 189.99, 218.49))).toBe(
      'El número de serie SN-9 no consta en la factura original.',
    );
  });

  it('refuses an amount above the invoice: first by the lines (the screen formula), then with tax', () => {
    const firstTwo = { ...invoice, importeTotal: 266.22 };
    expect(creditNoteViolation(firstTwo, [], note([line('CEM-50', 1)], 300, 345))).toBe(
      'El valor total de la nota de crédito (300.00) no puede exceder el valor de la factura original (266.22)',
    );
    // Lines within the invoice, but 15% on top goes past it.
    expect(creditNoteViolation(firstTwo, [], note([line('CEM-50', 1)], 250, 287.5))).toBe(
      'El valor total de la nota de crédito (287.50) no puede exceder el valor de la factura original (266.22)',
    );
    // Counting the notes already issued on the invoice.
    const earlier = note([line('CEM-50', 1)], 200, 230);
    expect(creditNoteViolation(firstTwo, [earlier], note([line('CEL-A15', 1, 'SN-1')], 30, 34.5))).toBe(null);
    expect(creditNoteViolation(firstTwo, [earlier], note([line('CEL-A15', 1, 'SN-1')], 40, 46))).toBe(
      'El valor total de la nota de crédito (276.00) no puede exceder el valor de la factura original (266.22)',
    );
  });

  it('refuses another buyer, a raised net price, another tax, and a serial credited before', () => {
    expect(
      creditNoteViolation(invoice, [], {
        ...note([line('CEM-50', 1)], 8.25, 9.49),
        identificacionComprador: '0912345675',
      }),
    ).toBe(compradorDistintoMessage('1710034065'));
    expect(
      creditNoteViolation(invoice, [], note([line('CEM-50', 1, undefined, { precioUnitario: 9 })], 9, 10.35)),
    ).toBe(precioExcedeFacturadoMessage('CEM-50', 9, 8.25));
    // SN-2 was billed at 189.99 - 9.99: its net unit price is 180.00.
    expect(creditNoteViolation(invoice, [], note([line('CEL-A15', 1, 'SN-2')], 189.99, 218.49))).toBe(
      precioExcedeFacturadoMessage('CEL-A15', 189.99, 180),
    );
    expect(
      creditNoteViolation(invoice, [], note([line('CEM-50', 1, undefined, { codigoPorcentaje: 0 })], 8.25, 8.25)),
    ).toBe(impuestoDistintoMessage('CEM-50', 'IVA 15%'));
    const earlier = note([line('CEL-A15', 1, 'SN-1')], 189.99, 218.49);
    expect(creditNoteViolation(invoice, [earlier], note([line('CEL-A15', 1, 'SN-1')], 189.99, 218.49))).toBe(
      serieYaAcreditadaMessage('SN-1'),
    );
  });

  it('lets a note lower a price (Descuento no aplicado) and prorate a discount to a lower quantity', () => {
    expect(creditNoteViolation(invoice, [], note([line('CEM-50', 2, undefined, { precioUnitario: 1 })], 2, 2.3))).toBe(
      null,
    );
    const discounted = { ...invoice, productos: [line('CEM-50', 3, undefined, { descuento: 1 })] };
    // 3 x 8.25 - 1.00 = 23.75 (7.9166… each); one bag back with 0.33 of the discount: 7.92.
    expect(
      creditNoteViolation(discounted, [], note([line('CEM-50', 1, undefined, { descuento: 0.33 })], 7.92, 9.11)),
    ).toBe(null);
    expect(
      creditNoteViolation(discounted, [], note([line('CEM-50', 1, undefined, { descuento: 0.3 })], 7.95, 9.14)),
    ).toBe(precioExcedeFacturadoMessage('CEM-50', 7.95, 23.75 / 3));
  });

  it('tells what remains creditable after earlier notes', () => {
    const earlier = note([line('CEM-50', 1.5), line('CEL-A15', 1, 'SN-1')], 202.37, 232.73);
    const remainder = creditableRemainder(invoice, [earlier]);
    expect(remainder.lineas.map((l) => [l.codigo, l.numeroSerie ?? null, l.cantidadDisponible])).toEqual([
      ['CEM-50', null, 0.5],
      ['CEL-A15', 'SN-1', 0],
      ['CEL-A15', 'SN-2', 1],
    ]);
    expect(remainder.importeAcreditado).toBe(232.73);
    expect(remainder.importeDisponible).toBe(240.49);
  });

  it('pre-fills a credit note with the billed lines left, discounts prorated', () => {
    const discounted = {
      ...invoice,
      productos: [line('CEM-50', 3, undefined, { descuento: 1 }), line('CEL-A15', 1, 'SN-1')],
    };
    const earlier = note([line('CEM-50', 1, undefined, { descuento: 0.33 })], 7.92, 9.11);
    const full = (l: ReturnType<typeof line>) => ({
      ...l,
      nombre: l.codigo,
      esInventariado: true,
      producto_id: null,
      precioTotalSinImpuesto: 0,
    });
    const remainder = creditableRemainder({ ...discounted, productos: discounted.productos.map(full) }, [earlier]);
    expect(creditNoteFormLines(remainder)).toMatchObject([
      {
        producto_codigo: 'CEM-50',
        producto_precio: 8.25,
        producto_cantidad: 2,
        producto_descuento: 0.67,
        producto_impuesto: 'IVA 15%',
        cantidadMaxima: 2,
      },
      { producto_codigo: 'CEL-A15', producto_numero_serie: 'SN-1', producto_cantidad: 1, producto_descuento: 0 },
    ]);
    expect(proratedDiscount({ cantidad: 3, descuento: 1 }, 1)).toBe(0.33);
  });
});
