import {
  almacenIdNoEncontradoMessage,
  lineName,
  MOVIMIENTO_ERROR_MESSAGE,
  type MovementInput,
  type MovementProductInfo,
  movementRuleErrors,
  NO_ENCONTRADO_EN_ALMACEN,
  normalizedQuantity,
  noVendidoMessage,
  productoIdNoEncontradoMessage,
  productoNoInventariadoMessage,
  STOCK_INSUFICIENTE,
  type StockProblem,
  serieExistenteMessage,
  stockProblemErrors,
  TIPOS_CON_DESTINO,
  TIPOS_CON_ORIGEN,
  type TipoMovimiento,
} from '@facturador/shared/domain/movements';
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { almacenes, items, movimientos, productos } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../errors';

/** Who applies the movement: the emisor it belongs to and, when known, the user. */
export interface MovementContext {
  emisorId: string;
  usuarioId?: string | null;
}

export interface AppliedMovement {
  movimientoId: string;
  /** True when a movement with the same documentoReferencia and type already existed: nothing was applied. */
  duplicado: boolean;
}

/** A product as a movement needs it. */
export interface ProductInfo extends MovementProductInfo {
  id: string;
  inventariado: boolean;
}

/**
 * What the caller already read of the emisor in this transaction (the emission reads its products
 * and checks its warehouse before it builds the movement): not read again.
 */
export interface KnownRows {
  products?: Map<string, ProductInfo>;
  warehouseIds?: string[];
}

interface Line {
  productoId: string;
  itemId: string | null;
  nombre: string;
  cantidad: number;
  numeroSerie: string | null;
  detalle: string;
  product: ProductInfo;
}

const ruleError = (errores: string[]) => new HttpError(400, MOVIMIENTO_ERROR_MESSAGE, errores);

async function loadProducts(
  tx: Tx,
  emisorId: string,
  ids: string[],
  known: Map<string, ProductInfo> | undefined,
): Promise<Map<string, ProductInfo>> {
  if (known && ids.every((id) => known.has(id))) return known;
  const rows = ids.length
    ? await tx
        .select({
          id: productos.id,
          nombre: productos.nombre,
          serializado: productos.serializado,
          inventariado: productos.inventariado,
        })
        .from(productos)
        .where(and(eq(productos.emisorId, emisorId), inArray(productos.id, ids)))
    : [];
  const found = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.find((id) => !found.has(id));
  if (missing) throw notFound(productoIdNoEncontradoMessage(missing));
  return found;
}

async function loadWarehouses(tx: Tx, emisorId: string, ids: string[], known: string[] | undefined): Promise<void> {
  if (known && ids.every((id) => known.includes(id))) return;
  const rows = ids.length
    ? await tx
        .select({ id: almacenes.id })
        .from(almacenes)
        .where(and(eq(almacenes.emisorId, emisorId), inArray(almacenes.id, ids)))
    : [];
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing) throw notFound(almacenIdNoEncontradoMessage(missing));
}

/**
 * Locks every item row the movement may touch, in id order: concurrent movements over the same
 * items then queue instead of deadlocking (TRASLADO A->B against B->A).
 */
async function lockItems(tx: Tx, emisorId: string, lines: Line[], warehouseIds: string[]): Promise<void> {
  const productIds = [...new Set(lines.map((line) => line.productoId))];
  const serials = lines.flatMap((line) => (line.numeroSerie ? [line.numeroSerie] : []));
  const itemIds = lines.flatMap((line) => (line.itemId ? [line.itemId] : []));
  const touched = [
    warehouseIds.length ? and(isNull(items.numeroSerie), inArray(items.almacenId, warehouseIds)) : undefined,
    serials.length ? inArray(items.numeroSerie, serials) : undefined,
    itemIds.length ? inArray(items.id, itemIds) : undefined,
  ].filter((condition) => condition !== undefined);
  if (!touched.length) return;
  await tx
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.emisorId, emisorId), inArray(items.productoId, productIds), or(...touched)))
    .orderBy(asc(items.id))
    .for('update');
}

