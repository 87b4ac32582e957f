import {
  ARCHIVO_IMPORTACION_ILEGIBLE_MESSAGE,
  ARCHIVO_IMPORTACION_VACIO_MESSAGE,
  demasiadasFilasMessage,
  MAX_FILAS_IMPORTACION,
} from '@facturador/shared/domain/imports';
import ExcelJS from 'exceljs';
import { badRequest, HttpError } from '../../errors';
import { detectDelimiter, parseCsv } from './csv';

/** A sheet as text: its header row and its data rows with their line numbers in the file. */
export interface SheetText {
  headers: string[];
  rows: { linea: number; celdas: string[] }[];
}

const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;

/** The first sheet of an XLSX, each row as its cells' text (formulas by their result), with its row number. */
async function xlsxRows(bytes: Buffer): Promise<{ linea: number; celdas: string[] }[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const width = sheet.actualColumnCount || sheet.columnCount;
  const rows: { linea: number; celdas: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, linea) => {
    const celdas = Array.from({ length: width }, (_, index) => {
      const cell = row.getCell(index + 1);
      return cell.value === null || cell.value === undefined ? '' : cell.text.trim();
    });
    rows.push({ linea, celdas });
  });
  return rows;
}

/** A CSV's rows, each with its line number in the file (a quoted line break does not count as a row). */
function csvRows(bytes: Buffer): { linea: number; celdas: string[] }[] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  // Not UTF-8 (e.g. a Latin-1 export) or binary: refuse rather than store mangled accents.
  if (text.includes('\uFFFD') || text.includes('\0')) throw badRequest(ARCHIVO_IMPORTACION_ILEGIBLE_MESSAGE);
  return parseCsv(text, detectDelimiter(text)).map((celdas, index) => ({
    linea: index + 1,
    celdas: celdas.map((cell) => cell.trim()),
  }));
}

/**
 * Reads an uploaded CSV (';' or ',', UTF-8 with or without BOM) or XLSX (first sheet) as text. Blank rows are
 * skipped, keeping the line numbers of the file.
 */
export async function readSheet(bytes: Buffer): Promise<SheetText> {
  let all: { linea: number; celdas: string[] }[];
  try {
    all = isZip(bytes) ? await xlsxRows(bytes) : csvRows(bytes);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(ARCHIVO_IMPORTACION_ILEGIBLE_MESSAGE);
  }
  const [header, ...rows] = all.filter((row) => row.celdas.some((cell) => cell !== ''));
  if (!header || rows.length === 0) throw badRequest(ARCHIVO_IMPORTACION_VACIO_MESSAGE);
  if (rows.length > MAX_FILAS_IMPORTACION) throw badRequest(demasiadasFilasMessage(MAX_FILAS_IMPORTACION));
  return { headers: header.celdas, rows };
}
