import {
  ITEM_ELIMINADO_NO_EDITABLE_MESSAGE,
  type Item,
  type ItemListQuery,
  type ItemStatus,
  type ItemUpdate,
  itemNoEncontradoMessage,
  resolvedItemStock,
  resolveItemStatus,
  STOCK_CON_SERIE_MESSAGE,
} from '@facturador/shared/domain';
import { TIPO_AJUSTE } from '@facturador/shared/domain/movements';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import { likeContains } from '../../db/like';
import { almacenes, items, productos } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { AuthContext } from '../auth/auth-context';
import { inTransaction } from '../transactions';
import { recordItemEditMovement } from './item-edit-movement';

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
 * PUT /api/items/{id}: detalle, status, activo and (items without serial) stock. The status only
 * changes on serialized items (others stay DISPONIBLE); an ELIMINADO item is not editable. A serial
 * counts as stock only while DISPONIBLE. Every change of stock writes its movement (ELIMINACIÓN
 * when the item is eliminated, AJUSTE otherwise) with the user and the reason, so the movements list
 * explains it.
 */
export async function updateItem(db: Db, auth: AuthContext, id: string, update: ItemUpdate): Promise<Item> {
  const { emisorId } = auth;
  return inTransaction(db, async (tx) => {
    const [current] = await tx
      .select({
        status: items.status,
        numeroSerie: items.numeroSerie,
        stock: items.stock,
        almacenId: items.almacenId,
        productoId: items.productoId,
        nombre: productos.nombre,
      })
      .from(items)
      .innerJoin(productos, eq(productos.id, items.productoId))
      .where(and(eq(items.id, id), eq(items.emisorId, emisorId)))
      .for('update', { of: items });
    if (!current) throw notFound(itemNoEncontradoMessage(id));
    const status = resolveItemStatus(
      { status: current.status as ItemStatus, numero_serie: current.numeroSerie },
      update.status,
    );
    if (status === null) throw badRequest(ITEM_ELIMINADO_NO_EDITABLE_MESSAGE);
    if (current.numeroSerie && update.stock !== undefined && update.stock !== current.stock)
      throw badRequest(STOCK_CON_SERIE_MESSAGE);
    const stock = resolvedItemStock({ numero_serie: current.numeroSerie, stock: current.stock }, status, update.stock);
    await tx
      .update(items)
      .set({
        status,
        stock,
        ...(update.detalle !== undefined ? { detalle: update.detalle } : {}),
        ...(update.activo !== undefined ? { activo: update.activo } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(items.id, id), eq(items.emisorId, emisorId)));
    const eliminado = status === 'ELIMINADO' && current.status !== 'ELIMINADO';
    if (eliminado || stock !== current.stock)
      await recordItemEditMovement(tx, auth, {
        tipo: eliminado ? 'ELIMINACIÓN' : TIPO_AJUSTE,
        itemId: id,
        productoId: current.productoId,
        almacenId: current.almacenId,
        nombre: current.nombre,
        numeroSerie: current.numeroSerie,
        antes: current.stock,
        despues: stock,
        motivo: update.motivo,
      });
    return getItem(tx, emisorId, id);
  });
}