/** Takes `cantidad` out of a non-serialized stock row: the item id, or the problem when there is not enough. */
async function takeStock(tx: Tx, emisorId: string, line: Line, almacenId: string): Promise<StockProblem | string> {
  const [row] = await tx
    .update(items)
    .set({ stock: sql`${items.stock} - ${line.cantidad}`, updatedAt: new Date() })
    .where(
      and(
        eq(items.emisorId, emisorId),
        eq(items.productoId, line.productoId),
        eq(items.almacenId, almacenId),
        isNull(items.numeroSerie),
        ne(items.status, 'ELIMINADO'),
        sql`${items.stock} >= ${line.cantidad}`,
      ),
    )
    .returning({ id: items.id });
  if (row) return row.id;
  const [current] = await tx
    .select({ stock: items.stock })
    .from(items)
    .where(
      and(
        eq(items.emisorId, emisorId),
        eq(items.productoId, line.productoId),
        eq(items.almacenId, almacenId),
        isNull(items.numeroSerie),
      ),
    );
  return {
    nombre: line.nombre,
    motivo: current ? STOCK_INSUFICIENTE : NO_ENCONTRADO_EN_ALMACEN,
    disponible: current?.stock ?? 0,
    solicitado: line.cantidad,
  };
}

/** Adds `cantidad` to the non-serialized stock row of a warehouse, creating it if needed. */
async function putStock(tx: Tx, emisorId: string, line: Line, almacenId: string): Promise<string> {
  const [row] = await tx
    .insert(items)
    .values({ emisorId, productoId: line.productoId, almacenId, stock: line.cantidad, status: 'DISPONIBLE' })
    .onConflictDoUpdate({
      target: [items.productoId, items.almacenId],
      targetWhere: sql`${items.numeroSerie} is null`,
      set: { stock: sql`${items.stock} + excluded.stock`, status: 'DISPONIBLE', updatedAt: new Date() },
    })
    .returning({ id: items.id });
  return row!.id;
}

/** Rows of a bulk statement from one JSON parameter: one bind, however many rows (PostgreSQL caps binds at 65,535). */
const jsonRows = (rows: unknown[]) => sql`json_to_recordset(${JSON.stringify(rows)}::json)`;

/**
 * putStock for many non-serialized lines at once (an import brings thousands into one warehouse): one upsert
 * instead of one round trip per line, in product order (concurrent ones queue instead of deadlocking).
 * Lines name distinct products (movementRuleErrors).
 */
async function putStockMany(tx: Tx, emisorId: string, lines: Line[], almacenId: string): Promise<string[]> {
  const rows = [...lines]
    .sort((a, b) => (a.productoId < b.productoId ? -1 : 1))
    .map((line) => ({ producto_id: line.productoId, cantidad: line.cantidad }));
  const result = (await tx.execute(sql`
    insert into items (emisor_id, producto_id, almacen_id, stock, status)
    select ${emisorId}, v.producto_id, ${almacenId}, v.cantidad, 'DISPONIBLE'
    from ${jsonRows(rows)} as v(producto_id uuid, cantidad numeric)
    on conflict (producto_id, almacen_id) where numero_serie is null
    do update set stock = items.stock + excluded.stock, status = 'DISPONIBLE', updated_at = now()
    returning id, producto_id`)) as unknown as { rows: { id: string; producto_id: string }[] };
  const itemIds = new Map(result.rows.map((row) => [row.producto_id, row.id]));
  return lines.map((line) => itemIds.get(line.productoId)!);
}

/** The serial's row, for a line that names a serial (and maybe the item id). */
function serialCondition(emisorId: string, line: Line) {
  return and(
    eq(items.emisorId, emisorId),
    eq(items.productoId, line.productoId),
    eq(items.numeroSerie, line.numeroSerie!),
    line.itemId ? eq(items.id, line.itemId) : undefined,
  );
}

/** Moves a serial out of a warehouse: it must be there and DISPONIBLE. */
async function takeSerial(
  tx: Tx,
  emisorId: string,
  line: Line,
  almacenId: string,
  change: Partial<typeof items.$inferInsert>,
  allowedStatuses: string[],
): Promise<StockProblem | string> {
  const [row] = await tx
    .update(items)
    .set({ ...change, updatedAt: new Date() })
    .where(and(serialCondition(emisorId, line), eq(items.almacenId, almacenId), inArray(items.status, allowedStatuses)))
    .returning({ id: items.id });
  if (row) return row.id;
  const [current] = await tx.select({ almacenId: items.almacenId }).from(items).where(serialCondition(emisorId, line));
  const here = current?.almacenId === almacenId;
  return {
    nombre: `${line.nombre} (${line.numeroSerie})`,
    motivo: here ? STOCK_INSUFICIENTE : NO_ENCONTRADO_EN_ALMACEN,
    disponible: 0,
    solicitado: 1,
  };
}

interface LineOutcome {
  itemId?: string;
  problem?: StockProblem;
  error?: string;
}

