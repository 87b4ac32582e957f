import { describe, expect, it } from 'vitest';
import { currentMonthEcuador, monthPeriod } from './period';

describe('report periods', () => {
  it('turns a month into its first and last day, leap years included', () => {
    expect(monthPeriod('2025-01')).toEqual({ desde: '2025-01-01', hasta: '2025-01-31' });
    expect(monthPeriod('2024-02')).toEqual({ desde: '2024-02-01', hasta: '2024-02-29' });
    expect(monthPeriod('2025-02')).toEqual({ desde: '2025-02-01', hasta: '2025-02-28' });
    expect(monthPeriod('2025-11')).toEqual({ desde: '2025-11-01', hasta: '2025-11-30' });
  });

  it('rejects what is not a month', () => {
    expect(monthPeriod('')).toBeNull();
    expect(monthPeriod('2025-13')).toBeNull();
    expect(monthPeriod('2025-1')).toBeNull();
  });

  it("takes the month in Ecuador's time, not UTC", () => {
    // 1 Dec 2025 02:00 UTC is still 30 Nov 2025 21:00 in Guayaquil.
    expect(currentMonthEcuador(new Date('2025-12-01T02:00:00Z'))).toBe('2025-11');
  });
});
