import {
  applyInventoryPermission,
  COBRA_ICE_DESACTIVADO_MESSAGE,
  fechaIsoHoy,
  iceContenidoViolation,
  type Product,
  type ProductInput,
  productEditErrors,
  productoDuplicadoMessage,
  productoNoEncontradoMessage,
} from '@facturador/shared/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import { emisores, productos } from '../../db/schema';
import { badRequest, conflict, notFound, rethrowUniqueViolation } from '../../errors';
import type { AuthContext } from '../auth/auth-context';
import { assertInventoriedProductAllowed } from '../company/plan-usage';
import { inTransaction } from '../transactions';

type ProductRow = typeof productos.$inferSelect;

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    codigo: row.codigo,
    nombre: row.nombre,
    descripcion: row.descripcion,
    categoria: row.categoria,
    precio: row.precio,
    unidad_medida: row.unidadMedida as Product['unidad_medida'],
    serializado: row.serializado,
    inventariado: row.inventariado,
    stock_minimo: row.stockMinimo,
    impuesto: row.impuesto as Product['impuesto'],
    activo: row.activo,
    irbpnr: row.irbpnr,
    botellasPorUnidad: row.botellasPorUnidad,
    ice: row.iceCodigo === null ? null : { codigo: row.iceCodigo },
    contenido: row.contenido ?? {},
  };
}

function toColumns(input: ProductInput) {
  return {
    codigo: input.codigo,
    nombre: input.nombre,
    descripcion: input.descripcion,
    categoria: input.categoria,
    precio: input.precio,
    unidadMedida: input.unidad_medida,
    serializado: input.serializado,
    inventariado: input.inventariado,
    stockMinimo: input.stock_minimo,
    impuesto: input.impuesto,
    activo: input.activo,
    irbpnr: input.irbpnr,
    botellasPorUnidad: input.botellasPorUnidad,
    iceCodigo: input.ice?.codigo ?? null,
    contenido: input.contenido,
  };
}

/**
 * Only producers and importers charge ICE: a product with ICE needs the company's cobraIce, and a
 * code charged by content (per litre of pure alcohol, per 100 g of sugar) the product's content.
 */
async function assertIceAllowed(db: Executor, emisorId: string, input: ProductInput) {
  if (!input.ice) return;
  const [emisor] = await db.select({ cobraIce: emisores.cobraIce }).from(emisores).where(eq(emisores.id, emisorId));
  if (!emisor?.cobraIce) throw conflict(COBRA_ICE_DESACTIVADO_MESSAGE);
  const sinContenido = iceContenidoViolation(input, fechaIsoHoy());
  if (sinContenido) throw conflict(sinContenido);
}

/** The same code for the catalogue: case and surrounding spaces do not count (ABC-1 = ' abc-1'). */
const sameCodigo = (codigo: string) => sql`lower(trim(${productos.codigo})) = lower(trim(${codigo}))`;

/**
 * A clear 409 before the unique index would fire. A new product clashes with any product; an edited
 * one with the others except those flagged by migration 0006 (already reported, they must not block
 * the product that kept the code).
 */
async function assertCodigoLibre(db: Executor, emisorId: string, codigo: string, editedId?: string) {
  const others = editedId ? [ne(productos.id, editedId), eq(productos.codigoDuplicado, false)] : [];
  const [clash] = await db
    .select({ codigo: productos.codigo })
    .from(productos)
    .where(and(eq(productos.emisorId, emisorId), sameCodigo(codigo), ...others))
    .limit(1);
  if (clash) throw conflict(productoDuplicadoMessage(clash.codigo));
}

export async function listProducts(db: Executor, emisorId: string): Promise<Product[]> {
  const rows = await db.select().from(productos).where(eq(productos.emisorId, emisorId)).orderBy(asc(productos.nombre));
  return rows.map(toProduct);
}

export async function createProduct(db: Db, auth: AuthContext, body: ProductInput): Promise<Product> {
  const input = applyInventoryPermission(body, auth.permisos.usarInventario);
  await assertCodigoLibre(db, auth.emisorId, input.codigo);
  await assertIceAllowed(db, auth.emisorId, input);
  if (input.inventariado) await assertInventoriedProductAllowed(db, auth.emisorId);
  try {
    const [row] = await db
      .insert(productos)
      .values({ emisorId: auth.emisorId, ...toColumns(input) })
      .returning();
    return toProduct(row!);
  } catch (error) {
    rethrowUniqueViolation(error, productoDuplicadoMessage(input.codigo));
  }
}

export async function updateProduct(db: Db, auth: AuthContext, id: string, body: ProductInput): Promise<Product> {
  try {
    return await inTransaction(db, async (tx) => {
      const [current] = await tx
        .select()
        .from(productos)
        .where(and(eq(productos.id, id), eq(productos.emisorId, auth.emisorId)))
        .for('update');
      if (!current) throw notFound(productoNoEncontradoMessage(body.codigo));
      const existing = toProduct(current);
      const input = applyInventoryPermission(body, auth.permisos.usarInventario, existing);
      const errores = productEditErrors(existing, input);
      if (errores.length) throw badRequest(errores[0]!, errores);
      await assertCodigoLibre(tx, auth.emisorId, input.codigo, id);
      await assertIceAllowed(tx, auth.emisorId, input);
      if (input.inventariado && !existing.inventariado) await assertInventoriedProductAllowed(tx, auth.emisorId, id);
      const [row] = await tx
        .update(productos)
        // A free code settles a clash reported by migration 0006.
        .set({ ...toColumns(input), codigoDuplicado: false, updatedAt: new Date() })
        .where(and(eq(productos.id, id), eq(productos.emisorId, auth.emisorId)))
        .returning();
      return toProduct(row!);
    });
  } catch (error) {
    rethrowUniqueViolation(error, productoDuplicadoMessage(body.codigo));
  }
}
