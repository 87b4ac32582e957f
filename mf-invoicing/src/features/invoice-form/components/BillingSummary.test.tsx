import {
  buildInvoicePayload,
  creditRemainderFigures,
  type InvoiceFormLine,
  type InvoiceFormState,
} from '@facturador/shared/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BillingSummary } from './BillingSummary';

afterEach(cleanup);

const BUYER = {
  ambiente: 1 as const,
  registrar_comprador: false,
  infoAdicional: [],
  comprador_cedula: '1710034065',
  comprador_nombres: 'María José Loor',
};
/** 1.25 with ICE 10 %: a unit carries 0.125 → 0.13, three 0.375 → 0.38. */
const unit = (cantidad: number): InvoiceFormLine => ({
  producto_codigo: 'ENER',
  producto_nombre: 'Energizante',
  producto_precio: 1.25,
  producto_cantidad: cantidad,
  producto_descuento: 0,
  producto_impuesto: 'IVA 15%',
  ice: { codigo: 3101, adValorem: 10, especifico: 0 },
});

function row(label: string) {
  const table = screen.getByRole('table', { name: 'Valores a pagar' });
  return within(table).getByRole('row', { name: new RegExp(`^${label} `) }).textContent;
}

describe('Valores a pagar of a credit note (real React)', () => {
  it('shows the last unit with what is left of the invoice, as POST /api/facturar will get it', () => {
    const factura = buildInvoicePayload({ ...BUYER, productos: [unit(3)] }).factura;
    const note = (acreditable: InvoiceFormState['acreditable']): InvoiceFormState => ({
      ...BUYER,
      tipoComprobante: 'notaCredito',
      productos: [unit(1)],
      acreditable,
    });
    const first = buildInvoicePayload(note(creditRemainderFigures(factura, []))).factura;
    const second = buildInvoicePayload(note(creditRemainderFigures(factura, [first]))).factura;
    const last = note(creditRemainderFigures(factura, [first, second]));

    render(<BillingSummary form={last} />);
    expect(row('ICE')).toBe('ICE$ 0.12');
    expect(row('IVA 15%')).toBe('IVA 15%$ 0.21');
    expect(row('Total')).toBe('Total$ 1.58');
    const payload = buildInvoicePayload(last).factura;
    expect([payload.ice, payload.iva, payload.importeTotal]).toEqual([0.12, 0.21, 1.58]);
    expect(first.importeTotal + second.importeTotal + payload.importeTotal).toBeCloseTo(factura.importeTotal, 9);
  });
});
