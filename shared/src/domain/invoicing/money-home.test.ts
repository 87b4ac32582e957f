import { describe, expect, it } from 'vitest';
import { linesMatching, staleEntries } from '../common/test-support/source-tree';

/**
 * Money has one home, money.ts (roundMoney, toCents, fromCents, sumMoney, percentOf…): cents written
 * by hand round 1.005 to 1.00 in one place and 1.01 in another.
 */
const HAND_WRITTEN_CENTS = [
  // Math.round(x * 100), Math.round(Number(x) * 100)
  /Math\.round\((?:[^()]|\([^()]*\))*\*\s*100\s*\)/,
  // … * 100) / 100
  /\*\s*100\s*\)\s*\/\s*100\b/,
  // (x * 100).toPrecision(15): the module's own trick against binary noise
  /\*\s*100\s*\)\.toPrecision/,
];

/** Files where a match is not money, each with its reason. */
const NOT_MONEY = new Map([['shared/src/domain/invoicing/money.ts', 'the module itself']]);

describe('money has one home', () => {
  it('recognises cents written by hand', () => {
    const written = [
      'const cents = (value: number) => Math.round(value * 100);',
      'sum + Math.round(Number(row.base) * 100), 0) / 100',
      'const round2 = (value: number) => Math.round(value * 100) / 100;',
      'Math.round(Number((value * 100).toPrecision(15)))',
    ];
    for (const line of written) expect(HAND_WRITTEN_CENTS.some((pattern) => pattern.test(line))).toBe(true);
    expect(HAND_WRITTEN_CENTS.some((pattern) => pattern.test('roundMoney((total * cantidad) / left)'))).toBe(false);
  });

  it('nobody outside money.ts writes cents by hand', () => {
    const allowed = new Set(NOT_MONEY.keys());
    expect(linesMatching(HAND_WRITTEN_CENTS, allowed)).toEqual([]);
  });

  it('every file allowed for a non-money reason still needs it', () => {
    expect(staleEntries(HAND_WRITTEN_CENTS, new Set(NOT_MONEY.keys()))).toEqual([]);
  });
});
