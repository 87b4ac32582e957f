import type { EntregaCorreo, EstadoCorreo } from '@facturador/shared/domain/documents';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { entregasCorreo } from '../../db/schema';

/**
 * The delivery log (table entregas_correo): written PENDIENTE before SMTP is spoken to, ENVIADO or
 * FALLÓ after. A claim (compare and set on `enviando_desde`) lets one worker at a time send a row.
 */
export interface NewDelivery {
  documentoId: string;
  emisorId: string;
  destinatarios: string[];
  reenvio: boolean;
}

/** The new row's id; null when the document already has its automatic message. */
export async function createDelivery(db: Executor, delivery: NewDelivery): Promise<string | null> {
  const [row] = await db
    .insert(entregasCorreo)
    .values(delivery)
    .onConflictDoNothing()
    .returning({ id: entregasCorreo.id });
  return row?.id ?? null;
}

export interface ClaimedDelivery {
  id: string;
  documentoId: string;
  emisorId: string;
  destinatarios: string[];
  /** Attempts so far, this one included. */
  intentos: number;
}

export type Claim =
  | { kind: 'claimed'; delivery: ClaimedDelivery }
  /** Another worker is sending it (or died doing so): look again after this long. */
  | { kind: 'busy'; retryInMs: number }
  /** ENVIADO, FALLÓ or gone: nothing to do. */
  | { kind: 'settled' };

/** Takes a PENDIENTE row for one SMTP attempt, unless another worker's attempt is younger than leaseMs. */
export async function claimDelivery(db: Executor, id: string, leaseMs: number): Promise<Claim> {
  const staleBefore = new Date(Date.now() - leaseMs);
  const [claimed] = await db
    .update(entregasCorreo)
    .set({ enviandoDesde: new Date(), intentos: sql`${entregasCorreo.intentos} + 1` })
    .where(
      and(
        eq(entregasCorreo.id, id),
        eq(entregasCorreo.estado, 'PENDIENTE'),
        or(isNull(entregasCorreo.enviandoDesde), lt(entregasCorreo.enviandoDesde, staleBefore)),
      ),
    )
    .returning({
      id: entregasCorreo.id,
      documentoId: entregasCorreo.documentoId,
      emisorId: entregasCorreo.emisorId,
      destinatarios: entregasCorreo.destinatarios,
      intentos: entregasCorreo.intentos,
    });
  if (claimed) return { kind: 'claimed', delivery: claimed };
  const [current] = await db
    .select({ estado: entregasCorreo.estado, enviandoDesde: entregasCorreo.enviandoDesde })
    .from(entregasCorreo)
    .where(eq(entregasCorreo.id, id));
  if (current?.estado !== 'PENDIENTE' || !current.enviandoDesde) return { kind: 'settled' };
  return { kind: 'busy', retryInMs: Math.max(current.enviandoDesde.getTime() + leaseMs - Date.now(), 0) + 1_000 };
}

export async function markSent(db: Executor, id: string, messageId: string, motivo: string | null): Promise<void> {
  await db
    .update(entregasCorreo)
    .set({ estado: 'ENVIADO', messageId, motivo, enviadoEn: new Date(), enviandoDesde: null })
    .where(eq(entregasCorreo.id, id));
}

export async function markFailed(db: Executor, id: string, motivo: string): Promise<void> {
  await db
    .update(entregasCorreo)
    .set({ estado: 'FALLÓ', motivo, enviandoDesde: null })
    .where(eq(entregasCorreo.id, id));
}

/** A transient failure: still PENDIENTE, free for the next attempt, with the reason kept. */
export async function releaseForRetry(db: Executor, id: string, motivo: string): Promise<void> {
  await db.update(entregasCorreo).set({ motivo, enviandoDesde: null }).where(eq(entregasCorreo.id, id));
}

const logColumns = {
  id: entregasCorreo.id,
  documentoId: entregasCorreo.documentoId,
  estado: entregasCorreo.estado,
  destinatarios: entregasCorreo.destinatarios,
  motivo: entregasCorreo.motivo,
  createdAt: entregasCorreo.createdAt,
  enviadoEn: entregasCorreo.enviadoEn,
  reenvio: entregasCorreo.reenvio,
};

interface LogRow {
  estado: string;
  destinatarios: string[];
  motivo: string | null;
  createdAt: Date;
  enviadoEn: Date | null;
  reenvio: boolean;
}

function toEntrega(row: LogRow): EntregaCorreo {
  return {
    estado: row.estado as EstadoCorreo,
    destinatarios: row.destinatarios,
    motivo: row.motivo,
    fecha: row.createdAt.toISOString(),
    enviadoEn: row.enviadoEn?.toISOString() ?? null,
    reenvio: row.reenvio,
  };
}

export async function deliveryById(db: Executor, id: string): Promise<EntregaCorreo | null> {
  const [row] = await db.select(logColumns).from(entregasCorreo).where(eq(entregasCorreo.id, id));
  return row ? toEntrega(row) : null;
}

/** The delivery log of each document, oldest first (documents without messages are absent). */
export async function deliveriesOf(db: Executor, documentoIds: string[]): Promise<Map<string, EntregaCorreo[]>> {
  const log = new Map<string, EntregaCorreo[]>();
  if (documentoIds.length === 0) return log;
  const rows = await db
    .select(logColumns)
    .from(entregasCorreo)
    .where(inArray(entregasCorreo.documentoId, documentoIds))
    .orderBy(asc(entregasCorreo.createdAt), asc(entregasCorreo.id));
  for (const row of rows) {
    const entries = log.get(row.documentoId) ?? [];
    entries.push(toEntrega(row));
    log.set(row.documentoId, entries);
  }
  return log;
}

/** PENDIENTE rows with no live job in `queue`: a crash or a failed job left them behind. */
export async function pendingWithoutJob(db: Executor, queue: string): Promise<string[]> {
  const rows = await db
    .select({ id: entregasCorreo.id })
    .from(entregasCorreo)
    .where(
      and(
        eq(entregasCorreo.estado, 'PENDIENTE'),
        sql`not exists (select 1 from pgboss.job j where j.name = ${queue} and j.singleton_key = ${entregasCorreo.id}::text and j.state < 'completed')`,
      ),
    );
  return rows.map((row) => row.id);
}
