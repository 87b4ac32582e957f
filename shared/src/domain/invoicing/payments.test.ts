import { describe, expect, it } from 'vitest';
import { buildInvoicePayload } from './build-payload';
import { checkInvoiceForm } from './form-rules';
import { DEFAULT_PAGO_ROW, payloadPagos, resolvePagos } from './payments';
import { invoiceForm } from './test-support/invoice-form';

describe('Forma de pago', () => {
  it('pays the whole total with 01 by default; a blank amount takes the rest', () => {
    expect(resolvePagos([DEFAULT_PAGO_ROW], 53.96)).toEqual([{ formaPago: '01', total: 53.96 }]);
    expect(
      resolvePagos(
        [
          { formaPago: '19', total: '50', plazo: '', unidadTiempo: '' },
          { formaPago: '20', total: '', plazo: '30', unidadTiempo: 'dias' },
        ],
        53.96,
      ),
    ).toEqual([
      { formaPago: '19', total: 50 },
      { formaPago: '20', total: 3.96, plazo: 30, unidadTiempo: 'dias' },
    ]);
  });

  it('puts pagos in the payload and warns on screen when typed amounts do not add up', () => {
    const pagos = [{ formaPago: '16' as const, total: '', plazo: '', unidadTiempo: '' as const }];
    expect(buildInvoicePayload(invoiceForm({ pagos })).factura.pagos).toEqual([{ formaPago: '16', total: 53.96 }]);
    const wrong = [
      { formaPago: '16' as const, total: '20', plazo: '', unidadTiempo: '' as const },
      { formaPago: '19' as const, total: '20', plazo: '', unidadTiempo: '' as const },
    ];
    expect(checkInvoiceForm(invoiceForm({ pagos: wrong }))).toEqual({
      kind: 'warning',
      message: 'La suma de las formas de pago (40.00) debe ser igual al total del documento (53.96).',
    });
  });

  it('drops a row left empty after the first blank one instead of declaring a 0.00 payment', () => {
    const rows = [
      { formaPago: '19' as const, total: '', plazo: '', unidadTiempo: '' as const },
      { formaPago: '01' as const, total: '', plazo: '', unidadTiempo: '' as const },
    ];
    expect(payloadPagos(rows, 53.96)).toEqual([{ formaPago: '19', total: 53.96 }]);
    expect(buildInvoicePayload(invoiceForm({ pagos: rows })).factura.pagos).toEqual([
      { formaPago: '19', total: 53.96 },
    ]);
  });
});
