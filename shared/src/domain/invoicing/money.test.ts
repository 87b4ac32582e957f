import { describe, expect, it } from 'vitest';
import {
  compareMoney,
  formatMoney,
  formatMoneyPlain,
  fromCents,
  percentOf,
  roundMoney,
  sumCents,
  sumMoney,
  toCents,
} from './money';

describe('money', () => {
  it('rounds money half up to 2 decimals despite binary noise', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(0.285)).toBe(0.29);
    expect(roundMoney(1.0049)).toBe(1);
    expect(roundMoney(1e12)).toBe(1e12);
  });

  it('rounds credit-note (negative) amounts away from zero, as their positive twins', () => {
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(-2.675)).toBe(-2.68);
    expect(toCents(-1.005)).toBe(-101);
    expect(roundMoney(-0.001)).toBe(0);
    expect(Object.is(roundMoney(-0.001), -0)).toBe(false);
  });

  it('gives exact cents of amounts of exact decimals', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(2.675)).toBe(268);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1e12)).toBe(100_000_000_000_000);
    expect(toCents(1e12 + 0.01)).toBe(100_000_000_000_001);
  });

  it('turns cents back into dollars, rounding a fractional count half away from zero', () => {
    expect(fromCents(1999)).toBe(19.99);
    expect(fromCents(-101)).toBe(-1.01);
    expect(fromCents(100.5)).toBe(1.01);
    expect(fromCents(-100.5)).toBe(-1.01);
    expect(Object.is(fromCents(-0), 0)).toBe(true);
    expect(fromCents(100_000_000_000_000)).toBe(1e12);
  });

  it('adds amounts in cents, so 0.1 + 0.2 is 0.30 and a thousand cents are 10.00', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney(Array.from({ length: 1000 }, () => 0.01))).toBe(10);
    expect(sumMoney(Array.from({ length: 10_000 }, () => 0.1))).toBe(1000);
    expect(sumCents([1.005, 2.675, -1.005])).toBe(268);
    expect(sumMoney([100, -1.005, -2.675])).toBe(96.31);
    expect(sumMoney([])).toBe(0);
  });

  it('takes a percentage to the cent, half up (IVA 15 % of 0.10 is 0.02)', () => {
    expect(percentOf(0.1, 15)).toBe(0.02);
    expect(percentOf(100, 15)).toBe(15);
    expect(percentOf(33.33, 1.75)).toBe(0.58);
    expect(percentOf(10.05, 10)).toBe(1.01);
    expect(percentOf(-10.05, 10)).toBe(-1.01);
    expect(percentOf(1e12, 15)).toBe(1.5e11);
  });

  it('compares amounts to the cent', () => {
    expect(compareMoney(1.005, 1.01)).toBe(0);
    expect(compareMoney(0.1 + 0.2, 0.3)).toBe(0);
    expect(compareMoney(1, 1.01)).toBe(-1);
    expect(compareMoney(-1, -1.01)).toBe(1);
  });

  it("writes amounts as '12.50' in the XML, receipt and RIDE, and as '$ 12.50' on screen (spec 01 §4)", () => {
    expect(formatMoneyPlain(12.5)).toBe('12.50');
    expect(formatMoneyPlain(1.005)).toBe('1.01');
    expect(formatMoneyPlain(-1.005)).toBe('-1.01');
    expect(formatMoney(66.75)).toBe('$ 66.75');
    expect(formatMoney(0)).toBe('$ 0.00');
  });
});
