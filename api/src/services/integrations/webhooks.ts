import { randomBytes } from 'node:crypto';
import type { CrearWebhook, EntregaWebhook, EventoWebhook, Webhook } from '@facturador/shared/domain/integrations';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { webhookEntregas, webhooks } from '../../db/schema';
import type { SecretBox } from '../emission/certificates';

/** Signing secrets look like `whsec_` + 43 base64url characters (256 random bits). */
const SECRET_PREFIX = 'whsec_';
/** The log shows an emisor's latest deliveries of a webhook. */
const DELIVERY_LOG_LIMIT = 100;

function listedWebhook(row: { id: string; url: string; eventos: string[]; createdAt: Date }): Webhook {
  return { id: row.id, url: row.url, eventos: row.eventos as EventoWebhook[], creadoEn: row.createdAt.toISOString() };
}

const webhookColumns = { id: webhooks.id, url: webhooks.url, eventos: webhooks.eventos, createdAt: webhooks.createdAt };

/** Saves a webhook (its URL already checked) and returns it with its secret, shown this once. */
export async function createWebhook(
  db: Executor,
  box: SecretBox,
  emisorId: string,
  userId: string,
  input: CrearWebhook,
): Promise<{ webhook: Webhook; secreto: string }> {
  const secreto = `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(webhooks)
    .values({
      emisorId,
      url: input.url,
      eventos: [...new Set(input.eventos)],
      secretoCifrado: box.encrypt(secreto),
      creadoPor: userId,
    })
    .returning(webhookColumns);
  return { webhook: listedWebhook(row!), secreto };
}

export async function listWebhooks(db: Executor, emisorId: string): Promise<Webhook[]> {
  const rows = await db
    .select(webhookColumns)
    .from(webhooks)
    .where(and(eq(webhooks.emisorId, emisorId), isNull(webhooks.eliminadoEn)))
    .orderBy(desc(webhooks.createdAt));
  return rows.map(listedWebhook);
}

/** Deletes a webhook: no new event reaches it, and its pending deliveries stop at their next try. */
export async function deleteWebhook(db: Executor, emisorId: string, id: string): Promise<boolean> {
  const deleted = await db
    .update(webhooks)
    .set({ eliminadoEn: new Date() })
    .where(and(eq(webhooks.id, id), eq(webhooks.emisorId, emisorId), isNull(webhooks.eliminadoEn)))
    .returning({ id: webhooks.id });
  return deleted.length > 0;
}

/** The webhook of the company with that id, deleted or not (its log stays readable). */
export async function webhookExists(db: Executor, emisorId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.emisorId, emisorId)));
  return Boolean(row);
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The latest deliveries of one of the company's webhooks, newest first. */
export async function listDeliveries(db: Executor, emisorId: string, webhookId: string): Promise<EntregaWebhook[]> {
  const rows = await db
    .select()
    .from(webhookEntregas)
    .where(and(eq(webhookEntregas.emisorId, emisorId), eq(webhookEntregas.webhookId, webhookId)))
    .orderBy(desc(webhookEntregas.createdAt))
    .limit(DELIVERY_LOG_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    webhookId: row.webhookId,
    evento: row.evento as EventoWebhook,
    estado: row.estado as EntregaWebhook['estado'],
    intentos: row.intentos,
    ultimoCodigo: row.ultimoCodigo,
    ultimoError: row.ultimoError,
    proximoIntento: iso(row.proximoIntento),
    creadaEn: row.createdAt.toISOString(),
    entregadaEn: iso(row.entregadaEn),
    historial: row.historial,
    cuerpo: row.cuerpo,
  }));
}
