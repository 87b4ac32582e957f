import {
  CORREO_NO_CONFIGURADO_MESSAGE,
  CORREO_SOLO_AUTORIZADOS_MESSAGE,
  type EntregaCorreo,
  SIN_DESTINATARIO_MESSAGE,
} from '@facturador/shared/domain/documents';
import { CLAVE_ACCESO_INCORRECTA_MESSAGE } from '@facturador/shared/domain/ride';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SendMailOptions } from 'nodemailer';
import type { MailConfig } from '../../config';
import type { Db, Executor, Tx } from '../../db/database';
import { documentos } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../errors';
import { backoffDelay } from '../emission/backoff';
import type { SecretBox } from '../emission/certificates';
import { authorizedXml, facturaRide } from '../emission/ride';
import type { Jobs } from '../jobs';
import {
  claimDelivery,
  createDelivery,
  deliveryById,
  markFailed,
  markSent,
  pendingWithoutJob,
  releaseForRetry,
} from './deliveries';
import { documentMessage } from './document-message';
import { type MailSettings, mailSettings } from './mail-settings';
import { recipientsOf } from './recipients';
import { parseAddress, sendSmtp } from './smtp';

/**
 * E-mail of authorized documents (ARCHITECTURE "Delivery after authorization"): one delivery row
 * and one pg-boss job (keyed by the row) per message, enqueued in the same transaction as
 * AUTORIZADA. The job claims the row, speaks SMTP, and records ENVIADO with the Message-ID, FALLÓ
 * with SMTP's reason (5xx, bad address), or retries transient failures with backoff.
 */
export const MAIL_QUEUE = 'correo-documento';

export interface MailJob {
  entregaId: string;
}

const PRUEBAS = 1;

/** Runs in the transaction that leaves a message FALLÓ (webhooks' `correo.fallo`). */
export type MailFailedHook = (tx: Tx, delivery: { entregaId: string; motivo: string }) => Promise<void>;

export class MailDelivery {
  /** How long a claimed row is left to its worker: a whole SMTP conversation and then some. */
  private readonly leaseMs: number;
  private readonly failedHooks: MailFailedHook[] = [];

  constructor(
    private readonly db: Db,
    private readonly jobs: Jobs,
    private readonly config: MailConfig,
    private readonly box: SecretBox,
    private readonly log: FastifyBaseLogger,
  ) {
    this.leaseMs = 3 * config.smtpTimeoutMs + 30_000;
  }

  /** Runs `hook` in the transaction that records a message as FALLÓ. */
  onFailed(hook: MailFailedHook): void {
    this.failedHooks.push(hook);
  }

