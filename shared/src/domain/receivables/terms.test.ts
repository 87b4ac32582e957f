import { describe, expect, it } from 'vitest';
import { addMonthsIso, condicionesCredito, condicionesNotaDebito, fechaVencimiento, tramoDe } from './terms';

describe('credit terms', () => {
  it('a pago with plazo > 0 is on credit; the rest was paid at the counter', () => {
    expect(condicionesCredito([{ total: 115, plazo: 30, unidadTiempo: 'dias' }], 115)).toEqual({
      contadoCentavos: 0,
      creditoCentavos: 11500,
      plazo: { valor: 30, unidad: 'dias' },
    });
    expect(
      condicionesCredito(
        [
          { total: 15.1, formaPago: '01' },
          { total: 100.03, plazo: 2, unidadTiempo: 'meses' },
          { total: 0.2, plazo: 45, unidadTiempo: 'dias' },
        ],
        115.33,
      ),
    ).toEqual({ contadoCentavos: 1510, creditoCentavos: 10023, plazo: { valor: 2, unidad: 'meses' } });
    expect(condicionesCredito(undefined, 20)).toEqual({ contadoCentavos: 2000, creditoCentavos: 0, plazo: null });
    expect(condicionesCredito([{ total: 20, plazo: 0, unidadTiempo: 'dias' }], 20).plazo).toBeNull();
  });

  it("a nota de débito is on the account by its own term, else the invoice's, else due on its date", () => {
    const treinta = { valor: 30, unidad: 'dias' } as const;
    expect(condicionesNotaDebito(undefined, 11.5, treinta)).toEqual({
      contadoCentavos: 0,
      creditoCentavos: 1150,
      plazo: treinta,
    });
    expect(condicionesNotaDebito([], 11.5, null)).toEqual({
      contadoCentavos: 0,
      creditoCentavos: 1150,
      plazo: { valor: 0, unidad: 'dias' },
    });
    expect(condicionesNotaDebito([{ total: 11.5, plazo: 2, unidadTiempo: 'meses' }], 11.5, treinta).plazo).toEqual({
      valor: 2,
      unidad: 'meses',
    });
    expect(condicionesNotaDebito([{ total: 1.5, formaPago: '01' }, { total: 10 }], 11.5, treinta)).toEqual({
      contadoCentavos: 1150,
      creditoCentavos: 0,
      plazo: null,
    });
  });

  it('the due date is the issue date plus the term, in days or calendar months', () => {
    expect(fechaVencimiento('2026-01-15', { valor: 30, unidad: 'dias' })).toBe('2026-02-14');
    expect(fechaVencimiento('2026-01-31', { valor: 1, unidad: 'meses' })).toBe('2026-02-28');
    expect(addMonthsIso('2024-12-31', 2)).toBe('2025-02-28');
    expect(fechaVencimiento('2026-01-15', null)).toBeNull();
  });

  it('buckets by days past due on the cut-off day, at each boundary', () => {
    const due = '2026-03-01';
    expect(tramoDe(due, '2026-02-28')).toBe('porVencer');
    expect(tramoDe(due, '2026-03-01')).toBe('porVencer');
    expect(tramoDe(due, '2026-03-02')).toBe('d1a30');
    expect(tramoDe(due, '2026-03-31')).toBe('d1a30'); // day 30
    expect(tramoDe(due, '2026-04-01')).toBe('d31a60'); // day 31
    expect(tramoDe(due, '2026-04-30')).toBe('d31a60'); // day 60
    expect(tramoDe(due, '2026-05-01')).toBe('d61a90'); // day 61
    expect(tramoDe(due, '2026-05-30')).toBe('d61a90'); // day 90
    expect(tramoDe(due, '2026-05-31')).toBe('mas90'); // day 91
  });
});
