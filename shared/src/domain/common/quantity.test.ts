import { describe, expect, it } from 'vitest';
import { roundQuantity } from './quantity';

describe('inventory quantities', () => {
  it('keep 2 decimals, as the stock columns do', () => {
    expect(roundQuantity(0.1 + 0.2)).toBe(0.3);
    expect(roundQuantity(2.345)).toBe(2.35);
    expect(roundQuantity(3)).toBe(3);
  });
});
