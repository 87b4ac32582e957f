import {
  actualizacionNoPermitidaMessage,
  type EstadoDocumento,
  type EstadoRecepcion,
  reenvioNoPermitidoMessage,
  SRI_CONSULTA_FALLIDA_MESSAGE,
  type SriMensaje,
} from '@facturador/shared/domain';
import {
  pendienteProlongadoMessage,
  porAutorizarVencidoMessage,
  puedeActualizarEstado,
  puedeReenviar,
  recibidaSinConsultaMessage,
} from '@facturador/shared/domain/documents';
import type { FastifyBaseLogger } from 'fastify';
import type { EmissionConfig } from '../../config';
import type { Db, Tx } from '../../db/database';
import { conflict, HttpError } from '../../errors';
import { buildAuthorizedXml, SriClient, SriClientError } from '../../sri';
import { forgetOldRequestKeys } from '../idempotency/requests';
import type { Jobs } from '../jobs';
import { inTransaction } from '../transactions';
import { backoffDelay } from './backoff';
import {
  type DocumentCursor,
  documentById,
  documentsInEstado,
  flagAttention,
  type SentDocument,
  transition,
  withLiveJob,
} from './document-records';
import { forgetOldKeys } from './idempotency';
import {
  type AuthorizationOutcome,
  authorizationOutcome,
  enProcesoMensajes,
  parseFechaAutorizacion,
  receptionOutcome,
  sinRespuestaMensajes,
} from './sri-outcomes';

/**
 * The document state machine against SRI (ARCHITECTURE "Document state"): INGRESADA -> RECIBIDA /
 * NO RECIBIDA / PENDIENTE -> AUTORIZADA / NO AUTORIZADA / POR AUTORIZAR. The signed XML and the key
 * are frozen; every resend asks autorización first (codes 43, 45, 70). Follow-ups run as pg-boss
 * jobs keyed by document, so they survive restarts and never run twice at once.
 */
export const SRI_QUEUE = 'sri-documento';

/** One job chain per document: it sends (or resends) what SRI has not received and polls the rest. */
export interface SriJob {
  documentoId: string;
  /** Authorization answers asked for so far, this one included (the EN PROCESO budget). */
  intento: number;
  /** Sends or queries SRI did not answer, in a row (they set the backoff, not the budget). */
  fallos: number;
}

export interface TransmitResult {
  estado: EstadoDocumento;
  recepcion: EstadoRecepcion;
  mensajes: SriMensaje[];
}

export interface StateResult {
  estado: EstadoDocumento;
  mensajes: SriMensaje[];
}

export type AuthorizedHook = (tx: Tx, documentoId: string) => Promise<void>;
/** Runs in the transaction that flags a document «Requiere atención». */
export type FlaggedHook = AuthorizedHook;

/** States a document waits in for SRI: the start-up recovery and the sweep look for them without a job. */
const RECOVERABLE: readonly EstadoDocumento[] = ['INGRESADA', 'PENDIENTE', 'RECIBIDA', 'POR AUTORIZAR'];
/** Documents read and enqueued per statement by the recovery. */
export const RECOVERY_PAGE = 1000;

/** States a job (re)sends (INGRESADA: its first send was lost with the process). */
const RESENDABLE: readonly EstadoDocumento[] = ['INGRESADA', 'PENDIENTE'];

export class SriPipeline {
  private readonly clients = new Map<1 | 2, SriClient>();
  private readonly authorizedHooks: AuthorizedHook[] = [];
  private readonly rejectedHooks: AuthorizedHook[] = [];
  private readonly flaggedHooks: FlaggedHook[] = [];
  /** Longest an emission request may still be sending its document after the commit. */
  private readonly inlineSendMs: number;

  constructor(
    private readonly db: Db,
    private readonly jobs: Jobs,
    readonly config: EmissionConfig,
    private readonly log: FastifyBaseLogger,
    /** Aborted when the API closes: SRI calls in flight end as no answer. */
    private readonly stopSignal?: AbortSignal,
  ) {
    this.inlineSendMs = 2 * config.sriTimeoutMs;
  }

