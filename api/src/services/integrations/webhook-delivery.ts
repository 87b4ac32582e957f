import {
  ENTREGA_NO_ENCONTRADA_MESSAGE,
  type EventoWebhook,
  WEBHOOK_HEADERS,
  WEBHOOK_NO_ENCONTRADO_MESSAGE,
} from '@facturador/shared/domain/integrations';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { IntegrationsConfig } from '../../config';
import type { Db, Tx } from '../../db/database';
import { webhookEntregas, webhooks } from '../../db/schema';
import { notFound } from '../../errors';
import { backoffDelay } from '../emission/backoff';
import type { SecretBox } from '../emission/certificates';
import { withLiveJob } from '../emission/document-records';
import type { Jobs } from '../jobs';
import { postWebhook } from './webhook-http';
import { signWebhook } from './webhook-signature';

export const WEBHOOK_QUEUE = 'webhook-entrega';

export interface WebhookJob {
  entregaId: string;
}

/** What the log says of a webhook deleted before its delivery went out. */
const WEBHOOK_ELIMINADO_ERROR = 'El webhook fue eliminado: la entrega no se envió.';
const RECOVERY_PAGE = 500;

/**
 * Webhook deliveries (issue #28), like the e-mail of documents: the event writes one row per
 * webhook in the transaction that caused it (an outbox: no event without its cause, none twice) and
 * enqueues its job there; the job claims the row, POSTs the signed body, and records each try. A
 * receiver that does not answer 2xx is tried again with doubling delays until the retry window
 * (24 h) is over; then the delivery is FALLIDA, and can be sent again by hand. A delivery the
 * address policy refuses as it connects is FALLIDA at once: no retry would be let through.
 */
export class WebhookDelivery {
  private readonly leaseMs: number;

  constructor(
    private readonly db: Db,
    private readonly jobs: Jobs,
    private readonly config: IntegrationsConfig,
    private readonly box: SecretBox,
    private readonly log: FastifyBaseLogger,
  ) {
    this.leaseMs = 2 * config.webhookTimeoutMs + 30_000;
  }

  async defineQueue(): Promise<void> {
    const expireInSeconds = Math.ceil(this.leaseMs / 1000) + 30;
    await this.jobs.define<WebhookJob>(WEBHOOK_QUEUE, (job) => this.deliver(job.entregaId), { expireInSeconds });
  }

  /**
   * Records `evento` for every webhook of the company that listens to it, inside the caller's
   * transaction. `eventoClave` names what happened (e.g. the document's id): the same happening never
   * makes two deliveries to one webhook, whichever instance reports it.
   */
  async publish(tx: Tx, emisorId: string, evento: EventoWebhook, eventoClave: string, datos: object): Promise<void> {
    const targets = await tx
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(
        and(
          eq(webhooks.emisorId, emisorId),
          isNull(webhooks.eliminadoEn),
          sql`${webhooks.eventos} @> ${JSON.stringify([evento])}::jsonb`,
        ),
      );
    if (targets.length === 0) return;
    const created = await tx
      .insert(webhookEntregas)
      .values(targets.map((target) => ({ emisorId, webhookId: target.id, evento, eventoClave, cuerpo: datos })))
      .onConflictDoNothing()
      .returning({ id: webhookEntregas.id });
    for (const { id } of created)
      await this.jobs.send<WebhookJob>(WEBHOOK_QUEUE, { entregaId: id }, { key: id, transaction: tx });
  }

