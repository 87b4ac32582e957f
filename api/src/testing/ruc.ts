import { randomInt } from 'node:crypto';

/** A natural person's RUC that passes the shared checks: a valid cédula of Pichincha + 001. */
export function newRuc(): string {
  const base = `17${randomInt(0, 6)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  let sum = 0;
  for (let index = 0; index < 9; index++) {
    let product = Number(base[index]) * (index % 2 === 0 ? 2 : 1);
    if (product > 9) product -= 9;
    sum += product;
  }
  return `${base}${(10 - (sum % 10)) % 10}001`;
}
