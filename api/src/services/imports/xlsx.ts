import { Readable } from 'node:stream';
import {
  ARCHIVO_IMPORTACION_DESCOMPRIMIDO_GRANDE_MESSAGE,
  ARCHIVO_IMPORTACION_ILEGIBLE_MESSAGE,
  MAX_BYTES_DESCOMPRIMIDOS_IMPORTACION,
} from '@facturador/shared/domain/imports';
import ExcelJS from 'exceljs';
import type { Entry } from 'yauzl';
import { badRequest } from '../../errors';
import { entryText, zipEntries } from './zip';

/** A row of the sheet as text: its row number in the file and its cells. */
export interface SheetLine {
  linea: number;
  celdas: string[];
}

/** A workbook has a few dozen entries; thousands are a way to keep the reader busy. */
const MAX_ENTRIES = 5_000;
/** The parts read whole into memory (styles, workbook, relationships) are small in any real workbook. */
const MAX_PART_BYTES = 2 * 1024 * 1024;

const tooLarge = () => badRequest(ARCHIVO_IMPORTACION_DESCOMPRIMIDO_GRANDE_MESSAGE);

/** exceljs's streaming reader, driven part by part (its own `parse` follows the zip's order and spills to disk). */
interface PartReader {
  sharedStrings?: unknown[];
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  _parseRels(stream: Readable): Promise<void>;
  _parseWorkbook(stream: Readable): Promise<void>;
  _parseStyles(stream: Readable): Promise<void>;
  _parseSharedStrings(stream: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(stream: Readable, sheetNo: string): Generator<{ value: ExcelJS.stream.xlsx.WorksheetReader }>;
}

const ZIP_LIMITS = {
  maxEntries: MAX_ENTRIES,
  maxBytes: MAX_BYTES_DESCOMPRIMIDOS_IMPORTACION,
  tooManyEntries: () => badRequest(ARCHIVO_IMPORTACION_ILEGIBLE_MESSAGE),
  tooLarge,
};

const entriesOf = (bytes: Buffer) => zipEntries(bytes, ZIP_LIMITS);

/** The path of the workbook's first sheet (the first tab, as exceljs's `worksheets[0]`). */
function firstSheetPath(reader: PartReader, entries: Map<string, Entry>): string | undefined {
  for (const sheet of reader.model?.sheets ?? []) {
    const target = reader.workbookRels?.find((rel) => rel.Id === sheet.rId)?.Target;
    if (!target) continue;
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    if (/^xl\/worksheets\/sheet\d+\.xml$/.test(path) && entries.has(path)) return path;
  }
  const sheets = [...entries.keys()].filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
  return sheets.sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]))[0];
}

const cellsOf = (row: ExcelJS.Row): string[] =>
  Array.from({ length: row.cellCount }, (_, index) => {
    const cell = row.getCell(index + 1);
    return cell.value === null || cell.value === undefined ? '' : cell.text.trim();
  });

/**
 * The first sheet of an XLSX, in batches of rows as their cells' text (formulas by their result), with its row number:
 * the workbook's parts are read through exceljs's streaming reader, one piece at a time, within the
 * uncompressed-size limit.
 */
export async function* xlsxLines(bytes: Buffer): AsyncGenerator<SheetLine[]> {
  const { zip, entries } = await entriesOf(bytes);
  const budget = { left: MAX_BYTES_DESCOMPRIMIDOS_IMPORTACION };
  const opened: Readable[] = [];
  const part = (name: string, limit = Number.POSITIVE_INFINITY) => {
    const entry = entries.get(name);
    const stream = entry && entryText(zip, entry, budget, limit, tooLarge);
    if (stream) opened.push(stream);
    return stream;
  };
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  }) as unknown as PartReader;
  try {
    yield* sheetOf(reader, entries, part);
  } finally {
    // Stopped early (the row limit): the parts not read to the end are let go.
    for (const stream of opened) stream.destroy();
  }
}

async function* sheetOf(
  reader: PartReader,
  entries: Map<string, Entry>,
  part: (name: string, limit?: number) => Readable | undefined,
): AsyncGenerator<SheetLine[]> {
  const rels = part('xl/_rels/workbook.xml.rels', MAX_PART_BYTES);
  if (rels) await reader._parseRels(rels);
  const workbook = part('xl/workbook.xml', MAX_PART_BYTES);
  if (workbook) await reader._parseWorkbook(workbook);
  const styles = part('xl/styles.xml', MAX_PART_BYTES);
  if (styles) await reader._parseStyles(styles);
  const sharedStrings = part('xl/sharedStrings.xml');
  if (sharedStrings) for await (const _ of reader._parseSharedStrings(sharedStrings));
  reader.sharedStrings ??= [];
  const path = firstSheetPath(reader, entries);
  if (!path) return;
  const [worksheet] = reader._parseWorksheet(part(path)!, path.match(/\d+/)![0]);
  // By batches, the rows each piece of XML completes (one promise per row would be most of the time).
  const events = worksheet!.value.parse() as unknown as AsyncIterable<{ eventType: string; value: ExcelJS.Row }[]>;
  for await (const batch of events)
    yield batch
      .filter((event) => event.eventType === 'row')
      .map(({ value: row }) => ({ linea: row.number, celdas: cellsOf(row) }));
}
