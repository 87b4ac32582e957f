import { describe, expect, it } from 'vitest';
import {
  debitNoteTotals,
  ivaOptionsFor,
  motivoErrors,
  NOTA_DEBITO_MOTIVO_SIN_RAZON_MESSAGE,
  NOTA_DEBITO_VALOR_MESSAGE,
} from './rules';

describe('the nota de débito screen’s rules', () => {
  it('offers the IVA rates in force on the invoice’s date', () => {
    expect(ivaOptionsFor('02/12/2026')).toEqual(['IVA 15%', 'IVA 0%']);
    // Before IVA 15% (2024-04-01) only 0% of the two is in force.
    expect(ivaOptionsFor('15/03/2024')).toEqual(['IVA 0%']);
  });

  it('rounds the IVA once on the sum of the motivos, to the cent', () => {
    const motivos = [
      { razon: 'Flete', valor: '0.10' },
      { razon: 'Embalaje', valor: '0,03' },
    ];
    expect(debitNoteTotals(motivos, 'IVA 15%')).toEqual({ subtotal: 0.13, iva: 0.02, total: 0.15 });
    expect(debitNoteTotals([{ razon: 'Interés por mora', valor: '10.00' }], 'IVA 15%')).toEqual({
      subtotal: 10,
      iva: 1.5,
      total: 11.5,
    });
  });

  it('refuses a blank razón and a valor not above 0 or with more than 2 decimals', () => {
    expect(motivoErrors({ razon: 'Interés por mora', valor: '10' })).toBeNull();
    expect(motivoErrors({ razon: '  ', valor: '10' })).toEqual({ razon: NOTA_DEBITO_MOTIVO_SIN_RAZON_MESSAGE });
    for (const valor of ['', '0', '-1', '1.005', 'diez']) {
      expect(motivoErrors({ razon: 'Flete', valor })).toEqual({ valor: NOTA_DEBITO_VALOR_MESSAGE });
    }
  });
});
