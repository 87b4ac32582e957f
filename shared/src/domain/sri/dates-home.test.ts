import { describe, expect, it } from 'vitest';
import { linesMatching } from '../common/test-support/source-tree';

/**
 * Dates have one home, dates.ts: today in Ecuador (fechaIsoHoy), `dd/mm/aaaa` ↔ `aaaa-mm-dd`
 * (fechaSriToIso, isoToFechaSri) and the SRI's formats. Conversions written inline, and the twins the
 * module replaced, come back here.
 */
const INLINE_DATES = [
  // iso.split('-').reverse().join('/'), fecha.split('/').reverse().join('-')
  /\.split\((['"])[-/]\1\)\.reverse\(\)/,
  // `${iso.slice(8, 10)}/${iso.slice(5, 7)}/…` and `${fecha.slice(6, 10)}-…`
  /\$\{\w+\.slice\(8, 10\)\}\//,
  /\$\{\w+\.slice\(6, 10\)\}-/,
  // the twins of fechaIsoHoy and fechaSriToIso
  /\b(hoyEcuadorIso|isoFromFechaSri|ecuadorDay)\b/,
];

const ALLOWED = new Set(['shared/src/domain/sri/dates.ts']);

describe('dates have one home', () => {
  it('recognises dates converted inline', () => {
    const written = [
      "const fechaSriOf = (iso: string) => iso.split('-').reverse().join('/');",
      "fecha.split('/').reverse().join('-')",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source code, quoted as data
      'export const toSri = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;',
    ];
    for (const line of written) expect(INLINE_DATES.some((pattern) => pattern.test(line))).toBe(true);
  });

  it('nobody outside dates.ts converts dates inline', () => {
    expect(linesMatching(INLINE_DATES, ALLOWED)).toEqual([]);
  });
});
