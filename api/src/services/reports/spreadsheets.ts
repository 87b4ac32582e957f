import ExcelJS from 'exceljs';
import { z } from 'zod';

/** A sheet's column: its header and how a cell reads (money gets 2 decimals). */
export interface SheetColumn {
  header: string;
  kind?: 'text' | 'money' | 'integer';
  width?: number;
}

export type Cell = string | number | null;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

const MONEY_FORMAT = '#,##0.00';

/**
 * A text cell a spreadsheet would read as a formula (=, +, -, @, or a tab or CR before one) gets a
 * leading apostrophe: `=HYPERLINK(…)` typed as a buyer's name opens as text, never as a live link.
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * CSV as Excel opens it in Ecuador (es-EC): UTF-8 with BOM (or accents break), ';' between fields
 * (the list separator where ',' is the decimal mark) and decimal comma, no thousands separator.
 */
export function toCsv(columns: readonly SheetColumn[], rows: readonly Cell[][]): Buffer {
  const field = (value: Cell, column: SheetColumn | undefined): string => {
    if (value === null) return '';
    const text =
      typeof value === 'number'
        ? (column?.kind === 'money' ? value.toFixed(2) : String(value)).replace('.', ',')
        : neutralizeFormula(value);
    return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [
    columns.map((column) => field(column.header, undefined)).join(';'),
    ...rows.map((row) => row.map((value, index) => field(value, columns[index])).join(';')),
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** Adds a table (header row in bold, money formatted) to a sheet, from its next free row. */
export function addTable(sheet: ExcelJS.Worksheet, columns: readonly SheetColumn[], rows: readonly Cell[][]): void {
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow(row);
    columns.forEach((column, index) => {
      if (column.kind === 'money') added.getCell(index + 1).numFmt = MONEY_FORMAT;
    });
  }
  columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = Math.max(sheetColumn.width ?? 0, column.width ?? Math.max(12, column.header.length + 2));
  });
}

/** One-sheet workbook of a table. */
export async function toXlsx(sheetName: string, columns: readonly SheetColumn[], rows: readonly Cell[][]) {
  const workbook = new ExcelJS.Workbook();
  addTable(workbook.addWorksheet(sheetName), columns, rows);
  return xlsxBuffer(workbook);
}

export async function xlsxBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A route's 200 that is a file (Fastify sends a Buffer as is, without the JSON serializer). */
export const fileResponseSchema = (description: string) => z.any().describe(description);
