import {
  ITEM_ELIMINADO_NO_EDITABLE_MESSAGE,
  type Item,
  type ItemListQuery,
  type ItemStatus,
  type ItemUpdate,
  itemNoEncontradoMessage,
  resolveItemStatus,
} from '@facturador/shared/domain';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/database';
import { almacenes, items, productos } from '../../../db/schema';
import { badRequest, notFound } from '../../../errors';
import { inTransaction } from '../transactions';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const itemColumns = {
  id: items.id,
  nombre: productos.nombre,
  productoId: items.productoId,
  productoCodigo: productos.codigo,
  almacenId: items.almacenId,
  almacenNombre: almacenes.nombre,
  almacenCiudad: almacenes.ciudad,
  numeroSerie: items.numeroSerie,
  stock: items.stock,
  status: items.status,
  detalle: items.detalle,
  activo: items.activo,
  precio: productos.precio,
  impuesto: productos.impuesto,
  serializado: productos.serializado,
};

interface ItemRow {
  id: string;
  nombre: string;
  productoId: string;
  productoCodigo: string;
  almacenId: string;
  almacenNombre: string;
  almacenCiudad: string;
  numeroSerie: string | null;
  stock: number;
  status: string;
  detalle: string;
  activo: boolean;
  precio: number;
  impuesto: string;
  serializado: boolean;
}

function toItem(row: ItemRow): Item {
  return {
    _id: row.id,
    nombre: row.nombre,
    producto_id: row.productoId,
    producto_codigo: row.productoCodigo,
    almacen_id: row.almacenId,
    almacen_nombre: row.almacenNombre,
    almacen_ciudad: row.almacenCiudad,
    numero_serie: row.numeroSerie,
    stock: row.stock,
    status: row.status as ItemStatus,
    detalle: row.detalle,
    activo: row.activo,
    precio: row.precio,
    impuesto: row.impuesto as Item['impuesto'],
    serializado: row.serializado,
  };
}

function selectItems(db: Executor) {
  return db
    .select(itemColumns)
    .from(items)
    .innerJoin(productos, eq(productos.id, items.productoId))
    .innerJoin(almacenes, eq(almacenes.id, items.almacenId));
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** GET /api/items: busqueda (product name, code or serial), almacen (id or name), status, producto_id. */
export async function listItems(db: Executor, emisorId: string, query: ItemListQuery): Promise<Item[]> {
  const conditions: SQL[] = [eq(items.emisorId, emisorId)];
  if (query.busqueda) {
    const pattern = likeContains(query.busqueda);
    conditions.push(
      or(ilike(productos.nombre, pattern), ilike(productos.codigo, pattern), ilike(items.numeroSerie, pattern))!,
    );
  }
  if (query.almacen) {
    const byName = sql`lower(${almacenes.nombre}) = lower(${query.almacen})`;
    conditions.push(UUID.test(query.almacen) ? or(eq(almacenes.id, query.almacen), byName)! : byName);
  }
  if (query.status) conditions.push(eq(items.status, query.status));
  if (query.producto_id) {
    if (!UUID.test(query.producto_id)) return [];
    conditions.push(eq(items.productoId, query.producto_id));
  }
  const rows = await selectItems(db)
    .where(and(...conditions))
    .orderBy(asc(productos.nombre), asc(almacenes.nombre), asc(items.numeroSerie))
    .limit(query.limite);
  return rows.map(toItem);
}

export async function getItem(db: Executor, emisorId: string, id: string): Promise<Item> {
  const [row] = await selectItems(db).where(and(eq(items.id, id), eq(items.emisorId, emisorId)));
  if (!row) throw notFound(itemNoEncontradoMessage(id));
  return toItem(row);
}

/**
 * PUT /api/items/{id}: detalle, status and activo. The status only changes on serialized items
 * (others stay DISPONIBLE); an ELIMINADO item is not editable. A serial counts as stock only
 * while DISPONIBLE.
 */
export async function updateItem(db: Db, emisorId: string, id: string, update: ItemUpdate): Promise<Item> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx
      .select({ status: items.status, numeroSerie: items.numeroSerie, stock: items.stock })
      .from(items)
      .where(and(eq(items.id, id), eq(items.emisorId, emisorId)))
      .for('update');
    if (!current) throw notFound(itemNoEncontradoMessage(id));
    const status = resolveItemStatus(
      { status: current.status as ItemStatus, numero_serie: current.numeroSerie },
      update.status,
    );
    if (status === null) throw badRequest(ITEM_ELIMINADO_NO_EDITABLE_MESSAGE);
    await tx
      .update(items)
      .set({
        status,
        ...(current.numeroSerie ? { stock: status === 'DISPONIBLE' ? 1 : 0 } : {}),
        ...(update.detalle !== undefined ? { detalle: update.detalle } : {}),
        ...(update.activo !== undefined ? { activo: update.activo } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(items.id, id), eq(items.emisorId, emisorId)));
    return getItem(tx, emisorId, id);
  });
}
