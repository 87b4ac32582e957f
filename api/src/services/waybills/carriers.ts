import type {
  TipoIdentificacionTransportista,
  Transportista,
  TransportistaInput,
} from '@facturador/shared/domain/waybills';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { transportistas } from '../../db/schema';

type CarrierRow = Pick<
  typeof transportistas.$inferSelect,
  'id' | 'tipoIdentificacion' | 'identificacion' | 'razonSocial' | 'placa'
>;

const carrierColumns = {
  id: transportistas.id,
  tipoIdentificacion: transportistas.tipoIdentificacion,
  identificacion: transportistas.identificacion,
  razonSocial: transportistas.razonSocial,
  placa: transportistas.placa,
};

function toCarrier(row: CarrierRow): Transportista {
  return {
    _id: row.id,
    tipoIdentificacion: row.tipoIdentificacion as TipoIdentificacionTransportista,
    identificacion: row.identificacion,
    razonSocial: row.razonSocial,
    placa: row.placa,
  };
}

/** The company's saved carriers, by razón social (then placa). */
export async function listCarriers(db: Executor, emisorId: string): Promise<Transportista[]> {
  const rows = await db
    .select(carrierColumns)
    .from(transportistas)
    .where(eq(transportistas.emisorId, emisorId))
    .orderBy(asc(transportistas.razonSocial), asc(transportistas.placa));
  return rows.map(toCarrier);
}

/**
 * Saves a carrier: the same identificación and placa update the one saved (its type and razón social),
 * in one statement so two saves at once never make two. `created` says whether it is new.
 */
export async function saveCarrier(
  db: Executor,
  emisorId: string,
  input: TransportistaInput,
): Promise<{ transportista: Transportista; created: boolean }> {
  const [row] = await db
    .insert(transportistas)
    .values({ emisorId, ...input })
    .onConflictDoUpdate({
      target: [transportistas.emisorId, transportistas.identificacion, transportistas.placa],
      set: {
        tipoIdentificacion: sql`excluded.tipo_identificacion`,
        razonSocial: sql`excluded.razon_social`,
        updatedAt: new Date(),
      },
    })
    // xmax is 0 on a row this statement inserted, and the updating transaction's id on one it updated.
    .returning({ ...carrierColumns, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('transportista sin guardar');
  return { transportista: toCarrier(row), created: row.created };
}

/** Deletes one of the company's carriers; false when it has none with that id. */
export async function deleteCarrier(db: Executor, emisorId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(transportistas)
    .where(and(eq(transportistas.id, id), eq(transportistas.emisorId, emisorId)))
    .returning({ id: transportistas.id });
  return deleted.length > 0;
}
