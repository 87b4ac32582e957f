import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  columnasFaltantesMessage,
  headerKeys,
  type ImportColumn,
  type SheetRow,
} from '@facturador/shared/domain/imports';
import { badRequest } from '../../errors';
import type { SheetText } from './read-sheet';

/**
 * The sheet's rows keyed by column. `extraColumn` claims headers that are not template columns (the
 * products' "Stock <almacén>") and answers their key, or throws the 400 that names the header.
 */
export function keyedRows(
  sheet: SheetText,
  columns: readonly ImportColumn[],
  extraColumn: (header: string) => string,
): SheetRow[] {
  const { keys, faltantes } = headerKeys(sheet.headers, columns);
  if (faltantes.length) throw badRequest(columnasFaltantesMessage(faltantes));
  const allKeys = keys.map((key, index) => key ?? (sheet.headers[index] ? extraColumn(sheet.headers[index]) : null));
  return sheet.rows.map(({ linea, celdas }) => {
    const valores: Record<string, string> = {};
    allKeys.forEach((key, index) => {
      if (key) valores[key] = celdas[index] ?? '';
    });
    return { linea, valores };
  });
}

/** Rows checked between two turns of the event loop: 20,000 rows are checked without holding it. */
const ROWS_PER_TURN = 500;

/** The rows one by one, with a turn of the event loop every ROWS_PER_TURN rows. */
export async function* rowsInTurns<Row>(rows: readonly Row[]): AsyncGenerator<Row> {
  for (let index = 0; index < rows.length; index++) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    yield rows[index]!;
  }
}
