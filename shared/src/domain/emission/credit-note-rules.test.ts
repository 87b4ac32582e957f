import { describe, expect, it } from 'vitest';
import { creditNoteViolation } from './credit-note-rules';

const line = (codigo: string, cantidad: number, serie?: string) => ({
  codigo,
  cantidad,
  detallesAdicionales: serie ? [{ nombre: 'SN', valor: serie }] : [],
});

// 2 bags of cement at 8.25 and one phone at 189.99, all IVA 15%: 231.49 + 34.73.
const invoice = {
  productos: [line('CEM-50', 2), line('CEL-A15', 1, 'SN-1')],
  importeTotal: 266.22,
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
    expect(creditNoteViolation(invoice, [], note([line('CEM-50', 1)], 300, 345))).toBe(
      'El valor total de la nota de crédito (300.00) no puede exceder el valor de la factura original (266.22)',
    );
    // Lines within the invoice, but 15% on top goes past it.
    expect(creditNoteViolation(invoice, [], note([line('CEM-50', 1)], 250, 287.5))).toBe(
      'El valor total de la nota de crédito (287.50) no puede exceder el valor de la factura original (266.22)',
    );
    // Counting the notes already issued on the invoice.
    const earlier = note([line('CEM-50', 1)], 200, 230);
    expect(creditNoteViolation(invoice, [earlier], note([line('CEL-A15', 1, 'SN-1')], 30, 34.5))).toBe(null);
    expect(creditNoteViolation(invoice, [earlier], note([line('CEL-A15', 1, 'SN-1')], 40, 46))).toBe(
      'El valor total de la nota de crédito (276.00) no puede exceder el valor de la factura original (266.22)',
    );
  });
});