async function applyLine(
  tx: Tx,
  emisorId: string,
  tipo: TipoMovimiento,
  line: Line,
  origen: string | undefined,
  destino: string | undefined,
): Promise<LineOutcome> {
  const outcome = (result: StockProblem | string): LineOutcome =>
    typeof result === 'string' ? { itemId: result } : { problem: result };

  if (!line.product.serializado) {
    switch (tipo) {
      case 'ENTRADA':
      case 'DEVOLUCIÓN':
        return { itemId: await putStock(tx, emisorId, line, destino!) };
      case 'SALIDA':
      case 'ELIMINACIÓN':
        return outcome(await takeStock(tx, emisorId, line, origen!));
      case 'TRASLADO': {
        const taken = await takeStock(tx, emisorId, line, origen!);
        if (typeof taken !== 'string') return { problem: taken };
        return { itemId: await putStock(tx, emisorId, line, destino!) };
      }
    }
  }

  switch (tipo) {
    case 'ENTRADA': {
      const [row] = await tx
        .insert(items)
        .values({
          emisorId,
          productoId: line.productoId,
          almacenId: destino!,
          numeroSerie: line.numeroSerie,
          stock: 1,
          status: 'DISPONIBLE',
          detalle: line.detalle,
        })
        .onConflictDoNothing()
        .returning({ id: items.id });
      return row ? { itemId: row.id } : { error: serieExistenteMessage(line.product.nombre, line.numeroSerie!) };
    }
    case 'SALIDA':
      return outcome(await takeSerial(tx, emisorId, line, origen!, { status: 'VENDIDO', stock: 0 }, ['DISPONIBLE']));
    case 'TRASLADO':
      return outcome(await takeSerial(tx, emisorId, line, origen!, { almacenId: destino! }, ['DISPONIBLE']));
    case 'ELIMINACIÓN':
      return outcome(
        await takeSerial(tx, emisorId, line, origen!, { status: 'ELIMINADO', stock: 0 }, [
          'DISPONIBLE',
          'RESERVADO',
          'DEVUELTO',
        ]),
      );
    case 'DEVOLUCIÓN': {
      const [row] = await tx
        .update(items)
        .set({ status: 'DISPONIBLE', stock: 1, almacenId: destino!, updatedAt: new Date() })
        .where(and(serialCondition(emisorId, line), eq(items.status, 'VENDIDO')))
        .returning({ id: items.id });
      return row ? { itemId: row.id } : { error: noVendidoMessage(line.product.nombre, line.numeroSerie!) };
    }
  }
}

/** The input's lines with their product, name and quantity as the movement stores them. */
function movementLinesOf(input: MovementInput, products: Map<string, ProductInfo>): Line[] {
  return input.items.map((line) => {
    const product = products.get(line.producto_id)!;
    return {
      productoId: line.producto_id,
      itemId: product.serializado ? (line.item_id ?? null) : null,
      nombre: lineName(line, product),
      cantidad: normalizedQuantity(line, product.serializado),
      numeroSerie: product.serializado ? (line.numero_serie ?? null) : null,
      detalle: line.detalle,
      product,
    };
  });
}

/**
 * Inserts the movement's header; with a documentoReferencia already applied for this type, nothing
 * is inserted and the stored movement's id comes back with `duplicado: true`.
 */
async function insertHeader(
  tx: Tx,
  context: MovementContext,
  input: MovementInput,
  origen: string | undefined,
  destino: string | undefined,
): Promise<AppliedMovement> {
  const { emisorId } = context;
  const tipo = input.tipo_movimiento;
  const [header] = await tx
    .insert(movimientos)
    .values({
      emisorId,
      tipoMovimiento: tipo,
      origenId: origen ?? null,
      destinoId: destino ?? null,
      observacion: input.observacion,
      documentoReferencia: input.documentoReferencia ?? null,
      usuarioId: context.usuarioId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: movimientos.id });
  if (header) return { movimientoId: header.id, duplicado: false };
  const [existing] = await tx
    .select({ id: movimientos.id })
    .from(movimientos)
    .where(
      and(
        eq(movimientos.emisorId, emisorId),
        eq(movimientos.tipoMovimiento, tipo),
        eq(movimientos.documentoReferencia, input.documentoReferencia ?? ''),
      ),
    );
  if (!existing) throw new Error('Movimiento duplicado no encontrado');
  return { movimientoId: existing.id, duplicado: true };
}

