import {
  almacenDuplicadoMessage,
  almacenNoEncontradoMessage,
  type Warehouse,
  type WarehouseInput,
} from '@facturador/shared/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import { almacenes } from '../../db/schema';
import { notFound, rethrowUniqueViolation } from '../../errors';

type WarehouseRow = typeof almacenes.$inferSelect;

export function toWarehouse(row: WarehouseRow): Warehouse {
  return {
    _id: row.id,
    nombre: row.nombre,
    direccion: row.direccion,
    ciudad: row.ciudad,
    responsable: row.responsable,
    telefono: row.telefono,
    activo: row.activo,
  };
}

export async function listWarehouses(db: Executor, emisorId: string): Promise<Warehouse[]> {
  const rows = await db.select().from(almacenes).where(eq(almacenes.emisorId, emisorId)).orderBy(asc(almacenes.nombre));
  return rows.map(toWarehouse);
}

export async function createWarehouse(db: Db, emisorId: string, input: WarehouseInput): Promise<Warehouse> {
  try {
    const [row] = await db
      .insert(almacenes)
      .values({ emisorId, ...input })
      .returning();
    return toWarehouse(row!);
  } catch (error) {
    rethrowUniqueViolation(error, almacenDuplicadoMessage(input.nombre));
  }
}

export async function updateWarehouse(db: Db, emisorId: string, id: string, input: WarehouseInput): Promise<Warehouse> {
  let row: WarehouseRow | undefined;
  try {
    [row] = await db
      .update(almacenes)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(almacenes.id, id), eq(almacenes.emisorId, emisorId)))
      .returning();
  } catch (error) {
    rethrowUniqueViolation(error, almacenDuplicadoMessage(input.nombre));
  }
  if (!row) throw notFound(almacenNoEncontradoMessage(input.nombre));
  return toWarehouse(row);
}
