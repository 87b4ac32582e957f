import { formatMoneyPlain } from '@facturador/shared/domain';

/**
 * Text and number rendering for SRI XML: escaped, single-line, fixed decimals. What the builders
 * write inside the root is already in inclusive C14N form (escapes, attribute order, no
 * namespaces), which lets the signer digest it without canonicalizing (signature/canonical-root.ts).
 */

/** Thrown when the input cannot produce a schema-valid document (a programming or data error). */
export class XmlBuildError extends Error {
  override name = 'XmlBuildError';
}

// Characters XML 1.0 forbids, and every line break or tab (the XSDs allow no newline in text).
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to remove
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
// NEL (U+0085) is a line break too, and one xmldom (thus xml-crypto) turns into LF on parsing.
const WHITESPACE_RUN = /[\s\u00A0\u0085]+/g;

/** One line of text: whitespace runs (newlines included) collapse to one space; trimmed. */
export function singleLineText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(FORBIDDEN, '').replace(WHITESPACE_RUN, ' ').trim();
}

export function escapeText(value: string): string {
  return value.replace(/[&<>]/g, (char) => (char === '&' ? '&amp;' : char === '<' ? '&lt;' : '&gt;'));
}

const CANONICAL_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\t': '&#x9;',
  '\n': '&#xA;',
  '\r': '&#xD;',
};
const escapeOne = (char: string) => CANONICAL_ESCAPES[char]!;

/**
 * An attribute value escaped exactly as inclusive C14N writes it (`&amp; &lt; &quot; &#x9; &#xA;
 * &#xD;`, `>` left as is), so a document built with it is already canonical and the signer can
 * digest its text (signature/canonical-root.ts).
 */
export function escapeAttribute(value: string): string {
  return value.replace(/[&<"\t\n\r]/g, escapeOne);
}

/** Text escaped exactly as inclusive C14N writes it; the same as escapeText for single-line text. */
export function escapeCanonicalText(value: string): string {
  return value.replace(/[&<>\r]/g, escapeOne);
}

/** Money: 2 decimals with the shared rounding, never negative (XSD: 14 digits, 2 decimals, minInclusive 0). */
export function money(value: number, field: string): string {
  if (!Number.isFinite(value) || value < 0) throw new XmlBuildError(`${field}: monto inválido (${value})`);
  return formatMoneyPlain(value);
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