/** Applies every line to the items (409 with all the problems found); returns each line's item id. */
async function applyLines(
  tx: Tx,
  emisorId: string,
  tipo: MovementInput['tipo_movimiento'],
  lines: Line[],
  where: { origen: string | undefined; destino: string | undefined; warehouseIds: string[] },
): Promise<(string | null)[]> {
  const { origen, destino, warehouseIds } = where;
  const problems: StockProblem[] = [];
  const errores: string[] = [];
  const itemIds: (string | null)[] = [];
  if (tipo === 'ENTRADA' && lines.length > 1 && lines.every((line) => !line.product.serializado)) {
    // Only adds stock, in one statement per chunk: its upserts lock their rows in index order.
    itemIds.push(...(await putStockMany(tx, emisorId, lines, destino!)));
  } else {
    // One line outside a TRASLADO touches one row, which its own update locks: no order to keep.
    if (lines.length > 1 || tipo === 'TRASLADO') await lockItems(tx, emisorId, lines, warehouseIds);
    for (const line of lines) {
      const result = await applyLine(tx, emisorId, tipo, line, origen, destino);
      if (result.problem) problems.push(result.problem);
      if (result.error) errores.push(result.error);
      itemIds.push(result.itemId ?? null);
    }
  }
  if (problems.length || errores.length) {
    // Throwing rolls the whole transaction back: nothing of this movement stays applied.
    throw conflict(MOVIMIENTO_ERROR_MESSAGE, [...stockProblemErrors(problems), ...errores]);
  }
  return itemIds;
}

/** Stores the movement's lines with the item each one touched. */
async function insertMovementLines(tx: Tx, movimientoId: string, lines: Line[], itemIds: (string | null)[]) {
  const movementLines = lines.map((line, index) => ({
    item_id: itemIds[index] ?? null,
    producto_id: line.productoId,
    nombre: line.nombre,
    cantidad: line.cantidad,
    numero_serie: line.numeroSerie,
    detalle: line.detalle,
  }));
  // One statement whatever the number of lines (an import's ENTRADA holds thousands).
  await tx.execute(sql`
    insert into movimiento_items (movimiento_id, item_id, producto_id, nombre, cantidad, numero_serie, detalle)
    select ${movimientoId}, v.item_id, v.producto_id, v.nombre, v.cantidad, v.numero_serie, v.detalle
    from ${jsonRows(movementLines)}
      as v(item_id uuid, producto_id uuid, nombre text, cantidad numeric, numero_serie text, detalle text)`);
}

/**
 * Applies a stock movement inside the caller's transaction, all or nothing: the rules of spec 02 §5
 * (400 with `errores`), unknown products or warehouses of the emisor (404), then every line with
 * row locks and conditional updates, so stock never goes negative and a serial is never sold twice,
 * even with several API processes on one database (409 'Problemas con el stock:' otherwise).
 *
 * With a documentoReferencia the movement is idempotent per type: applying it again returns the
 * stored one's id with `duplicado: true`. Returns the id only (the emission never reads the movement
 * back; the movements route does). The emission flow calls this inside its own transaction.
 */
export async function applyMovement(
  tx: Tx,
  context: MovementContext,
  input: MovementInput,
  known: KnownRows = {},
): Promise<AppliedMovement> {
  const { emisorId } = context;
  const tipo = input.tipo_movimiento;
  const products = await loadProducts(
    tx,
    emisorId,
    [...new Set(input.items.map((line) => line.producto_id))],
    known.products,
  );

  // Where stock comes from and goes to; the other side is ignored (e.g. origen on a DEVOLUCIÓN).
  const origen = TIPOS_CON_ORIGEN.includes(tipo) ? input.origen : undefined;
  const destino = TIPOS_CON_DESTINO.includes(tipo) ? input.destino : undefined;
  const ruleErrors = movementRuleErrors(input, products);
  if (ruleErrors.length) throw ruleError(ruleErrors);

  const warehouseIds = [...new Set([origen, destino].filter((id): id is string => Boolean(id)))];
  await loadWarehouses(tx, emisorId, warehouseIds, known.warehouseIds);

  const lines = movementLinesOf(input, products);
  const notInventoried = [...new Set(lines.filter((line) => !line.product.inventariado).map((line) => line.nombre))];
  if (notInventoried.length) throw ruleError(notInventoried.map(productoNoInventariadoMessage));

  const header = await insertHeader(tx, context, input, origen, destino);
  if (header.duplicado) return header;
  const itemIds = await applyLines(tx, emisorId, tipo, lines, { origen, destino, warehouseIds });
  await insertMovementLines(tx, header.movimientoId, lines, itemIds);
  return header;
}
