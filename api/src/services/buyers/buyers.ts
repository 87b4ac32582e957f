import type { Buyer, PersonaData, TipoIdentificacion } from '@facturador/shared/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { compradores } from '../../db/schema';

export async function findBuyer(db: Executor, emisorId: string, identificacion: string): Promise<PersonaData | null> {
  const [row] = await db
    .select({
      tipoIdentificacion: compradores.tipoIdentificacion,
      razonSocial: compradores.razonSocial,
      direccion: compradores.direccion,
      email: compradores.email,
    })
    .from(compradores)
    .where(and(eq(compradores.emisorId, emisorId), eq(compradores.identificacion, identificacion)));
  return row ? { ...row, tipoIdentificacion: row.tipoIdentificacion as TipoIdentificacion } : null;
}

/**
 * Creates or updates the emisor's buyer (registrarComprador of an emission). Call it inside the
 * emission transaction. Consumidor final (07) is never stored.
 */
export async function registerBuyer(db: Executor, emisorId: string, buyer: Buyer): Promise<void> {
  if (buyer.tipoIdentificacion === '07') return;
  await db
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
    });
}
