import { createHash } from 'node:crypto';
import { type FacturarResponse, IDEMPOTENCY_KEY_REUSED_MESSAGE } from '@facturador/shared/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/database';
import { idempotencia } from '../../db/schema';
import { conflict, HttpError } from '../../errors';

/**
 * `Idempotency-Key` for `POST /api/facturar` (as Dátil's API offers it, SRI-NOTES §7): the key is
 * claimed inside the emission transaction, so of two racing twins one issues and the other waits for
 * its answer; a later retry gets the stored answer. Keys are per emisor and kept for a week.
 */
export const IDEMPOTENCY_RETENTION_DAYS = 7;

export const SOLICITUD_EN_CURSO_MESSAGE =
  'La solicitud original con esta clave de idempotencia aún se está procesando. Inténtelo nuevamente en unos segundos.';

/** Thrown inside the emission transaction when another request holds the key: roll back and wait for it. */
export class KeyTakenError extends Error {
  override name = 'KeyTakenError';
}

/** Same key, same body: a retry. The body is the validated one, so field order does not matter. */
export function requestFingerprint(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** True when this request now owns the key. On PostgreSQL a twin's insert waits here until we commit. */
export async function claimKey(tx: Tx, emisorId: string, clave: string, huella: string): Promise<boolean> {
  const rows = await tx
    .insert(idempotencia)
    .values({ emisorId, clave, huella })
    .onConflictDoNothing()
    .returning({ clave: idempotencia.clave });
  return rows.length > 0;
}

export async function linkDocument(tx: Tx, emisorId: string, clave: string, documentoId: string): Promise<void> {
  await tx
    .update(idempotencia)
    .set({ documentoId })
    .where(and(eq(idempotencia.emisorId, emisorId), eq(idempotencia.clave, clave)));
}

export async function storeAnswer(db: Executor, emisorId: string, clave: string, respuesta: FacturarResponse) {
  await db
    .update(idempotencia)
    .set({ respuesta })
    .where(and(eq(idempotencia.emisorId, emisorId), eq(idempotencia.clave, clave)));
}

export async function forgetOldKeys(db: Executor): Promise<void> {
  await db
    .delete(idempotencia)
    .where(lt(idempotencia.createdAt, new Date(Date.now() - IDEMPOTENCY_RETENTION_DAYS * 86_400_000)));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The answer already given for a key, waiting while the first request is still talking to SRI (up
 * to `waitMs` after it started); after that, `fromDocument` describes its document as it stands.
 * Null when the key is unused (or its first use rolled back). 422 when the key was used with another
 * body.
 */
export async function previousAnswer(
  db: Executor,
  emisorId: string,
  clave: string,
  huella: string,
  waitMs: number,
  fromDocument: (documentoId: string) => Promise<FacturarResponse | null>,
): Promise<FacturarResponse | null> {
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    const [row] = await db
      .select({
        huella: idempotencia.huella,
        respuesta: idempotencia.respuesta,
        documentoId: idempotencia.documentoId,
        createdAt: idempotencia.createdAt,
      })
      .from(idempotencia)
      .where(and(eq(idempotencia.emisorId, emisorId), eq(idempotencia.clave, clave)));
    if (!row) return null;
    if (row.huella !== huella) throw new HttpError(422, IDEMPOTENCY_KEY_REUSED_MESSAGE);
    if (row.respuesta) return row.respuesta as FacturarResponse;
    // The first request had its time (e.g. it died with its process): describe the document instead.
    if (Date.now() >= row.createdAt.getTime() + waitMs) {
      const answer = row.documentoId ? await fromDocument(row.documentoId) : null;
      if (answer) return answer;
      throw conflict(SOLICITUD_EN_CURSO_MESSAGE);
    }
    await sleep(pause);
  }
}
