import { describe, expect, it } from 'vitest';
import {
  aceptacionRequerida,
  estadoAnulacionEn,
  PENDIENTE_DE_ACEPTACION,
  plazoAceptacion,
  sumarDiasHabiles,
} from './annulment-acceptance';

describe('receiver acceptance of an annulment (NAC-DGERCGC25-00000014, since 2025-08-01)', () => {
  it('applies to notas de crédito, notas de débito and retenciones issued since 2025-08-01, not to invoices', () => {
    expect(aceptacionRequerida('04', '15/11/2026')).toEqual({ tipos: ['04', '05', '07'], diasHabiles: 5 });
    expect(aceptacionRequerida('05', '15/11/2026')?.diasHabiles).toBe(5);
    expect(aceptacionRequerida('07', '01/08/2025')?.diasHabiles).toBe(5);
    expect(aceptacionRequerida('01', '15/11/2026')).toBeNull();
    expect(aceptacionRequerida('04', '31/07/2025')).toBeNull();
  });

  it('counts 5 working days, Monday to Friday, on Ecuador dates', () => {
    // Friday 04/12/2026 → Friday 11/12/2026; Saturday counts from Monday; across the new year.
    expect(sumarDiasHabiles({ day: 4, month: 12, year: 2026 }, 5)).toEqual({ day: 11, month: 12, year: 2026 });
    expect(sumarDiasHabiles({ day: 5, month: 12, year: 2026 }, 5)).toEqual({ day: 11, month: 12, year: 2026 });
    expect(sumarDiasHabiles({ day: 30, month: 12, year: 2026 }, 5)).toEqual({ day: 6, month: 1, year: 2027 });
    // 23:30 of Monday 07/12 in Ecuador is Tuesday in UTC: the Ecuador date counts.
    expect(plazoAceptacion(new Date('2026-12-08T04:30:00Z'), 5)).toBe('14/12/2026');
  });

  it('reads a pending annulment past its last day as rejected', () => {
    const pendiente = { estado: PENDIENTE_DE_ACEPTACION, plazo: '14/12/2026' };
    expect(estadoAnulacionEn(pendiente, { day: 14, month: 12, year: 2026 })).toBe(PENDIENTE_DE_ACEPTACION);
    expect(estadoAnulacionEn(pendiente, { day: 15, month: 12, year: 2026 })).toBe('RECHAZADA');
    expect(estadoAnulacionEn({ estado: 'ACEPTADA', plazo: '14/12/2026' }, { day: 1, month: 1, year: 2027 })).toBe(
      'ACEPTADA',
    );
  });
});
