import { describe, expect, it } from 'vitest';
import { mesAnterior, periodoDeMes } from './ats';

describe('the ATS period of a month', () => {
  it('reads YYYY-MM and refuses what is not a month', () => {
    expect(periodoDeMes('2026-11')).toEqual({ anio: 2026, mes: 11 });
    expect(periodoDeMes('2026-13')).toBeNull();
    expect(periodoDeMes('')).toBeNull();
  });

  it('the month before, across a year', () => {
    expect(mesAnterior('2026-12')).toBe('2026-11');
    expect(mesAnterior('2027-01')).toBe('2026-12');
  });
});
