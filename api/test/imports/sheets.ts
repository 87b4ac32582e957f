import ExcelJS from 'exceljs';
import { upload } from '../company/helpers';
import type { ApiClient } from '../helpers/api';

/** A CSV as a spreadsheet saves it: cells joined by `delimiter`, quoted when needed, CRLF, optional BOM. */
export function csv(rows: string[][], { delimiter = ';', bom = true } = {}): Buffer {
  const cell = (value: string) =>
    value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  const text = rows.map((row) => row.map(cell).join(delimiter)).join('\r\n');
  return Buffer.from(`${bom ? '\uFEFF' : ''}${text}\r\n`, 'utf8');
}

/** The same rows in an XLSX workbook (numbers as numbers, as Excel keeps them). */
export async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Hoja1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** POST an import like the screen's form: multipart `archivo`. */
export const importSheet = (client: ApiClient, path: string, archivo: Buffer, filename: string) =>
  upload(client, path, archivo, {}, filename, 'POST');
