import { describe, expect, it } from 'vitest';
import { importeConSigno } from './exports';

describe('importeConSigno: amounts of exported documents', () => {
  it('gives a credit note a negative amount and leaves invoices and others as they are, to the cent', () => {
    expect(importeConSigno('04', 11.5)).toBe(-11.5);
    expect(importeConSigno('04', '3.30')).toBe(-3.3);
    expect(importeConSigno('01', '25.29')).toBe(25.29);
    expect(importeConSigno('07', 4)).toBe(4);
    expect(importeConSigno('01', 0.1 + 0.2)).toBe(0.3);
  });

  it('never writes a negative zero', () => {
    expect(Object.is(importeConSigno('04', 0), 0)).toBe(true);
    expect(Object.is(importeConSigno('04', '0.00'), 0)).toBe(true);
  });
});
