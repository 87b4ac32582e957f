/** Money has 2 decimals (spec 01 §9). Amounts are numbers in dollars, rounded half away from zero. */
export const MONEY_DECIMALS = 2;

export function roundMoney(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Monto inválido: ${value}`);
  // toPrecision absorbs binary noise first: 1.005 * 100 is 100.49999999999999, not 100.5.
  const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
  return (Math.sign(value) * cents) / 100 + 0;
}

/** Integer cents of an amount, for exact sums and comparisons. */
export function toCents(value: number): number {
  return Math.round(roundMoney(value) * 100);
}

export function sumMoney(values: Iterable<number>): number {
  let cents = 0;
  for (const value of values) cents += toCents(value);
  return cents / 100;
}

/** At most 2 decimals (inputs: 'at most 2 decimals', spec 01 §5). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** `12.50`: an amount in the XML, the receipt, the RIDE and messages, where no currency sign goes. */
export function formatMoneyPlain(value: number): string {
  return roundMoney(value).toFixed(2);
}

/** `$ 12.50`: money on every screen, as in spec 01 §4's confirm text '… monto: $ <total>'. */
export function formatMoney(value: number): string {
  return `$ ${formatMoneyPlain(value)}`;
}