  /** Sends one delivery if it is still PENDIENTE and no other worker holds it. */
  async deliver(entregaId: string): Promise<void> {
    const [claimed] = await this.db
      .update(webhookEntregas)
      .set({ enviandoDesde: sql`now()` })
      .where(
        and(
          eq(webhookEntregas.id, entregaId),
          eq(webhookEntregas.estado, 'PENDIENTE'),
          sql`(${webhookEntregas.enviandoDesde} is null or ${webhookEntregas.enviandoDesde} < now() - ${this.leaseMs}::double precision * interval '1 millisecond')`,
        ),
      )
      .returning();
    if (!claimed) return;
    const [webhook] = await this.db
      .select({ url: webhooks.url, secretoCifrado: webhooks.secretoCifrado, eliminadoEn: webhooks.eliminadoEn })
      .from(webhooks)
      .where(eq(webhooks.id, claimed.webhookId));
    if (!webhook || webhook.eliminadoEn) {
      await this.settle(entregaId, { status: null, error: WEBHOOK_ELIMINADO_ERROR }, 'FALLIDA');
      return;
    }
    const body = JSON.stringify({
      id: claimed.id,
      evento: claimed.evento,
      creado: claimed.createdAt.toISOString(),
      datos: claimed.cuerpo,
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const outcome = await postWebhook(
      webhook.url,
      body,
      {
        [WEBHOOK_HEADERS.evento]: claimed.evento,
        [WEBHOOK_HEADERS.entrega]: claimed.id,
        [WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [WEBHOOK_HEADERS.firma]: signWebhook(this.box.decrypt(webhook.secretoCifrado), timestamp, body),
        'user-agent': 'Facturador-Webhooks/1',
      },
      {
        allowLoopback: this.config.webhookAllowLoopback,
        allowPrivate: this.config.webhookAllowPrivate,
        resolve: this.config.webhookResolver,
      },
      this.config.webhookTimeoutMs,
    );
    if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
      await this.settle(entregaId, outcome, 'ENTREGADA');
      return;
    }
    // The address policy will refuse every retry alike: fail now, with its reason on the delivery.
    if (outcome.refused) {
      this.log.warn({ entregaId, url: webhook.url, motivo: outcome.error }, 'entrega de webhook rechazada por destino');
      await this.settle(entregaId, outcome, 'FALLIDA');
      return;
    }
    const attempt = claimed.intentos + 1;
    const delayMs = backoffDelay(this.config.webhookRetryDelayMs, this.config.webhookRetryMaxDelayMs, attempt);
    const windowEnds = claimed.createdAt.getTime() + this.config.webhookRetryWindowMs;
    if (Date.now() + delayMs > windowEnds) {
      this.log.warn({ entregaId, url: webhook.url }, 'entrega de webhook fallida tras 24 h de reintentos');
      await this.settle(entregaId, outcome, 'FALLIDA');
      return;
    }
    await this.settle(entregaId, outcome, 'PENDIENTE', delayMs);
    await this.jobs.send<WebhookJob>(WEBHOOK_QUEUE, { entregaId }, { key: entregaId, delayMs });
  }

  /** Records a try: its answer in the history, the new state, and when the next try is due. */
  private async settle(
    entregaId: string,
    outcome: { status: number | null; error: string | null },
    estado: 'PENDIENTE' | 'ENTREGADA' | 'FALLIDA',
    nextInMs?: number,
  ): Promise<void> {
    const error =
      outcome.error ?? (outcome.status === null || estado === 'ENTREGADA' ? null : `HTTP ${outcome.status}`);
    const attempt = { fecha: new Date().toISOString(), codigo: outcome.status, error };
    await this.db
      .update(webhookEntregas)
      .set({
        estado,
        intentos: sql`${webhookEntregas.intentos} + 1`,
        ultimoCodigo: outcome.status,
        ultimoError: error,
        historial: sql`${webhookEntregas.historial} || ${JSON.stringify([attempt])}::jsonb`,
        proximoIntento: nextInMs === undefined ? null : new Date(Date.now() + nextInMs),
        entregadaEn: estado === 'ENTREGADA' ? sql`now()` : null,
        enviandoDesde: null,
      })
      .where(eq(webhookEntregas.id, entregaId));
  }

  /** 'Reenviar': a delivery of one of the company's live webhooks goes out again now. */
  async resend(emisorId: string, webhookId: string, entregaId: string): Promise<void> {
    const [webhook] = await this.db
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(and(eq(webhooks.id, webhookId), eq(webhooks.emisorId, emisorId), isNull(webhooks.eliminadoEn)));
    if (!webhook) throw notFound(WEBHOOK_NO_ENCONTRADO_MESSAGE);
    const [entrega] = await this.db
      .update(webhookEntregas)
      .set({ estado: 'PENDIENTE', proximoIntento: sql`now()` })
      .where(
        and(
          eq(webhookEntregas.id, entregaId),
          eq(webhookEntregas.webhookId, webhookId),
          eq(webhookEntregas.emisorId, emisorId),
        ),
      )
      .returning({ id: webhookEntregas.id });
    if (!entrega) throw notFound(ENTREGA_NO_ENCONTRADA_MESSAGE);
    await this.jobs.send<WebhookJob>(WEBHOOK_QUEUE, { entregaId }, { key: entregaId });
  }

  /** Re-enqueues PENDIENTE deliveries whose job was lost with its process (start and sweep). */
  async recover(): Promise<number> {
    const rows = await this.db
      .select({ id: webhookEntregas.id, proximoIntento: webhookEntregas.proximoIntento })
      .from(webhookEntregas)
      .where(eq(webhookEntregas.estado, 'PENDIENTE'))
      .orderBy(webhookEntregas.createdAt)
      .limit(RECOVERY_PAGE);
    const live = await withLiveJob(
      this.db,
      WEBHOOK_QUEUE,
      rows.map((row) => row.id),
    );
    let found = 0;
    for (const row of rows) {
      if (live.has(row.id)) continue;
      const delayMs = Math.max((row.proximoIntento?.getTime() ?? 0) - Date.now(), 0);
      await this.jobs.send<WebhookJob>(WEBHOOK_QUEUE, { entregaId: row.id }, { key: row.id, delayMs });
      found++;
    }
    return found;
  }
}
