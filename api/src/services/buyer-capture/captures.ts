import { createHash, randomBytes } from 'node:crypto';
import {
  CAPTURA_CLIENTE_TTL_MS,
  CAPTURA_EXPIRADA_MESSAGE,
  CAPTURA_NO_EXISTE_MESSAGE,
  CAPTURA_USADA_MESSAGE,
  type CapturaComprador,
  type CapturaContexto,
  type CapturaCreada,
  type CapturaResultado,
  capturaClientePath,
  capturaCompradorSchema,
  type TipoIdentificacion,
} from '@facturador/shared/domain';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import { capturasCliente, emisores } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../errors';
import { buyerUpsert } from '../buyers/buyers';
import { inTransaction } from '../transactions';

/** 32 random bytes (256 bits), base64url: 43 characters nobody guesses. */
export const newCaptureToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Spent links are kept a day after they expire (the clerk may still read the result), then deleted. */
const KEEP_AFTER_EXPIRY_MS = 24 * 3_600_000;

export interface CaptureOwner {
  emisorId: string;
  userId: string;
}

export async function createCapture(
  db: Executor,
  owner: CaptureOwner,
  publicUrl: string,
  now = new Date(),
): Promise<CapturaCreada> {
  await db.delete(capturasCliente).where(lt(capturasCliente.expiraEn, new Date(now.getTime() - KEEP_AFTER_EXPIRY_MS)));
  const token = newCaptureToken();
  const expiraEn = new Date(now.getTime() + CAPTURA_CLIENTE_TTL_MS);
  await db.insert(capturasCliente).values({
    tokenHash: hashToken(token),
    emisorId: owner.emisorId,
    usuarioId: owner.userId,
    expiraEn,
  });
  return { token, url: `${publicUrl}${capturaClientePath(token)}`, expiraEn: expiraEn.toISOString() };
}

async function findCapture(db: Executor, token: string) {
  const [row] = await db
    .select()
    .from(capturasCliente)
    .where(eq(capturasCliente.tokenHash, hashToken(token)));
  return row;
}

/** The link is open: known, not used, not expired; otherwise the Spanish reason, 404, 409 or 410. */
function assertOpen(row: Awaited<ReturnType<typeof findCapture>>, now: Date): asserts row is NonNullable<typeof row> {
  if (!row) throw notFound(CAPTURA_NO_EXISTE_MESSAGE);
  if (row.usadoEn) throw conflict(CAPTURA_USADA_MESSAGE);
  if (row.expiraEn.getTime() <= now.getTime()) throw new HttpError(410, CAPTURA_EXPIRADA_MESSAGE);
}

/** What the public page may show: the trade name (the razón social when it has none) and the expiry. */
export async function captureContext(db: Executor, token: string, now = new Date()): Promise<CapturaContexto> {
  const row = await findCapture(db, token);
  assertOpen(row, now);
  const [emisor] = await db
    .select({ nombreComercial: emisores.nombreComercial, razonSocial: emisores.razonSocial })
    .from(emisores)
    .where(eq(emisores.id, row.emisorId));
  return {
    nombreComercial: emisor?.nombreComercial.trim() || emisor?.razonSocial || '',
    expiraEn: row.expiraEn.toISOString(),
  };
}

/** Throws the link's reason when it cannot take data any more (checked before the catastro is asked). */
export async function assertCaptureOpen(db: Executor, token: string, now = new Date()): Promise<void> {
  assertOpen(await findCapture(db, token), now);
}

/**
 * Spends the link with the buyer's data, once: the update only matches an open link, so two phones sending
 * at once (or two API instances) leave one winner and the other is told the link was used. When the buyer
 * allows it, the customer is registered in the same transaction, as registrarComprador does at emission.
 */
export async function submitCapture(db: Db, token: string, comprador: CapturaComprador, now = new Date()) {
  await inTransaction(db, async (tx) => {
    const [spent] = await tx
      .update(capturasCliente)
      .set({ usadoEn: now, datos: comprador })
      .where(
        and(
          eq(capturasCliente.tokenHash, hashToken(token)),
          isNull(capturasCliente.usadoEn),
          sql`${capturasCliente.expiraEn} > ${now}`,
        ),
      )
      .returning({ emisorId: capturasCliente.emisorId });
    if (!spent) assertOpen(await findCapture(tx, token), now);
    if (!spent) throw conflict(CAPTURA_USADA_MESSAGE);
    if (comprador.registrar)
      await buyerUpsert(tx, spent.emisorId, {
        tipoIdentificacion: comprador.tipoIdentificacion as TipoIdentificacion,
        identificacion: comprador.identificacion,
        razonSocial: comprador.razonSocial,
        direccion: comprador.direccion,
        email: comprador.email,
      });
  });
}

/** The clerk's view of their own link; another user's or company's answers 404 like an unknown one. */
export async function captureResult(
  db: Executor,
  owner: CaptureOwner,
  token: string,
  now = new Date(),
): Promise<CapturaResultado> {
  const row = await findCapture(db, token);
  if (!row || row.emisorId !== owner.emisorId || row.usuarioId !== owner.userId)
    throw notFound(CAPTURA_NO_EXISTE_MESSAGE);
  if (row.usadoEn) {
    const datos = capturaCompradorSchema.safeParse(row.datos);
    if (datos.success) return { estado: 'recibido', datos: datos.data };
  }
  return { estado: row.expiraEn.getTime() <= now.getTime() ? 'expirado' : 'pendiente' };
}
