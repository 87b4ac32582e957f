import { roundQuantity } from '@facturador/shared/domain';
import { NO_ENCONTRADO_EN_ALMACEN, STOCK_INSUFICIENTE, type StockProblem } from './movement';

/** An item of the origin warehouse as the stock check sees it (GET /api/items, status DISPONIBLE). */
export interface AvailableStockItem {
  producto_id: string;
  numero_serie: string | null;
  stock: number;
}

/** A line of an outgoing movement, as the form holds it. */
export interface StockCheckLine {
  producto_id: string;
  nombre: string;
  cantidad: number;
  numero_serie?: string | undefined;
  serializado: boolean;
}

/**
 * Spec 02 §5: the lines of a SALIDA, TRASLADO or ELIMINACIÓN against the origin warehouse's
 * available items, in line order. Non-serialized lines of one product are added up (the server
 * takes them one after another); a serial must be among the available items. Lines without a
 * serial are left to the rule checks ('requiere número de serie').
 */
export function movementStockProblems(
  lines: readonly StockCheckLine[],
  available: readonly AvailableStockItem[],
): StockProblem[] {
  const requested = new Map<string, number>();
  for (const line of lines) {
    if (line.serializado) continue;
    requested.set(line.producto_id, roundQuantity((requested.get(line.producto_id) ?? 0) + line.cantidad));
  }

  const problems: StockProblem[] = [];
  const reported = new Set<string>();
  for (const line of lines) {
    if (line.serializado) {
      if (!line.numero_serie) continue;
      const found = available.some(
        (item) => item.producto_id === line.producto_id && item.numero_serie === line.numero_serie && item.stock > 0,
      );
      if (!found)
        problems.push({
          nombre: `${line.nombre} (${line.numero_serie})`,
          motivo: NO_ENCONTRADO_EN_ALMACEN,
          disponible: 0,
          solicitado: 1,
        });
      continue;
    }
    if (reported.has(line.producto_id)) continue;
    reported.add(line.producto_id);
    const solicitado = requested.get(line.producto_id) ?? 0;
    const row = available.find((item) => item.producto_id === line.producto_id && !item.numero_serie);
    if (!row) problems.push({ nombre: line.nombre, motivo: NO_ENCONTRADO_EN_ALMACEN, disponible: 0, solicitado });
    else if (row.stock < solicitado)
      problems.push({ nombre: line.nombre, motivo: STOCK_INSUFICIENTE, disponible: row.stock, solicitado });
  }
  return problems;
}
