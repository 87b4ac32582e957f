import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyPlain, roundMoney, sumMoney, toCents } from './money';

describe('money', () => {
  it('rounds money half up to 2 decimals despite binary noise', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(0.285)).toBe(0.29);
    expect(roundMoney(1.0049)).toBe(1);
    expect(roundMoney(-1.005)).toBe(-1.01);
  });

  it('adds amounts in cents, so 0.1 + 0.2 is 0.30', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(toCents(19.99)).toBe(1999);
  });

  it("writes amounts as '12.50' in the XML, receipt and RIDE, and as '$ 12.50' on screen (spec 01 §4)", () => {
    expect(formatMoneyPlain(12.5)).toBe('12.50');
    expect(formatMoneyPlain(1.005)).toBe('1.01');
    expect(formatMoney(66.75)).toBe('$ 66.75');
    expect(formatMoney(0)).toBe('$ 0.00');
  });
});
