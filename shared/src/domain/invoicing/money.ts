/** Money has 2 decimals (spec 01 §9). Amounts are numbers in dollars, rounded half away from zero. */
export const MONEY_DECIMALS = 2;

/**
 * A number to 2 decimals, half away from zero on its exact decimal: money, and the few other figures
 * kept to hundredths (inventory quantities, XSD percentages, bench milliseconds).
 */
export function roundToHundredths(value: number): number {
  // toPrecision absorbs binary noise first: 1.005 * 100 is 100.49999999999999, not 100.5.
  const hundredths = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
  return (Math.sign(value) * hundredths) / 100 + 0;
}

export function roundMoney(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Monto inválido: ${value}`);
  return roundToHundredths(value);
}

/** An amount as the database gives it (numeric text, a sum that may be null), to the cent; null is 0. */
export function moneyOf(value: unknown): number {
  return roundMoney(Number(value ?? 0));
}

/** Integer cents of an amount, for exact sums and comparisons. */
export function toCents(value: number): number {
  return Math.round(roundMoney(value) * 100);
}

/** Dollars of a count of cents; a fractional count is first rounded half away from zero. */
export function fromCents(cents: number): number {
  const whole = Number.isInteger(cents) ? cents : Math.sign(cents) * Math.round(Math.abs(cents));
  return whole / 100 + 0;
}

/** Integer cents of the sum of amounts, each taken to the cent first. */
export function sumCents(values: Iterable<number>): number {
  let cents = 0;
  for (const value of values) cents += toCents(value);
  return cents;
}

export function sumMoney(values: Iterable<number>): number {
  return fromCents(sumCents(values));
}

/** `percent` % of an amount (IVA at its rate, a retención at its percentage), to the cent, half up. */
export function percentOf(amount: number, percent: number): number {
  return roundMoney((amount * percent) / 100);
}

/** Negative, zero or positive as `a` is below, equal to or above `b`, compared to the cent. */
export function compareMoney(a: number, b: number): number {
  return Math.sign(toCents(a) - toCents(b));
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
