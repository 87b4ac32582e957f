/** Message of an identification number that fails the check (spec 01 §5). */
export const IDENTIFICACION_INVALIDA_MESSAGE = 'La cedula/RUC no es válida.';

/** Gate of the buyer fields and the lookup: 10 (cédula) or 13 (RUC) characters (spec 01 §4). */
export function hasIdentificacionLength(value: string): boolean {
  return value.length === 10 || value.length === 13;
}

function digitsOf(value: string): number[] {
  return [...value].map(Number);
}

/** Modulo 10 check digit of a natural person's cédula (coefficients 2,1,2,1,...). */
function cedulaCheckDigit(first9: number[]): number {
  const sum = first9.reduce((total, digit, index) => {
    const product = digit * (index % 2 === 0 ? 2 : 1);
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return (10 - (sum % 10)) % 10;
}

/** Base 11 check digit: 11 - (sum mod 11), 11 reads as 0. */
function base11CheckDigit(digits: number[], coefficients: number[]): number {
  const sum = coefficients.reduce((total, coefficient, index) => total + coefficient * (digits[index] ?? 0), 0);
  const rest = sum % 11;
  return rest === 0 ? 0 : 11 - rest;
}

/**
 * Full cédula/RUC check of spec 01 §5: digits only, length at least 10, province 01-24, third digit
 * not 7 or 8; below 6 natural person (modulo 10, suffix 001 when longer than 10); 6 public entity
 * (base 11, ends in 0001); 9 legal entity (base 11, suffix 001).
 */
export function isValidIdentificacion(value: string): boolean {
  if (!/^\d+$/.test(value) || value.length < 10) return false;
  const digits = digitsOf(value);
  const province = Number(value.slice(0, 2));
  if (province < 1 || province > 24) return false;
  const third = digits[2]!;
  if (third === 7 || third === 8) return false;
  if (third < 6) {
    if (value.length > 10 && (value.length !== 13 || !value.endsWith('001'))) return false;
    return cedulaCheckDigit(digits.slice(0, 9)) === digits[9];
  }
  if (third === 6) {
    if (value.length !== 13 || !value.endsWith('0001')) return false;
    return base11CheckDigit(digits, [3, 2, 7, 6, 5, 4, 3, 2]) === digits[8];
  }
  if (value.length !== 13 || !value.endsWith('001')) return false;
  return base11CheckDigit(digits, [4, 3, 2, 7, 6, 5, 4, 3, 2]) === digits[9];
}
