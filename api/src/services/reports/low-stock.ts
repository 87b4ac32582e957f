import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { almacenes, items, productos } from '../../db/schema';

/**
 * Items below their product's stock_minimo, per warehouse: a count for plain products, the
 * DISPONIBLE units for serialized ones. Derived on read, so every sale or movement flags at once.
 */
export async function lowStockItems(db: Executor, emisorId: string) {
  const stock = sql<string>`sum(case when ${items.numeroSerie} is null then ${items.stock} when ${items.status} = 'DISPONIBLE' then 1 else 0 end)`;
  const rows = await db
    .select({
      codigo: productos.codigo,
      nombre: productos.nombre,
      almacen: almacenes.nombre,
      stock,
      stockMinimo: productos.stockMinimo,
    })
    .from(items)
    .innerJoin(productos, eq(productos.id, items.productoId))
    .innerJoin(almacenes, eq(almacenes.id, items.almacenId))
    .where(
      and(
        eq(items.emisorId, emisorId),
        eq(items.activo, true),
        eq(productos.activo, true),
        eq(productos.inventariado, true),
        eq(almacenes.activo, true),
        sql`${productos.stockMinimo} > 0`,
      ),
    )
    .groupBy(productos.id, almacenes.id)
    .having(sql`${stock} < ${productos.stockMinimo}`)
    .orderBy(productos.codigo, almacenes.nombre);
  return rows.map((row) => ({ ...row, stock: Number(row.stock), stockMinimo: Number(row.stockMinimo) }));
}
