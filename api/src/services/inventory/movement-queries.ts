import { endOfDayGuayaquil, startOfDayGuayaquil } from '@facturador/shared/domain';
import {
  type Movement,
  type MovementListQuery,
  movimientoNoEncontradoMessage,
  type TipoMovimientoRegistrado,
} from '@facturador/shared/domain/movements';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { likeContains } from '../../db/like';
import { almacenes, movimientoItems, movimientos, productos, usuarios } from '../../db/schema';
import { notFound } from '../../errors';
import { waybillsOfMovements } from '../documents/waybills-of';
import { decodeCursor, encodeCursor } from '../paging/paging';
import { cursorTimestamp, olderThan } from '../paging/paging-sql';

const origen = alias(almacenes, 'origen');
const destino = alias(almacenes, 'destino');

function selectMovements(db: Executor) {
  return db
    .select({
      id: movimientos.id,
      tipo: movimientos.tipoMovimiento,
      origenId: movimientos.origenId,
      origenNombre: origen.nombre,
      destinoId: movimientos.destinoId,
      destinoNombre: destino.nombre,
      fecha: movimientos.fecha,
      cursorFecha: cursorTimestamp(movimientos.fecha),
      observacion: movimientos.observacion,
      documentoReferencia: movimientos.documentoReferencia,
      usuario: usuarios.usuario,
    })
    .from(movimientos)
    .leftJoin(origen, eq(origen.id, movimientos.origenId))
    .leftJoin(destino, eq(destino.id, movimientos.destinoId))
    .leftJoin(usuarios, eq(usuarios.id, movimientos.usuarioId));
}

type MovementRow = Awaited<ReturnType<ReturnType<typeof selectMovements>['execute']>>[number];

async function withLines(db: Executor, emisorId: string, rows: MovementRow[]): Promise<Movement[]> {
  const ids = rows.map((row) => row.id);
  const lines = ids.length
    ? await db
        .select({ line: movimientoItems, codigo: productos.codigo })
        .from(movimientoItems)
        .leftJoin(productos, eq(productos.id, movimientoItems.productoId))
        .where(inArray(movimientoItems.movimientoId, ids))
        .orderBy(asc(movimientoItems.nombre), asc(movimientoItems.numeroSerie))
    : [];
  const traslados = rows.filter((row) => row.tipo === 'TRASLADO').map((row) => row.id);
  const guiasDe = await waybillsOfMovements(db, emisorId, traslados);
  return rows.map((row) => ({
    _id: row.id,
    tipo_movimiento: row.tipo as TipoMovimientoRegistrado,
    origen: row.origenId ? { _id: row.origenId, nombre: row.origenNombre ?? '' } : null,
    destino: row.destinoId ? { _id: row.destinoId, nombre: row.destinoNombre ?? '' } : null,
    fecha: row.fecha.toISOString(),
    observacion: row.observacion,
    documentoReferencia: row.documentoReferencia,
    usuario: row.usuario,
    items: lines
      .filter(({ line }) => line.movimientoId === row.id)
      .map(({ line, codigo }) => ({
        _id: line.id,
        nombre: line.nombre,
        cantidad: line.cantidad,
        numero_serie: line.numeroSerie,
        producto_id: line.productoId,
        ...(codigo ? { codigo } : {}),
        item_id: line.itemId,
        detalle: line.detalle,
      })),
    ...(guiasDe.has(row.id) ? { guiasRemision: guiasDe.get(row.id) } : {}),
  }));
}

export async function getMovement(db: Executor, emisorId: string, id: string): Promise<Movement> {
  const rows = await selectMovements(db).where(and(eq(movimientos.id, id), eq(movimientos.emisorId, emisorId)));
  if (!rows.length) throw notFound(movimientoNoEncontradoMessage(id));
  const [movement] = await withLines(db, emisorId, rows);
  return movement!;
}

/** GET /api/movimientos: newest first, filtered by warehouse name / observation / reference, type and dates. */
export async function listMovements(
  db: Executor,
  emisorId: string,
  query: MovementListQuery,
): Promise<{ movimientos: Movement[]; siguienteCursor: string | null }> {
  const conditions: (SQL | undefined)[] = [eq(movimientos.emisorId, emisorId)];
  if (query.filtro) {
    const pattern = likeContains(query.filtro);
    conditions.push(
      or(
        ilike(origen.nombre, pattern),
        ilike(destino.nombre, pattern),
        ilike(movimientos.observacion, pattern),
        eq(movimientos.documentoReferencia, query.filtro),
      ),
    );
  }
  if (query.tipo_movimiento) conditions.push(eq(movimientos.tipoMovimiento, query.tipo_movimiento));
  if (query.fecha_inicio) conditions.push(gte(movimientos.fecha, startOfDayGuayaquil(query.fecha_inicio)));
  if (query.fecha_fin) conditions.push(lt(movimientos.fecha, endOfDayGuayaquil(query.fecha_fin)));
  if (query.cursor) conditions.push(olderThan(movimientos.fecha, movimientos.id, decodeCursor(query.cursor)));

  const rows = await selectMovements(db)
    .where(and(...conditions))
    .orderBy(desc(movimientos.fecha), desc(movimientos.id))
    .limit(query.limite + 1);
  const page = rows.slice(0, query.limite);
  const last = page.at(-1);
  return {
    movimientos: await withLines(db, emisorId, page),
    siguienteCursor: rows.length > query.limite && last ? encodeCursor(last.cursorFecha, last.id) : null,
  };
}
