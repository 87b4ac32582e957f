/**
 * Quantities and unit prices travel with up to 6 decimals (factura 1.1.0): print at least 2 and only
 * the further decimals that carry a value, so `2` is `2.00` and `0.125` stays `0.125`.
 */
export function formatDecimal(value: number): string {
  const fixed = value.toFixed(6);
  const [whole, decimals = ''] = fixed.split('.');
  const kept = decimals.replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${kept}`;
}

/** `2025-03-01T10:15:00-05:00` (xs:dateTime as SRI answers it) → `01/03/2025 10:15:00`; other text as is. */
export function formatFechaHora(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(value);
  if (!match) return value;
  const [, year, month, day, hour, minute, second = '00'] = match;
  return `${day}/${month}/${year} ${hour}:${minute}:${second}`;
}

/** Zero-pads a document number part (establishment 3, emission point 3, sequence 9). */
export function padNumber(value: string | number, width: number): string {
  return String(value).trim().padStart(width, '0');
}

const TYPOGRAPHIC_REPLACEMENTS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00A0': ' ',
};

/**
 * The PDF's standard fonts cover Latin-1 (all Spanish letters): other characters are reduced to
 * their base letter when they have one (`ő` → `o`), else shown as `?`, instead of printing garbage.
 * Newlines and tabs become spaces: each field is laid out by the builder.
 */
export function printableText(value: string | null | undefined): string {
  if (!value) return '';
  let result = '';
  for (const char of value.normalize('NFC')) {
    const replacement = TYPOGRAPHIC_REPLACEMENTS[char];
    if (replacement !== undefined) result += replacement;
    else if (char === '\n' || char === '\r' || char === '\t') result += ' ';
    else if (char.charCodeAt(0) < 0x20) continue;
    else if (char.codePointAt(0)! <= 0xff) result += char;
    else {
      const base = char.normalize('NFD')[0] ?? '';
      result += base.charCodeAt(0) <= 0xff && base.charCodeAt(0) >= 0x20 ? base : '?';
    }
  }
  return result.replace(/ {2,}/g, ' ').trim();
}
