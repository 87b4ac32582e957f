import { describe, expect, it } from 'vitest';
import { fechaIsoHoy, fechaSriToIso, formatFechaSri, isoToFechaSri } from './dates';

describe('dates in Ecuador', () => {
  it("takes today's date in Ecuador, not UTC: 23:30 on 01/12 there is already 02/12 in UTC", () => {
    const lateEvening = new Date('2026-12-02T04:30:00Z');
    expect(fechaIsoHoy(lateEvening)).toBe('2026-12-01');
    expect(formatFechaSri(lateEvening)).toBe('01/12/2026');
    expect(fechaIsoHoy(new Date('2026-01-01T05:00:00Z'))).toBe('2026-01-01');
  });

  it('turns dd/mm/aaaa into aaaa-mm-dd and keeps an ISO date as it is', () => {
    expect(fechaSriToIso('26/11/2026')).toBe('2026-11-26');
    expect(fechaSriToIso('2026-11-26')).toBe('2026-11-26');
  });

  it('turns aaaa-mm-dd, or the date of an ISO instant, into dd/mm/aaaa', () => {
    expect(isoToFechaSri('2026-11-26')).toBe('26/11/2026');
    expect(isoToFechaSri('2026-11-26T10:00:00.000Z')).toBe('26/11/2026');
    expect(isoToFechaSri('')).toBe('');
  });

  it('goes both ways without loss', () => {
    for (const iso of ['2024-02-29', '2026-01-01', '2026-12-31']) expect(fechaSriToIso(isoToFechaSri(iso))).toBe(iso);
  });
});
