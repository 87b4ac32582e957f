import { nombreDocumentoEmitido } from '@facturador/shared/domain';
import { AMBIENTES_RIDE } from '@facturador/shared/domain/ride';
import { secuencialAgotadoMessage } from '@facturador/shared/domain/settings';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/database';
import { establecimientos, puntosEmision, secuenciales, usuarios } from '../../db/schema';
import { conflict, pgErrorCode } from '../../errors';
import type { BuyerUpsert } from '../buyers/buyers';

const PG_CHECK_VIOLATION = '23514';

export interface PuntoEmision {
  id: string;
  estab: string;
  ptoEmi: string;
  direccionEstablecimiento: string;
}

/**
 * The user's emission point, or the emisor's first active one (001-001 in the demo), in one query.
 * Only active points of active establishments issue.
 */
export async function puntoEmisionForUser(
  db: Executor,
  emisorId: string,
  userId: string,
): Promise<PuntoEmision | null> {
  const [row] = await db
    .select({
      id: puntosEmision.id,
      estab: establecimientos.codigo,
      ptoEmi: puntosEmision.codigo,
      direccionEstablecimiento: establecimientos.direccion,
    })
    .from(puntosEmision)
    .innerJoin(establecimientos, eq(establecimientos.id, puntosEmision.establecimientoId))
    .leftJoin(usuarios, and(eq(usuarios.id, userId), eq(usuarios.emisorId, emisorId)))
    .where(
      and(
        eq(establecimientos.emisorId, emisorId),
        eq(establecimientos.activo, true),
        eq(puntosEmision.activo, true),
        or(isNull(usuarios.puntoEmisionId), eq(puntosEmision.id, usuarios.puntoEmisionId)),
      ),
    )
    .orderBy(asc(establecimientos.codigo), asc(puntosEmision.codigo))
    .limit(1);
  return row ?? null;
}

/**
 * Next secuencial for an emission point, document type (DOCUMENTOS_EMITIDOS) and ambiente, as a 9-digit
 * string. Call it inside the emission transaction: the counter row stays locked until commit, so
 * numbers are gapless (a rollback gives the number back) and unique across API instances.
 *
 * `buyer` (the emission's buyerUpsert) runs in the same statement, a data-modifying CTE: one round
 * trip fewer, and the buyer's row, like the counter's, stays locked only from here to commit.
 * Named statements: PostgreSQL parses and plans them once per connection. Past 999999999 the
 * counter's check refuses the row: a 409 naming the point, and the transaction rolls back.
 */
export async function nextSecuencial(
  tx: Tx,
  punto: PuntoEmision,
  tipo: string,
  ambiente: 1 | 2,
  buyer?: BuyerUpsert,
): Promise<string> {
  const puntoEmisionId = punto.id;
  const counter = (db: Pick<Tx, 'insert'>) =>
    db
      .insert(secuenciales)
      .values({ puntoEmisionId, tipo, ambiente, ultimo: 1 })
      .onConflictDoUpdate({
        target: [secuenciales.puntoEmisionId, secuenciales.tipo, secuenciales.ambiente],
        set: { ultimo: sql`${secuenciales.ultimo} + 1` },
      })
      .returning({ ultimo: secuenciales.ultimo });
  try {
    const [row] = buyer
      ? await counter(tx.with(tx.$with('comprador').as(buyer)))
          .prepare('secuencial_siguiente_con_comprador')
          .execute()
      : await counter(tx).prepare('secuencial_siguiente').execute();
    return String(row!.ultimo).padStart(9, '0');
  } catch (error) {
    if (pgErrorCode(error) !== PG_CHECK_VIOLATION) throw error;
    throw conflict(
      secuencialAgotadoMessage(
        nombreDocumentoEmitido(tipo),
        AMBIENTES_RIDE[ambiente],
        `${punto.estab}-${punto.ptoEmi}`,
      ),
    );
  }
}
