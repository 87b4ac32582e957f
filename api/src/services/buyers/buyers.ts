import type { Buyer, PersonaEncontrada, TipoIdentificacion } from '@facturador/shared/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { compradores } from '../../db/schema';

/** The emisor's registered buyer; `telefono` only when one is on file (the customer import sets it). */
export async function findBuyer(
  db: Executor,
  emisorId: string,
  identificacion: string,
): Promise<PersonaEncontrada | null> {
  const [row] = await db
    .select({
      tipoIdentificacion: compradores.tipoIdentificacion,
      razonSocial: compradores.razonSocial,
      direccion: compradores.direccion,
      email: compradores.email,
      telefono: compradores.telefono,
    })
    .from(compradores)
    .where(and(eq(compradores.emisorId, emisorId), eq(compradores.identificacion, identificacion)));
  if (!row) return null;
  const { telefono, ...data } = row;
  return {
    ...data,
    tipoIdentificacion: data.tipoIdentificacion as TipoIdentificacion,
    ...(telefono ? { telefono } : {}),
  };
}

/**
 * The upsert that creates or updates the emisor's buyer (registrarComprador of an emission), to run
 * inside the emission transaction; undefined for consumidor final (07), which is never stored. The
 * emission sends it in the statement that takes the secuencial (nextSecuencial).
 */
export function buyerUpsert(db: Executor, emisorId: string, buyer: Buyer) {
  if (buyer.tipoIdentificacion === '07') return undefined;
  return db
    .insert(compradores)
    .values({ emisorId, ...buyer })
    .onConflictDoUpdate({
      target: [compradores.emisorId, compradores.identificacion],
      set: {
        tipoIdentificacion: sql`excluded.tipo_identificacion`,
        razonSocial: sql`excluded.razon_social`,
        direccion: sql`excluded.direccion`,
        email: sql`excluded.email`,
        updatedAt: new Date(),
      },
    })
    .returning({ id: compradores.id });
}

export type BuyerUpsert = NonNullable<ReturnType<typeof buyerUpsert>>;
