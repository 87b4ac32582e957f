import { describe, expect, it } from 'vitest';
import { addQuantity, parseScan } from './scan-code';

describe('parseScan', () => {
  it('reads a plain code', () => {
    expect(parseScan(' CEM-50 ')).toEqual({ codigo: 'CEM-50', cantidad: null });
  });
  it('reads N*CODE as N units', () => {
    expect(parseScan('10*CAB-12')).toEqual({ codigo: 'CAB-12', cantidad: '10' });
    expect(parseScan('2,5 * ARENA')).toEqual({ codigo: 'ARENA', cantidad: '2.5' });
  });
  it('leaves a zero or a code with a star inside as a code', () => {
    expect(parseScan('0*CEM-50')).toEqual({ codigo: '0*CEM-50', cantidad: null });
    expect(parseScan('AB*12')).toEqual({ codigo: 'AB*12', cantidad: null });
    expect(parseScan('3*')).toEqual({ codigo: '3*', cantidad: null });
  });
});

describe('addQuantity', () => {
  it('adds without floating-point tails', () => {
    expect(addQuantity('1', '1')).toBe('2');
    expect(addQuantity(0.1, '0.2')).toBe('0.3');
  });
});
