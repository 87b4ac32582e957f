import { booleanInput } from '@facturador/shared/domain';
import { z } from 'zod/mini';

/**
 * Spreadsheet imports (issue 27): what every import shares. A sheet is read into rows of text keyed by
 * normalized header; each kind of import (products, customers) maps and checks its own columns.
 */

/** Header text as it is compared: no accents, lower case, single spaces ("Stock Mínimo" = "stock minimo"). */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim();
}

/** One data row of the sheet: its line number in the file (the header is line 1) and its cells by column key. */
export interface SheetRow {
  linea: number;
  valores: Record<string, string>;
}

/** Most rows one import takes (10,000 products must pass; the rest is a guard on memory). */
export const MAX_FILAS_IMPORTACION = 20_000;
/** Largest file one import takes. */
export const MAX_BYTES_IMPORTACION = 10 * 1024 * 1024;
/**
 * Largest an XLSX may inflate to, all its entries together: as the zip declares them, before inflating, and
 * as they are read. A 20,000-row catalogue takes a few MB; the rest is a guard against zip bombs.
 */
export const MAX_BYTES_DESCOMPRIMIDOS_IMPORTACION = 32 * 1024 * 1024;
/** Most columns one sheet takes (the template's and one stock column per warehouse); bounds its memory. */
export const MAX_COLUMNAS_IMPORTACION = 100;

export const ARCHIVO_IMPORTACION_REQUERIDO_MESSAGE = 'Adjunte el archivo a importar (CSV o XLSX) en el campo archivo';
export const ARCHIVO_IMPORTACION_GRANDE_MESSAGE = 'El archivo supera el máximo de 10 MB';
export const ARCHIVO_IMPORTACION_DESCOMPRIMIDO_GRANDE_MESSAGE =
  'El archivo Excel supera el máximo de 32 MB sin comprimir; divídalo en varios archivos';
export const ARCHIVO_IMPORTACION_ILEGIBLE_MESSAGE =
  'No se pudo leer el archivo: use la plantilla en CSV (separado por ; o ,) o en Excel (XLSX)';
export const ARCHIVO_IMPORTACION_VACIO_MESSAGE = 'El archivo no tiene filas de datos bajo la fila de títulos';
export const demasiadasFilasMessage = (maximo: number) =>
  `El archivo tiene más de ${maximo.toLocaleString('es-EC')} filas; divídalo en varios archivos`;
export const demasiadasColumnasMessage = (maximo: number) =>
  `El archivo tiene más de ${maximo} columnas; use los títulos de la plantilla`;
export const columnasFaltantesMessage = (columnas: string[]) =>
  `Faltan columnas en el archivo: ${columnas.join(', ')}. Descargue la plantilla para ver los títulos esperados.`;
export const columnaDesconocidaMessage = (columna: string) =>
  `La columna "${columna}" no corresponde a ningún dato de la plantilla`;
export const IMPORTACION_CONCURRENTE_MESSAGE =
  'Otro usuario registró los mismos datos mientras se importaba el archivo; vuelva a cargarlo para revisarlo';
export const filaRepetidaMessage = (campo: string, valor: string, linea: number) =>
  `El ${campo} ${valor} ya aparece en la línea ${linea} del archivo`;

/** A column of an import sheet: its key, its title in the template, and other titles it is known by. */
export interface ImportColumn {
  clave: string;
  titulo: string;
  requerida: boolean;
  ejemplo: string;
  alias?: readonly string[];
}

/**
 * Which column key each header of the file holds (null: not one of `columns`), and the required columns
 * the file lacks (by their template title).
 */
export function headerKeys(headers: readonly string[], columns: readonly ImportColumn[]) {
  const byTitle = new Map<string, string>();
  for (const column of columns)
    for (const title of [column.titulo, column.clave, ...(column.alias ?? [])])
      byTitle.set(normalizeHeader(title), column.clave);
  const keys = headers.map((header) => byTitle.get(normalizeHeader(header)) ?? null);
  const faltantes = columns.filter((column) => column.requerida && !keys.includes(column.clave)).map((c) => c.titulo);
  return { keys, faltantes };
}

/** Yes/no cells: sí, si, s, x, 1, true / no, n, 0, false, blank. Undefined when the text is neither. */
export function parseYesNo(value: string): boolean | undefined {
  const text = normalizeHeader(value);
  if (['si', 's', 'x', '1', 'true', 'verdadero'].includes(text)) return true;
  if (['', 'no', 'n', '0', 'false', 'falso'].includes(text)) return false;
  return undefined;
}

/** A number as a merchant types it: "12.5", "12,5" (decimal comma), "$ 1 234,50"; blank stays blank. */
export function parseSheetNumber(value: string): number | string {
  const text = value.replace(/[$\s]/g, '');
  if (text === '') return '';
  if (/^-?\d+,\d+$/.test(text)) return Number(text.replace(',', '.'));
  if (/^-?\d{1,3}(\.\d{3})+,\d+$/.test(text)) return Number(text.replaceAll('.', '').replace(',', '.'));
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) return Number(text.replaceAll(',', ''));
  const number = Number(text);
  return Number.isNaN(number) ? value : number;
}

/** A row that is refused, with why (its line number in the file). */
export const filaRechazadaSchema = z.object({ linea: z.number(), motivo: z.string() });
export type FilaRechazada = z.infer<typeof filaRechazadaSchema>;

/** A row that will be (or was) created or updated, as the preview table shows it. */
export const filaImportadaSchema = z.object({
  linea: z.number(),
  clave: z.string(),
  nombre: z.string(),
  /** Products: stock the row brings in, over every warehouse. */
  stock: z.optional(z.number()),
  /** Accepted, but worth a look (e.g. a RUC whose check digit fails modulo 11, as some S.A.S. have). */
  aviso: z.optional(z.string()),
});
export type FilaImportada = z.infer<typeof filaImportadaSchema>;

/** The answer of POST /api/productos/importar and /api/clientes/importar. */
export const importacionResponseSchema = z.object({
  /** False for the preview; true once `?confirmar=true` applied the rows. */
  aplicado: z.boolean(),
  crear: z.array(filaImportadaSchema),
  actualizar: z.array(filaImportadaSchema),
  rechazadas: z.array(filaRechazadaSchema),
  error: z.null(),
});
export type ImportacionResponse = z.infer<typeof importacionResponseSchema>;

/** `?confirmar=true` applies the rows; without it the answer is the preview. */
export const importacionQuerySchema = z.object({ confirmar: z._default(booleanInput, false) });

export const FORMATOS_PLANTILLA = ['csv', 'xlsx'] as const;
export const plantillaQuerySchema = z.object({
  formato: z._default(z.enum(FORMATOS_PLANTILLA, { error: 'El formato debe ser csv o xlsx' }), 'csv'),
});

/** The summary line above the preview table. */
export const resumenImportacion = (r: Pick<ImportacionResponse, 'crear' | 'actualizar' | 'rechazadas'>) =>
  `${r.crear.length} para crear, ${r.actualizar.length} para actualizar, ${r.rechazadas.length} rechazadas`;