  /** Runs `hook` in the transaction that makes a document AUTORIZADA (e-mail delivery enqueues there). */
  onAuthorized(hook: AuthorizedHook): void {
    this.authorizedHooks.push(hook);
  }

  /** Runs `hook` in the transaction that makes a document NO AUTORIZADA (its stock goes back there). */
  onRejected(hook: AuthorizedHook): void {
    this.rejectedHooks.push(hook);
  }

  /** Runs `hook` in the transaction that flags a document for attention (webhooks). */
  onFlagged(hook: FlaggedHook): void {
    this.flaggedHooks.push(hook);
  }

  /** flagAttention, with the flag hooks in the same transaction; true when this call flagged it. */
  private async flag(documentoId: string, estado: EstadoDocumento, forMs: number, mensaje: string): Promise<boolean> {
    return inTransaction(this.db, async (tx) => {
      const flagged = await flagAttention(tx, documentoId, estado, forMs, mensaje);
      if (flagged) for (const hook of this.flaggedHooks) await hook(tx, documentoId);
      return flagged;
    });
  }

  async defineQueues(): Promise<void> {
    // A job's SRI calls take at most two timeouts; past that its process is gone.
    const expireInSeconds = Math.ceil((3 * this.config.sriTimeoutMs) / 1000) + 30;
    await this.jobs.define<SriJob>(SRI_QUEUE, (job) => this.runJob(job), { expireInSeconds });
  }

  /**
   * Enqueues the document's job inside its emission transaction, due after SRI_POLL_DELAY_MS: it
   * polls authorization once the inline send got RECIBIDA, resends if SRI was unreachable, and
   * takes over if the process dies before sending at all.
   */
  async enqueueWithin(tx: Tx, documentoId: string): Promise<void> {
    await this.jobs.send<SriJob>(
      SRI_QUEUE,
      { documentoId, intento: 1, fallos: 0 },
      { key: documentoId, delayMs: this.config.pollDelayMs, transaction: tx },
    );
  }

  /** SRI's client for an ambiente (SRI_URL points both at the simulator). */
  private client(ambiente: 1 | 2): SriClient {
    let client = this.clients.get(ambiente);
    if (!client) {
      client = new SriClient({
        ambiente,
        timeoutMs: this.config.sriTimeoutMs,
        endpoints: this.config.sriEndpoints,
        stopSignal: this.stopSignal,
      });
      this.clients.set(ambiente, client);
    }
    return client;
  }

  /**
   * Sends a document to reception and records the answer. A resend (`queryFirst`) asks autorización
   * first: a document SRI already has is never sent twice. SRI unreachable leaves it PENDIENTE.
   * With `schedule`, the follow-up job (polling, or a resend after `failedSends` + 1 failures with
   * backoff) is enqueued here; without it the caller's job already covers the document.
   */
  async transmit(
    doc: SentDocument,
    options: { from: readonly EstadoDocumento[]; queryFirst: boolean; failedSends: number; schedule: boolean },
  ): Promise<TransmitResult> {
    const sri = this.client(doc.ambiente);
    try {
      if (options.queryFirst) {
        const outcome = authorizationOutcome(await sri.autorizacionComprobante(doc.claveAcceso));
        if (outcome.kind !== 'no-encontrada') {
          const result =
            outcome.kind === 'en-proceso'
              ? await this.markReceived(doc, options.from, outcome.mensajes, options.schedule)
              : await this.settle(doc, options.from, outcome);
          return { ...result, recepcion: 'RECIBIDA' };
        }
      }
      const outcome = receptionOutcome(await sri.validarComprobante(doc.xmlFirmado));
      if (outcome.kind === 'recibida') {
        return {
          ...(await this.markReceived(doc, options.from, outcome.mensajes, options.schedule)),
          recepcion: 'RECIBIDA',
        };
      }
      const returned = await transition(this.db, doc.id, options.from, {
        estado: 'NO RECIBIDA',
        mensajesSri: outcome.mensajes,
      });
      return { estado: returned.estado, recepcion: 'DEVUELTA', mensajes: outcome.mensajes };
    } catch (error) {
      if (!(error instanceof SriClientError)) throw error;
      this.log.warn({ claveAcceso: doc.claveAcceso, err: error.message }, 'SRI sin respuesta: documento PENDIENTE');
      const mensajes = sinRespuestaMensajes(error.message);
      const pending = await transition(this.db, doc.id, [...options.from, 'PENDIENTE'], {
        estado: 'PENDIENTE',
        mensajesSri: mensajes,
      });
      // Still unreachable after SRI_PENDIENTE_ATENCION_MS: a person should know (resends go on).
      if (doc.estado === 'PENDIENTE') {
        const plazo = this.config.pendienteAtencionMs;
        await this.flag(doc.id, 'PENDIENTE', plazo, pendienteProlongadoMessage(plazo));
      }
      if (pending.changed && options.schedule) {
        const fallos = options.failedSends + 1;
        await this.schedule(
          doc.id,
          { intento: 1, fallos },
          backoffDelay(this.config.retryDelayMs, this.config.retryMaxDelayMs, fallos),
        );
      }
      return { estado: pending.estado, recepcion: 'SIN RESPUESTA', mensajes: pending.mensajesSri };
    }
  }

