/** Text and number rendering for SRI XML: escaped, single-line, fixed decimals. */

/** Thrown when the input cannot produce a schema-valid document (a programming or data error). */
export class XmlBuildError extends Error {
  override name = 'XmlBuildError';
}

// Characters XML 1.0 forbids, and every line break or tab (the XSDs allow no newline in text).
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to remove
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const WHITESPACE_RUN = /[\s\u00A0]+/g;

/** One line of text: whitespace runs (newlines included) collapse to one space; trimmed. */
export function singleLineText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(FORBIDDEN, '').replace(WHITESPACE_RUN, ' ').trim();
}

export function escapeText(value: string): string {
  return value.replace(/[&<>]/g, (char) => (char === '&' ? '&amp;' : char === '<' ? '&lt;' : '&gt;'));
}

export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"]/g, (char) =>
    char === '&' ? '&amp;' : char === '<' ? '&lt;' : char === '>' ? '&gt;' : '&quot;',
  );
}

/** Money: 2 decimals, never negative (XSD: 14 digits, 2 decimals, minInclusive 0). */
export function money(value: number, field: string): string {
  if (!Number.isFinite(value) || value < 0) throw new XmlBuildError(`${field}: monto inválido (${value})`);
  const cents = Math.round(Number((value * 100).toPrecision(15)));
  return (cents / 100).toFixed(2);
}

/** cantidad and precioUnitario of version 1.1.0: up to 6 decimals. */
export function decimal6(value: number, field: string): string {
  if (!Number.isFinite(value) || value < 0) throw new XmlBuildError(`${field}: valor inválido (${value})`);
  return Number(value.toPrecision(15)).toFixed(6);
}

/** A leaf element, or nothing when the optional value is empty (SRI rejects empty tags). */
export function optional(name: string, value: string | number | null | undefined, maxLength = 300): string {
  const text = singleLineText(value);
  if (!text) return '';
  if (text.length > maxLength) throw new XmlBuildError(`${name}: más de ${maxLength} caracteres`);
  return `<${name}>${escapeText(text)}</${name}>`;
}

/** A leaf element that must have content. */
export function required(name: string, value: string | number | null | undefined, maxLength = 300): string {
  const element = optional(name, value, maxLength);
  if (!element) throw new XmlBuildError(`${name}: es obligatorio`);
  return element;
}

/** A leaf element whose content is already formatted (numbers, codes). */
export function raw(name: string, formatted: string): string {
  return `<${name}>${formatted}</${name}>`;
}

export function wrap(name: string, content: string): string {
  return `<${name}>${content}</${name}>`;
}
