import { Readable } from 'node:stream';
import {
  ARCHIVO_IMPORTACION_ILEGIBLE_MESSAGE,
  ARCHIVO_IMPORTACION_VACIO_MESSAGE,
  demasiadasFilasMessage,
  MAX_FILAS_IMPORTACION,
} from '@facturador/shared/domain';
import ExcelJS from 'exceljs';
import { badRequest, HttpError } from '../../errors';

/** A sheet as text: its header row and its data rows with their line numbers in the file. */
export interface SheetText {
  headers: string[];
  rows: { linea: number; celdas: string[] }[];
}

const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;

/** ';' (es-EC Excel) or ',' — whichever the header line holds more of, outside quotes. */
function detectDelimiter(text: string): ';' | ',' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/)).replace(/"[^"]*"/g, '');
  const count = (char: string) => firstLine.split(char).length - 1;
  return count(';') >= count(',') && count(';') > 0 ? ';' : ',';
}

function cellText(cell: ExcelJS.Cell): string {
  if (cell.value === null || cell.value === undefined) return '';
  return cell.text.trim();
}

async function readWorksheet(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  if (isZip(bytes)) {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw badRequest(ARCHIVO_IMPORTACION_VACIO_MESSAGE);
    return sheet;
  }
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\uFFFD') || text.includes('\0')) throw badRequest(ARCHIVO_IMPORTACION_ILEGIBLE_MESSAGE);
  // Every cell as text: numbers and dates are read by the import's own rules (decimal comma, leading zeros).
  return workbook.csv.read(Readable.from([text]), {
    parserOptions: { delimiter: detectDelimiter(text) },
    map: (value: string) => value,
  });
}

/**
 * Reads an uploaded CSV (';' or ',', UTF-8 with or without BOM) or XLSX (first sheet) as text. Blank rows are
 * skipped, keeping the line numbers of the file.
 */
export async function readSheet(bytes: Buffer): Promise<SheetText> {
  let sheet: ExcelJS.Worksheet;
  try {
    sheet = await readWorksheet(bytes);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(ARCHIVO_IMPORTACION_ILEGIBLE_MESSAGE);
  }
  const width = sheet.actualColumnCount || sheet.columnCount;
  let headers: string[] | null = null;
  const rows: SheetText['rows'] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, linea) => {
    const celdas = Array.from({ length: width }, (_, index) => cellText(row.getCell(index + 1)));
    if (celdas.every((cell) => cell === '')) return;
    if (!headers) headers = celdas;
    else if (rows.length >= MAX_FILAS_IMPORTACION) tooMany = true;
    else rows.push({ linea, celdas });
  });
  if (tooMany) throw badRequest(demasiadasFilasMessage(MAX_FILAS_IMPORTACION));
  if (!headers || rows.length === 0) throw badRequest(ARCHIVO_IMPORTACION_VACIO_MESSAGE);
  return { headers, rows };
}