  /** 'Reenviar' (spec 02 §4): only from NO RECIBIDA, reusing the frozen key and XML. */
  async resend(doc: SentDocument): Promise<StateResult> {
    if (!puedeReenviar(doc.estado)) throw conflict(reenvioNoPermitidoMessage(doc.estado));
    const result = await this.transmit(doc, {
      from: ['NO RECIBIDA'],
      queryFirst: true,
      failedSends: 0,
      schedule: true,
    });
    return { estado: result.estado, mensajes: result.mensajes };
  }

  /** 'Actualizar estado' (spec 02 §4): only from POR AUTORIZAR or RECIBIDA; asks autorización once. */
  async refreshAuthorization(doc: SentDocument): Promise<StateResult> {
    if (!puedeActualizarEstado(doc.estado)) throw conflict(actualizacionNoPermitidaMessage(doc.estado));
    let outcome: AuthorizationOutcome;
    try {
      outcome = authorizationOutcome(await this.client(doc.ambiente).autorizacionComprobante(doc.claveAcceso));
    } catch (error) {
      if (error instanceof SriClientError) throw new HttpError(503, SRI_CONSULTA_FALLIDA_MESSAGE);
      throw error;
    }
    if (outcome.kind === 'autorizada' || outcome.kind === 'no-autorizada') {
      return this.settle(doc, ['POR AUTORIZAR', 'RECIBIDA'], outcome);
    }
    // Still EN PROCESO (or unknown to SRI): the state stays; a RECIBIDA document keeps its polling job.
    const current = await documentById(this.db, doc.id);
    return { estado: current?.estado ?? doc.estado, mensajes: current?.mensajesSri ?? doc.mensajesSri };
  }

  /** RECIBIDA, then (with `schedule`) the first authorization query after SRI_POLL_DELAY_MS. */
  private async markReceived(
    doc: SentDocument,
    from: readonly EstadoDocumento[],
    mensajes: SriMensaje[],
    schedule: boolean,
  ): Promise<StateResult> {
    const received = await transition(this.db, doc.id, from, { estado: 'RECIBIDA', mensajesSri: mensajes });
    if (received.changed && schedule) await this.schedule(doc.id, { intento: 1, fallos: 0 }, this.config.pollDelayMs);
    return { estado: received.estado, mensajes: received.mensajesSri };
  }