  private async fail(entregaId: string, motivo: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await markFailed(tx, entregaId, motivo);
      for (const hook of this.failedHooks) await hook(tx, { entregaId, motivo });
    });
  }

  async defineQueue(): Promise<void> {
    await this.jobs.define<MailJob>(MAIL_QUEUE, (job) => this.runJob(job.entregaId), {
      expireInSeconds: Math.ceil(this.leaseMs / 1000) + 30,
    });
  }

  /**
   * Called in the transaction that makes a document AUTORIZADA: records its message PENDIENTE and
   * enqueues the job, both committed with the state or not at all. Nothing for consumidor final,
   * 'Sin correo', PRUEBAS unless the emisor asks, or when no SMTP server is configured.
   */
  async onAuthorized(tx: Tx, documentoId: string): Promise<void> {
    const [doc] = await tx
      .select({ emisorId: documentos.emisorId, ambiente: documentos.ambiente })
      .from(documentos)
      .where(eq(documentos.id, documentoId));
    if (!doc) return;
    const destinatarios = await recipientsOf(tx, documentoId);
    if (destinatarios.length === 0) return;
    const settings = await mailSettings(tx, this.box, doc.emisorId);
    if (!settings || (doc.ambiente === PRUEBAS && !settings.enviarEnPruebas)) return;
    if (!this.smtpUrl(settings)) return;
    const entregaId = await createDelivery(tx, { documentoId, emisorId: doc.emisorId, destinatarios, reenvio: false });
    if (entregaId) await this.jobs.send<MailJob>(MAIL_QUEUE, { entregaId }, { key: entregaId, transaction: tx });
  }

  /** 'Reenviar correo': one more message, to the buyer (a retención's supplier) or to `destinatarios`. */
  async resend(emisorId: string, claveAcceso: string, destinatarios?: string[]): Promise<EntregaCorreo> {
    const [doc] = await this.db
      .select({ id: documentos.id, estado: documentos.estado })
      .from(documentos)
      .where(and(eq(documentos.emisorId, emisorId), eq(documentos.claveAcceso, claveAcceso)));
    if (!doc) throw notFound(CLAVE_ACCESO_INCORRECTA_MESSAGE);
    if (doc.estado !== 'AUTORIZADA') throw conflict(CORREO_SOLO_AUTORIZADOS_MESSAGE);
    const to = destinatarios?.length ? destinatarios : await recipientsOf(this.db, doc.id);
    if (to.length === 0) throw badRequest(SIN_DESTINATARIO_MESSAGE);
    const settings = await mailSettings(this.db, this.box, emisorId);
    if (!settings || !this.smtpUrl(settings)) throw new HttpError(503, CORREO_NO_CONFIGURADO_MESSAGE);
    const entregaId = await this.db.transaction(async (tx) => {
      const id = await createDelivery(tx, { documentoId: doc.id, emisorId, destinatarios: to, reenvio: true });
      if (!id) throw new Error('no se registró el reenvío');
      await this.jobs.send<MailJob>(MAIL_QUEUE, { entregaId: id }, { key: id, transaction: tx });
      return id;
    });
    return (await deliveryById(this.db, entregaId))!;
  }

  private smtpUrl(settings: MailSettings): string | null {
    return settings.smtpUrl ?? this.config.smtpUrl ?? null;
  }

  /** One SMTP attempt for a delivery row, and what it leaves recorded. */
  async runJob(entregaId: string): Promise<void> {
    const claim = await claimDelivery(this.db, entregaId, this.leaseMs);
    if (claim.kind === 'settled') return;
    if (claim.kind === 'busy') {
      await this.schedule(entregaId, claim.retryInMs);
      return;
    }
    const { delivery } = claim;
    const prepared = await this.prepare(this.db, delivery.emisorId, delivery.documentoId, delivery.destinatarios);
    if ('motivo' in prepared) {
      await this.fail(entregaId, prepared.motivo);
      return;
    }
    const outcome = await sendSmtp({ url: prepared.smtpUrl, timeoutMs: this.config.smtpTimeoutMs }, prepared.message);
    if (outcome.kind === 'enviado') {
      const rechazados = outcome.rechazados.length ? `Rechazados: ${outcome.rechazados.join(', ')}` : null;
      await markSent(this.db, entregaId, outcome.messageId, rechazados);
      return;
    }
    if (outcome.kind === 'permanente' || delivery.intentos >= this.config.maxAttempts) {
      this.log.warn({ entregaId, motivo: outcome.motivo }, 'correo del comprobante no enviado');
      await this.fail(entregaId, outcome.motivo);
      return;
    }
    this.log.warn({ entregaId, motivo: outcome.motivo }, 'SMTP no disponible: el correo se reintentará');
    await releaseForRetry(this.db, entregaId, outcome.motivo);
    await this.schedule(
      entregaId,
      backoffDelay(this.config.retryDelayMs, this.config.retryMaxDelayMs, delivery.intentos),
    );
  }

  /** The message of a document, and the SMTP server to send it through; a reason when it cannot be built. */
  private async prepare(
    db: Executor,
    emisorId: string,
    documentoId: string,
    destinatarios: string[],
  ): Promise<{ message: SendMailOptions; smtpUrl: string } | { motivo: string }> {
    const [doc] = await db
      .select({ claveAcceso: documentos.claveAcceso })
      .from(documentos)
      .where(eq(documentos.id, documentoId));
    const ride = doc ? await facturaRide(db, doc.claveAcceso) : null;
    const xml = doc ? (await authorizedXml(db, doc.claveAcceso)).xml : null;
    const settings = await mailSettings(db, this.box, emisorId);
    if (!ride || !xml || !settings) return { motivo: CORREO_SOLO_AUTORIZADOS_MESSAGE };
    const smtpUrl = this.smtpUrl(settings);
    if (!smtpUrl) return { motivo: CORREO_NO_CONFIGURADO_MESSAGE };
    const sender = parseAddress(this.config.smtpFrom);
    const message = await documentMessage({
      ride,
      xmlAutorizado: xml,
      destinatarios,
      from: {
        name: settings.remitenteNombre ?? settings.nombreComercial,
        address: settings.remitenteEmail ?? sender.address,
      },
      replyTo: settings.email,
      publicUrl: this.config.publicUrl,
    });
    return { message, smtpUrl };
  }

  private async schedule(entregaId: string, delayMs: number): Promise<void> {
    await this.jobs.send<MailJob>(MAIL_QUEUE, { entregaId }, { key: entregaId, delayMs });
  }

  /** Re-enqueues PENDIENTE messages whose job was lost (a crash, a restored database). */
  async recover(): Promise<number> {
    let enqueued = 0;
    for (const entregaId of await pendingWithoutJob(this.db, MAIL_QUEUE)) {
      if (await this.jobs.send<MailJob>(MAIL_QUEUE, { entregaId }, { key: entregaId })) enqueued++;
    }
    return enqueued;
  }
}
