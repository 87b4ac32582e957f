import { describe, expect, it } from 'vitest';
import { dateFilterSchema, endOfDayGuayaquil, isIsoDate, startOfDayGuayaquil } from './fields';

describe('date filters', () => {
  it('accepts real YYYY-MM-DD dates only', () => {
    expect(isIsoDate('2025-02-28')).toBe(true);
    expect(isIsoDate('2025-02-30')).toBe(false);
    expect(isIsoDate('28/02/2025')).toBe(false);
    expect(dateFilterSchema('de inicio').parse('')).toBeUndefined();
    expect(dateFilterSchema('de inicio').safeParse('x').error?.issues[0]?.message).toBe(
      'La fecha de inicio debe tener el formato AAAA-MM-DD',
    );
  });

  it('keeps years within MIN_YEAR..MAX_YEAR (PostgreSQL has no year 0000)', () => {
    const schema = dateFilterSchema('de inicio');
    expect(schema.safeParse('0000-01-01').error?.issues.map((issue) => issue.message)).toEqual([
      'La fecha de inicio debe estar entre los años 1900 y 2999',
    ]);
    expect(schema.safeParse('1900-01-01').success).toBe(true);
    expect(schema.safeParse('3000-01-01').success).toBe(false);
  });

  it('reads days in Ecuador (UTC-5) and includes the whole end day', () => {
    expect(startOfDayGuayaquil('2025-11-21').toISOString()).toBe('2025-11-21T05:00:00.000Z');
    expect(endOfDayGuayaquil('2025-11-21').toISOString()).toBe('2025-11-22T05:00:00.000Z');
  });
});
