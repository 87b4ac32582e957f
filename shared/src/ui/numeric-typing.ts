import type { ChangeEvent } from 'react';

/**
 * What a numeric field keeps of what was typed: digits, a separator and a sign, at most `decimals`
 * digits after the separator, and with 0 a whole number. `12.34` then `5` keeps `12.34` (spec 01 §5 "Inputs": the keystroke is refused).
 */
export function limitDecimals(typed: string, decimals: number): string {
  // Text inputs (inputMode decimal) also receive letters; number inputs never do.
  const number = typed.replace(/[^\d.,-]/g, '');
  if (decimals === 0) return number.replace(/[.,].*$/, '');
  return number.replace(new RegExp(`^(-?\\d*[.,]\\d{${decimals}})\\d+$`), '$1');
}

/**
 * The value a numeric field's change keeps (limitDecimals), also written back into the control
 * before its owner reads it: a refused keystroke never stays on screen, even when the owner's state
 * does not change (React then renders nothing new). Unchanged text is left alone: a number input
 * reports `12.` as '' while it shows it.
 */
export function keepDecimals(event: ChangeEvent<HTMLInputElement>, decimals: number): string {
  const control = event.currentTarget;
  const kept = limitDecimals(control.value, decimals);
  if (kept !== control.value) control.value = kept;
  return kept;
}
