import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_OTRA_SOLICITUD_MESSAGE } from '@facturador/shared/domain';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/database';
import { solicitudesIdempotentes } from '../../db/schema';
import { conflict } from '../../errors';
import { IDEMPOTENCY_RETENTION_DAYS, SOLICITUD_EN_CURSO_MESSAGE } from '../emission/idempotency';

/**
 * The storage of `Idempotency-Key` for the routes that opt in (plugins/app/idempotency.ts). A request
 * claims its key (emisor, route, key) before it runs, so a twin on any instance sees it at once; the
 * claim is confirmed inside the request's own transaction (`confirmClaimIn`), so "the write committed"
 * and "the key is spent" commit together. An unconfirmed claim whose owner went silent past the lease
 * is taken over and run again; a confirmed one never is.
 */
export interface Claim {
  emisorId: string;
  ruta: string;
  clave: string;
  huella: string;
  /** This request's token: every write to the row checks it, so a taken-over owner cannot commit. */
  dueno: string;
  /** False once the answer is sent: later work the request started does not touch the key. */
  activa: boolean;
}

export interface StoredAnswer {
  estado: number;
  tipo: string | null;
  cuerpo: string | null;
}

/** The claim lost to a takeover (its owner was silent past the lease): its transaction rolls back. */
export const claimLost = () => conflict(SOLICITUD_EN_CURSO_MESSAGE);

const current = new AsyncLocalStorage<Claim>();

const keyOf = (claim: Pick<Claim, 'emisorId' | 'ruta' | 'clave'>) =>
  and(
    eq(solicitudesIdempotentes.emisorId, claim.emisorId),
    eq(solicitudesIdempotentes.ruta, claim.ruta),
    eq(solicitudesIdempotentes.clave, claim.clave),
  );

/** Same key, same request: the route's params, query and (validated) body, or a multipart form's digest. */
export function fingerprintOf(request: { params: unknown; query: unknown; body: unknown }): string {
  return createHash('sha256')
    .update(JSON.stringify({ params: request.params, query: request.query, body: request.body }))
    .digest('hex');
}

export function newClaim(scope: Omit<Claim, 'dueno' | 'activa'>): Claim {
  return { ...scope, dueno: randomUUID(), activa: true };
}

/** Runs the route's work with the claim visible to `confirmClaimIn`. */
export function runWithClaim<T>(claim: Claim, work: () => T): T {
  return current.run(claim, work);
}

/** Called first in every transaction (services/transactions.ts): spends the key of the request, if any. */
export async function confirmClaimIn(tx: Tx): Promise<void> {
  const claim = current.getStore();
  if (!claim?.activa) return;
  const rows = await tx
    .update(solicitudesIdempotentes)
    .set({ confirmada: true })
    .where(and(keyOf(claim), eq(solicitudesIdempotentes.dueno, claim.dueno)))
    .returning({ clave: solicitudesIdempotentes.clave });
  if (rows.length === 0) throw claimLost();
}

/** True when this request now holds the key (a week-old use of it is forgotten first). */
export async function claimKey(db: Executor, claim: Claim): Promise<boolean> {
  await db.delete(solicitudesIdempotentes).where(and(keyOf(claim), lt(solicitudesIdempotentes.createdAt, cutoff())));
  const rows = await db
    .insert(solicitudesIdempotentes)
    .values({
      emisorId: claim.emisorId,
      ruta: claim.ruta,
      clave: claim.clave,
      huella: claim.huella,
      dueno: claim.dueno,
    })
    .onConflictDoNothing()
    .returning({ clave: solicitudesIdempotentes.clave });
  return rows.length > 0;
}

/**
 * Takes over a claim whose owner has been silent for `leaseMs` and never committed. On PostgreSQL this
 * waits while the owner's transaction holds the row, then sees whether it confirmed.
 */
async function takeOver(db: Executor, claim: Claim, previousOwner: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(solicitudesIdempotentes)
    .set({ dueno: claim.dueno, tomadaEn: sql`now()` })
    .where(
      and(
        keyOf(claim),
        eq(solicitudesIdempotentes.dueno, previousOwner),
        eq(solicitudesIdempotentes.confirmada, false),
        isNull(solicitudesIdempotentes.estado),
        lt(solicitudesIdempotentes.tomadaEn, sql`now() - make_interval(secs => ${leaseMs / 1000})`),
      ),
    )
    .returning({ clave: solicitudesIdempotentes.clave });
  return rows.length > 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims the key, or answers what its first use answered: waits while that request is still running
 * (up to `leaseMs` after it took the key), then 409 «en curso» if it committed without an answer, or
 * takes the key over if it never committed. 409 when the key was used with another body.
 */
export async function claimOrAnswer(db: Executor, claim: Claim, leaseMs: number): Promise<StoredAnswer | null> {
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    if (await claimKey(db, claim)) return null;
    const [row] = await db.select().from(solicitudesIdempotentes).where(keyOf(claim));
    if (!row) continue; // released (its first use failed) just now: claim it again
    if (row.huella !== claim.huella) throw conflict(IDEMPOTENCY_KEY_OTRA_SOLICITUD_MESSAGE);
    if (row.estado !== null) return { estado: row.estado, tipo: row.tipo, cuerpo: row.cuerpo };
    if (Date.now() >= row.tomadaEn.getTime() + leaseMs) {
      if (row.confirmada) throw conflict(SOLICITUD_EN_CURSO_MESSAGE);
      if (await takeOver(db, claim, row.dueno, leaseMs)) return null;
    }
    await sleep(pause);
  }
}

/** The first answer, kept for the retries. */
export async function storeAnswer(db: Executor, claim: Claim, answer: StoredAnswer): Promise<void> {
  await db
    .update(solicitudesIdempotentes)
    .set(answer)
    .where(and(keyOf(claim), eq(solicitudesIdempotentes.dueno, claim.dueno)));
}

/** A refused request wrote nothing (unless its transaction committed): the key is free for a retry. */
export async function releaseKey(db: Executor, claim: Claim): Promise<void> {
  await db
    .delete(solicitudesIdempotentes)
    .where(
      and(keyOf(claim), eq(solicitudesIdempotentes.dueno, claim.dueno), eq(solicitudesIdempotentes.confirmada, false)),
    );
}

const cutoff = () => new Date(Date.now() - IDEMPOTENCY_RETENTION_DAYS * 86_400_000);

/** Keys are kept for a week, as emission's. */
export async function forgetOldRequestKeys(db: Executor): Promise<void> {
  await db.delete(solicitudesIdempotentes).where(lt(solicitudesIdempotentes.createdAt, cutoff()));
}
