import { describe, expect, it } from 'vitest';
import { buildInvoicePayload, type InvoiceFormLine, type InvoiceFormState } from '../invoicing/build-payload';
import { sumMoney } from '../invoicing/money';
import type { FacturaPayload } from '../invoicing/payload';
import { recomputeFacturaTotals, verifyFacturaTotals } from '../invoicing/verify-totals';
import { creditAllocationViolation, creditRemainderFigures } from './credit-allocation';

const BUYER = {
  ambiente: 1 as const,
  registrar_comprador: false,
  infoAdicional: [],
  tipo_identificacion: '05' as const,
  comprador_cedula: '1710034065',
  comprador_nombres: 'María José Loor',
};
const line = (
  codigo: string,
  precio: number,
  cantidad: number,
  extra: Partial<InvoiceFormLine> = {},
): InvoiceFormLine => ({
  producto_codigo: codigo,
  producto_nombre: codigo,
  producto_precio: precio,
  producto_cantidad: cantidad,
  producto_descuento: 0,
  producto_impuesto: 'IVA 15%',
  ...extra,
});
/** 12.5 % ad valorem: 1.00 a unit carries 0.125 → 0.13, three units 0.375 → 0.38. */
const ICE = { codigo: 3610, adValorem: 12.5, especifico: 0 };

const invoice = (productos: InvoiceFormLine[]) => buildInvoicePayload({ ...BUYER, productos }).factura;

/** Credits the lines one unit at a time, each note from what the previous ones left. */
function creditOneByOne(factura: FacturaPayload, form: () => InvoiceFormLine[], count: number) {
  const notes: FacturaPayload[] = [];
  for (let i = 0; i < count; i++) {
    const acreditable = creditRemainderFigures(factura, notes);
    const state: InvoiceFormState = {
      ...BUYER,
      tipoComprobante: 'notaCredito',
      productos: form(),
      acreditable,
      facturaAModificar: '001-001-000000001',
      fechaFactura: '01/12/2026',
    };
    const note = buildInvoicePayload(state).factura;
    expect(verifyFacturaTotals(note).ok).toBe(true);
    expect(creditAllocationViolation(acreditable, note)).toBeNull();
    notes.push(note);
  }
  return notes;
}

const sum = (notes: FacturaPayload[], pick: (note: FacturaPayload) => number) => sumMoney(notes.map(pick));

describe('credit notes of one invoice line add up to it, to the cent (issue 37)', () => {
  it('three one-unit notes carry ICE 0.13 + 0.13 + 0.12 = 0.38, and the invoice IVA and total exactly', () => {
    const factura = invoice([line('PERF', 1, 3, { ice: ICE })]);
    expect([factura.ice, factura.iva, factura.importeTotal]).toEqual([0.38, 0.51, 3.89]);
    const notes = creditOneByOne(factura, () => [line('PERF', 1, 1, { ice: ICE })], 3);
    expect(notes.map((note) => note.ice)).toEqual([0.13, 0.13, 0.12]);
    expect(sum(notes, (note) => note.ice)).toBe(0.38);
    expect(sum(notes, (note) => note.iva)).toBe(0.51);
    expect(sum(notes, (note) => note.importeTotal)).toBe(3.89);
    // Stored and read back (XML, RIDE, reports), each note keeps its shares.
    expect(notes.map((note) => recomputeFacturaTotals(note).importeTotal)).toEqual(notes.map((n) => n.importeTotal));
  });

  it('a line of 4.00 (3 × 1.50 − 0.50, or 3 × 1.333333) is credited up to its full 4.00', () => {
    for (const billed of [line('DESC', 1.5, 3, { producto_descuento: 0.5 }), line('TERC', 1.333333, 3)]) {
      const factura = invoice([billed]);
      expect(factura.totalSinImpuestos).toBe(4);
      // Each unit as the screen pre-fills it: the billed price and the discount prorated (0.50 / 3 → 0.17).
      const unit = { ...billed, producto_cantidad: 1, producto_descuento: billed.producto_descuento ? 0.17 : 0 };
      const notes = creditOneByOne(factura, () => [unit], 3);
      expect(sum(notes, (note) => note.totalSinImpuestos)).toBe(4);
      expect(sum(notes, (note) => note.iva)).toBe(factura.iva);
      expect(sum(notes, (note) => note.importeTotal)).toBe(factura.importeTotal);
    }
  });

  it('refuses a note whose ICE or IVA is not its share, naming the figure it must carry', () => {
    const factura = invoice([line('PERF', 1, 3, { ice: ICE })]);
    const [first, second] = creditOneByOne(factura, () => [line('PERF', 1, 1, { ice: ICE })], 2);
    const acreditable = creditRemainderFigures(factura, [first!, second!]);
    // The third unit by its own rates: ICE 0.13 where 0.12 is left.
    const byRates = buildInvoicePayload({
      ...BUYER,
      tipoComprobante: 'notaCredito',
      productos: [line('PERF', 1, 1, { ice: ICE })],
    }).factura;
    expect(byRates.ice).toBe(0.13);
    expect(creditAllocationViolation(acreditable, byRates)).toBe(
      'Producto PERF: el ICE de la nota de crédito debe ser 0.12 (su parte del ICE facturado que queda por acreditar).',
    );
  });
});
