import { setImmediate as nextTurn } from 'node:timers/promises';
import { normalizeHeader } from '@facturador/shared/domain/imports';
import {
  COMPRAS_RECIBIDOS_DEMASIADAS_MESSAGE,
  COMPRAS_RECIBIDOS_LINEA_SIN_CLAVE_MESSAGE,
  COMPRAS_RECIBIDOS_MAX_CLAVES,
  COMPRAS_RECIBIDOS_SIN_CLAVES_MESSAGE,
  compraRecibidaRepetidaMessage,
  RETENCION_SRI_NO_DISPONIBLE_MESSAGE,
  type ResultadoRecibido,
} from '@facturador/shared/domain/withholdings';
import { badRequest } from '../../errors';
import { type IngresoContext, registerClave } from './purchase-intake';
import type { AuthorizedDocumentFetcher } from './sri-fetch';

/**
 * The «Comprobantes electrónicos recibidos» report of SRI en línea (issue #42 §1): a TXT separated by tabs
 * whose header names the columns (RUC_EMISOR, RAZON_SOCIAL_EMISOR, TIPO_COMPROBANTE, SERIE_COMPROBANTE,
 * CLAVE_ACCESO, FECHA_AUTORIZACION, FECHA_EMISION, IDENTIFICACION_RECEPTOR, VALOR_SIN_IMPUESTOS, IVA,
 * IMPORTE_TOTAL, NUMERO_DOCUMENTO_MODIFICADO), UTF-8 or Latin-1; also as CSV (`;` or `,`) or a bare list of
 * claves. Each line's clave is the CLAVE_ACCESO column's, or else the first 49-digit field of the line.
 */
export interface LineaReporte {
  linea: number;
  /** '' when the line has none. */
  claveAcceso: string;
}

const CLAVE = /(?<!\d)\d{49}(?!\d)/;
const CLAVE_TITULOS = new Set(['clave acceso', 'claveacceso', 'clave de acceso']);

/** UTF-8 (a BOM dropped); a report with bytes that are not UTF-8 is read as Latin-1, as older exports are. */
function decode(bytes: Buffer): string {
  const utf8 = new TextDecoder('utf-8').decode(bytes);
  return utf8.includes('\uFFFD') ? new TextDecoder('latin1').decode(bytes) : utf8;
}

/** The header's separator: a tab (the SRI's TXT), else `;` or `,` (the report saved as CSV). */
const separatorOf = (header: string) => (header.includes('\t') ? '\t' : header.includes(';') ? ';' : ',');
const cellsOf = (line: string, separator: string) =>
  line.split(separator).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));

/**
 * The report's lines with a clave, and the non-empty ones without (the header excepted), with their line number
 * in the file; refused past COMPRAS_RECIBIDOS_MAX_CLAVES claves or with none.
 */
export function reportLines(bytes: Buffer): LineaReporte[] {
  const lines = decode(bytes).split(/\r\n|\n|\r/);
  let claveColumn = -1;
  let headerSeen = false;
  let separator = '\t';
  const result: LineaReporte[] = [];
  let claves = 0;
  lines.forEach((text, index) => {
    if (text.trim() === '') return;
    if (!headerSeen) separator = separatorOf(text);
    const cells = cellsOf(text, separator);
    if (!headerSeen) {
      headerSeen = true;
      const column = cells.findIndex((cell) => CLAVE_TITULOS.has(normalizeHeader(cell)));
      if (column >= 0 || !CLAVE.test(text)) {
        claveColumn = column;
        return;
      }
    }
    const inColumn = claveColumn >= 0 ? cells[claveColumn] : undefined;
    const claveAcceso = inColumn && /^\d{49}$/.test(inColumn) ? inColumn : (CLAVE.exec(text)?.[0] ?? '');
    if (claveAcceso) claves += 1;
    if (claves > COMPRAS_RECIBIDOS_MAX_CLAVES) throw badRequest(COMPRAS_RECIBIDOS_DEMASIADAS_MESSAGE);
    result.push({ linea: index + 1, claveAcceso });
  });
  if (claves === 0) throw badRequest(COMPRAS_RECIBIDOS_SIN_CLAVES_MESSAGE);
  return result;
}

/** Claves fetched from the SRI at a time: the SRI answers each in its own round trip. */
export const RECIBIDOS_CONCURRENCIA = 8;

/**
 * `POST /api/compras/recibidos`: each line's clave fetched from the SRI and registered as POST /api/compras
 * `{claveAcceso}` does, RECIBIDOS_CONCURRENCIA at a time; one result per line, in the file's order. A clave
 * repeated in the report is fetched once; one the SRI did not answer is asked again once at the end. `onProgress` hears how many lines are done.
 */
export async function registerReport(
  ctx: IngresoContext,
  fetcher: AuthorizedDocumentFetcher,
  lineas: LineaReporte[],
  onProgress: (hechas: number) => void = () => {},
): Promise<ResultadoRecibido[]> {
  const resultados: ResultadoRecibido[] = new Array(lineas.length);
  const primera = new Map<string, number>();
  const pendientes: number[] = [];
  lineas.forEach(({ linea, claveAcceso }, index) => {
    if (!claveAcceso) {
      resultados[index] = {
        linea,
        claveAcceso,
        estado: 'rechazada',
        mensaje: COMPRAS_RECIBIDOS_LINEA_SIN_CLAVE_MESSAGE,
      };
    } else if (primera.has(claveAcceso)) {
      const mensaje = compraRecibidaRepetidaMessage(primera.get(claveAcceso)!);
      resultados[index] = { linea, claveAcceso, estado: 'duplicada', mensaje };
    } else {
      primera.set(claveAcceso, linea);
      pendientes.push(index);
    }
  });
  let hechas = lineas.length - pendientes.length;
  const register = async (index: number) => {
    const { linea, claveAcceso } = lineas[index]!;
    resultados[index] = { linea, claveAcceso, ...(await registerClave(ctx, fetcher, claveAcceso)) };
  };
  let next = 0;
  async function worker() {
    while (next < pendientes.length) {
      await register(pendientes[next++]!);
      onProgress(++hechas);
      await nextTurn();
    }
  }
  await Promise.all(Array.from({ length: Math.min(RECIBIDOS_CONCURRENCIA, pendientes.length) }, worker));
  // The claves the SRI did not answer in time are asked once more, one at a time, once the rest are done.
  for (const index of pendientes) {
    if (resultados[index]!.mensaje === RETENCION_SRI_NO_DISPONIBLE_MESSAGE) await register(index);
  }
  return resultados;
}
