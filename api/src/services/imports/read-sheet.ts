import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  ARCHIVO_IMPORTACION_ILEGIBLE_MESSAGE,
  ARCHIVO_IMPORTACION_VACIO_MESSAGE,
  demasiadasColumnasMessage,
  demasiadasFilasMessage,
  MAX_COLUMNAS_IMPORTACION,
  MAX_FILAS_IMPORTACION,
} from '@facturador/shared/domain/imports';
import { badRequest, HttpError } from '../../errors';
import { CsvParser, detectDelimiter } from './csv';
import { type SheetLine, xlsxLines } from './xlsx';

/** A sheet as text: its header row and its data rows with their line numbers in the file. */
export interface SheetText {
  headers: string[];
  rows: SheetLine[];
}

/** The bytes decoded and parsed at a time; the event loop runs between two of them. */
const CSV_CHUNK_BYTES = 8 * 1024;

/** Cells kept per CSV row: any real header is far narrower; the rest of a longer line is never read. */
const MAX_CELDAS_FILA = 10 * MAX_COLUMNAS_IMPORTACION;

const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;

/**
 * A CSV's rows, each with its line number in the file (a quoted line break does not count as a row), in
 * batches: the rows each chunk completes.
 */
async function* csvLines(bytes: Buffer): AsyncGenerator<SheetLine[]> {
  const decoder = new TextDecoder('utf-8'); // drops a leading BOM; bad bytes read as U+FFFD
  let parser: CsvParser | undefined;
  let pending = '';
  let linea = 0;
  const lines = (rows: string[][]) => rows.map((celdas) => ({ linea: ++linea, celdas: celdas.map((c) => c.trim()) }));
  for (let start = 0; start < bytes.length; start += CSV_CHUNK_BYTES) {
    const end = Math.min(start + CSV_CHUNK_BYTES, bytes.length);
    const text = decoder.decode(bytes.subarray(start, end), { stream: end < bytes.length });
    // Not UTF-8 (e.g. a Latin-1 export) or binary: refuse rather than store mangled accents.
    if (text.includes('\uFFFD') || text.includes('\0')) throw badRequest(ARCHIVO_IMPORTACION_ILEGIBLE_MESSAGE);
    // The delimiter is the header line's: the text is held until that line is whole.
    pending += text;
    if (!parser && !text.includes('\n') && end < bytes.length) continue;
    parser ??= new CsvParser(detectDelimiter(pending), MAX_CELDAS_FILA);
    for (let from = 0; from < pending.length; from += CSV_CHUNK_BYTES) {
      yield lines(parser.write(pending.slice(from, from + CSV_CHUNK_BYTES)));
      await nextTurn();
    }
    pending = '';
  }
  if (parser) yield lines(parser.end());
}

/** The header and the data rows, refused at the first row past the limit (the rest is not read). */
async function collect(batches: AsyncIterable<SheetLine[]>): Promise<SheetText> {
  let sheet: SheetText | undefined;
  for await (const batch of batches)
    for (const line of batch) {
      if (!line.celdas.some((cell) => cell !== '')) continue;
      if (!sheet) {
        // Trailing blank titles name no column; the data cells under no title are never read.
        const headers = line.celdas.slice(0, line.celdas.findLastIndex((cell) => cell !== '') + 1);
        if (headers.length > MAX_COLUMNAS_IMPORTACION)
          throw badRequest(demasiadasColumnasMessage(MAX_COLUMNAS_IMPORTACION));
        sheet = { headers, rows: [] };
        continue;
      }
      if (sheet.rows.length === MAX_FILAS_IMPORTACION) throw badRequest(demasiadasFilasMessage(MAX_FILAS_IMPORTACION));
      sheet.rows.push({ linea: line.linea, celdas: line.celdas.slice(0, sheet.headers.length) });
    }
  if (!sheet || sheet.rows.length === 0) throw badRequest(ARCHIVO_IMPORTACION_VACIO_MESSAGE);
  return sheet;
}

/**
 * Reads an uploaded CSV (';' or ',', UTF-8 with or without BOM) or XLSX (first sheet) as text, as a stream:
 * a chunk at a time, with turns of the event loop between chunks, stopping at the row limit. Blank rows are
 * skipped, keeping the line numbers of the file.
 */
export async function readSheet(bytes: Buffer): Promise<SheetText> {
  try {
    return await collect(isZip(bytes) ? xlsxLines(bytes) : csvLines(bytes));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(ARCHIVO_IMPORTACION_ILEGIBLE_MESSAGE);
  }
}