  /** AUTORIZADA (with the authorized XML SRI expects the buyer to receive) or NO AUTORIZADA. */
  private async settle(
    doc: SentDocument,
    from: readonly EstadoDocumento[],
    outcome: Extract<AuthorizationOutcome, { kind: 'autorizada' | 'no-autorizada' }>,
  ): Promise<StateResult> {
    if (outcome.kind === 'no-autorizada') {
      const rejected = await inTransaction(this.db, async (tx) => {
        const result = await transition(tx, doc.id, from, { estado: 'NO AUTORIZADA', mensajesSri: outcome.mensajes });
        if (result.changed) for (const hook of this.rejectedHooks) await hook(tx, doc.id);
        return result;
      });
      return { estado: rejected.estado, mensajes: rejected.mensajesSri };
    }
    const { autorizacion } = outcome;
    const authorized = await inTransaction(this.db, async (tx) => {
      const result = await transition(tx, doc.id, from, {
        estado: 'AUTORIZADA',
        numeroAutorizacion: autorizacion.numeroAutorizacion || doc.claveAcceso,
        fechaAutorizacion: parseFechaAutorizacion(autorizacion.fechaAutorizacion) ?? new Date(),
        xmlAutorizado: buildAuthorizedXml({ ...autorizacion, comprobante: autorizacion.comprobante || doc.xmlFirmado }),
        mensajesSri: autorizacion.mensajes,
      });
      if (result.changed) for (const hook of this.authorizedHooks) await hook(tx, doc.id);
      return result;
    });
    return { estado: authorized.estado, mensajes: authorized.mensajesSri };
  }

  private async schedule(documentoId: string, next: Omit<SriJob, 'documentoId'>, delayMs: number) {
    await this.jobs.send<SriJob>(SRI_QUEUE, { documentoId, ...next }, { key: documentoId, delayMs });
  }

  /** The document's job: whatever its state still needs from SRI. */
  private async runJob(job: SriJob): Promise<void> {
    const doc = await documentById(this.db, job.documentoId);
    if (!doc) return;
    // A young INGRESADA document is still being sent by its own request: never send it twice, look
    // again after the poll delay (or once that send has surely ended, if sooner). Not later: while this
    // job waits, the request's RECIBIDA cannot schedule the first authorization query (one waiting job
    // per document), which would then wait for the whole send budget (2 × the SRI timeout).
    const sending = doc.fecha.getTime() + this.inlineSendMs - Date.now();
    if (doc.estado === 'INGRESADA' && sending > 0) {
      await this.schedule(
        doc.id,
        { intento: job.intento, fallos: job.fallos },
        Math.min(sending, this.config.pollDelayMs),
      );
      return;
    }
    if (RESENDABLE.includes(doc.estado)) {
      await this.transmit(doc, { from: RESENDABLE, queryFirst: true, failedSends: job.fallos, schedule: true });
    } else if (doc.estado === 'RECIBIDA' || (doc.estado === 'POR AUTORIZAR' && !doc.atencion)) {
      await this.poll(doc, job);
    }
  }

  /**
   * Asks autorización for a RECIBIDA or POR AUTORIZAR document. EN PROCESO polls a RECIBIDA one again
   * with a doubling delay until SRI_POLL_MAX_ATTEMPTS, then leaves it POR AUTORIZAR with SRI's
   * message; a POR AUTORIZAR one is asked every SRI_POR_AUTORIZAR_POLL_MS until SRI_POR_AUTORIZAR_MAX_MS
   * (SRI's 24 h), then flagged for attention. SRI unreachable retries without spending the budget.
   */
  private async poll(doc: SentDocument, job: SriJob): Promise<void> {
    let outcome: AuthorizationOutcome;
    try {
      outcome = authorizationOutcome(await this.client(doc.ambiente).autorizacionComprobante(doc.claveAcceso));
    } catch (error) {
      if (!(error instanceof SriClientError)) throw error;
      if (await this.flagIfPastWindow(doc)) return;
      // RECIBIDA and SRI silent as long as a PENDIENTE one: flagged the same way, the queries go on.
      if (doc.estado === 'RECIBIDA') {
        const plazo = this.config.pendienteAtencionMs;
        await this.flag(doc.id, 'RECIBIDA', plazo, recibidaSinConsultaMessage(plazo));
      }
      const fallos = job.fallos + 1;
      this.log.warn(
        { claveAcceso: doc.claveAcceso, err: error.message },
        'SRI sin respuesta al consultar la autorización',
      );
      await this.schedule(
        doc.id,
        { intento: job.intento, fallos },
        backoffDelay(this.config.retryDelayMs, this.config.retryMaxDelayMs, fallos),
      );
      return;
    }
    if (outcome.kind === 'autorizada' || outcome.kind === 'no-autorizada') {
      await this.settle(doc, [doc.estado], outcome);
      return;
    }
    if (doc.estado === 'POR AUTORIZAR') {
      await this.pollPorAutorizar(doc);
      return;
    }
    if (job.intento >= this.config.pollMaxAttempts) {
      const waiting = await transition(this.db, doc.id, ['RECIBIDA'], {
        estado: 'POR AUTORIZAR',
        mensajesSri: enProcesoMensajes(outcome.mensajes, job.intento),
      });
      if (waiting.changed) {
        const { porAutorizarPollMs, porAutorizarMaxMs } = this.config;
        await this.schedule(doc.id, { intento: 1, fallos: 0 }, Math.min(porAutorizarPollMs, porAutorizarMaxMs));
      }
      return;
    }
    const intento = job.intento + 1;
    await this.schedule(
      doc.id,
      { intento, fallos: 0 },
      backoffDelay(this.config.pollDelayMs, this.config.pollMaxDelayMs, intento),
    );
  }

  /** POR AUTORIZAR and still EN PROCESO: flagged once its window is over, else asked again on schedule. */
  private async pollPorAutorizar(doc: SentDocument): Promise<void> {
    if (await this.flagIfPastWindow(doc)) return;
    const { porAutorizarPollMs, porAutorizarMaxMs, pollDelayMs } = this.config;
    // The last query falls on the window's end, so the flag follows a fresh EN PROCESO answer.
    const remaining = doc.estadoDesde.getTime() + porAutorizarMaxMs - Date.now();
    const delay = Math.max(Math.min(porAutorizarPollMs, remaining), pollDelayMs);
    await this.schedule(doc.id, { intento: 1, fallos: 0 }, delay);
  }

  /** Flags a POR AUTORIZAR document SRI has not authorized within SRI_POR_AUTORIZAR_MAX_MS; true if it did. */
  private async flagIfPastWindow(doc: SentDocument): Promise<boolean> {
    if (doc.estado !== 'POR AUTORIZAR') return false;
    const plazo = this.config.porAutorizarMaxMs;
    const flagged = await this.flag(doc.id, 'POR AUTORIZAR', plazo, porAutorizarVencidoMessage(plazo));
    if (flagged)
      this.log.warn({ claveAcceso: doc.claveAcceso }, 'documento POR AUTORIZAR sin autorización: requiere atención');
    return flagged;
  }

  /**
   * Re-enqueues documents on their way to SRI that have no job (one failed or expired with its
   * process, or the database was restored without the jobs), POR AUTORIZAR ones not yet flagged too,
   * a page of RECOVERY_PAGE at a time with one insert each, so a backlog of any size goes through
   * without holding anything for long. Keyed jobs make this idempotent: two instances recovering at
   * once enqueue each document once (pg-boss drops the twin), and a document whose job is waiting or
   * running is skipped. A young INGRESADA document's job waits for its own request to finish
   * sending. Also drops idempotency keys older than a week. Returns how many documents it found.
   * `signal` stops it between pages (the API is closing).
   */
  async recover(signal?: AbortSignal): Promise<number> {
    let found = 0;
    for (const estado of RECOVERABLE) {
      for (let after: DocumentCursor | null = null; !signal?.aborted; ) {
        const page = await documentsInEstado(this.db, estado, after, RECOVERY_PAGE);
        const live = await withLiveJob(
          this.db,
          SRI_QUEUE,
          page.map((doc) => doc.id),
        );
        const orphans = page.filter((doc) => !live.has(doc.id));
        await this.jobs.sendMany<SriJob>(
          SRI_QUEUE,
          orphans.map((doc) => ({ data: { documentoId: doc.id, intento: 1, fallos: 0 }, key: doc.id })),
        );
        found += orphans.length;
        if (page.length < RECOVERY_PAGE) break;
        after = page.at(-1)!;
      }
    }
    await forgetOldKeys(this.db);
    await forgetOldRequestKeys(this.db);
    return found;
  }
}
