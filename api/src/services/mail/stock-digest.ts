import {
  ECUADOR_TIME_ZONE,
  ecuadorDateParts,
  fechaIsoHoy,
  PLAN_CODIGOS,
  type PlanCodigo,
  planDe,
} from '@facturador/shared/domain';
import { resumenStockBajoActivo } from '@facturador/shared/domain/settings';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../../config';
import type { Db } from '../../db/database';
import { emisorCorreo, emisores, resumenesStockBajo } from '../../db/schema';
import type { SecretBox } from '../emission/certificates';
import type { Jobs } from '../jobs';
import { lowStockItems } from '../reports/low-stock';
import { mailSettings } from './mail-settings';
import { parseAddress, sendSmtp } from './smtp';
import { stockDigestMessage } from './stock-digest-message';

/**
 * The daily low-stock digest (issue #15). A pg-boss cron schedule runs the day's job once a day
 * (STOCK_DIGEST_HOUR, America/Guayaquil); it enqueues one job per company that gets the digest (plan
 * offers it, setting on, company e-mail set). Each company's job claims (emisor, day) in
 * `resumenes_stock_bajo` before speaking SMTP, so a company gets at most one digest a day however
 * many instances, restarts or repeated jobs there are. A failed send is recorded FALLÓ and not
 * retried: tomorrow's digest says the same, and a retry could send twice.
 */
export const STOCK_DIGEST_DAY_QUEUE = 'resumen-stock-bajo';
export const STOCK_DIGEST_COMPANY_QUEUE = 'resumen-stock-bajo-empresa';

export interface DigestDayJob {
  /** YYYY-MM-DD in Ecuador; absent: the day the job runs (the cron job). */
  fecha?: string;
}

export interface DigestCompanyJob {
  emisorId: string;
  fecha: string;
}

const PLANES_CON_RESUMEN = PLAN_CODIGOS.filter((plan) => planDe(plan).resumenStockBajo);

export class StockDigest {
  constructor(
    private readonly db: Db,
    private readonly jobs: Jobs,
    private readonly config: MailConfig,
    private readonly box: SecretBox,
    private readonly log: FastifyBaseLogger,
  ) {}

  async defineQueues(): Promise<void> {
    await this.jobs.define<DigestDayJob>(STOCK_DIGEST_DAY_QUEUE, async (job) => {
      await this.enqueueDay(job.fecha);
    });
    await this.jobs.define<DigestCompanyJob>(STOCK_DIGEST_COMPANY_QUEUE, async (job) => {
      await this.sendCompanyDigest(job.emisorId, job.fecha);
    });
  }

  /** The daily cron, in Ecuador's time; then, if today's hour has passed, today's digests now (a late start). */
  async start(now = new Date()): Promise<void> {
    const hour = this.config.stockDigestHour;
    await this.jobs.schedule<DigestDayJob>(STOCK_DIGEST_DAY_QUEUE, `0 ${hour} * * *`, ECUADOR_TIME_ZONE, {});
    if (ecuadorDateParts(now).hour >= hour) await this.jobs.send<DigestDayJob>(STOCK_DIGEST_DAY_QUEUE, {});
  }

  /** One job per company that gets the digest (they are few queries each; the claim keeps them once a day). */
  async enqueueDay(fecha = fechaIsoHoy()): Promise<number> {
    const rows = await this.db
      .select({ id: emisores.id, plan: emisores.plan, resumen: emisorCorreo.resumenStockBajo })
      .from(emisores)
      .leftJoin(emisorCorreo, eq(emisorCorreo.emisorId, emisores.id))
      .where(and(eq(emisores.activo, true), ne(emisores.email, ''), inArray(emisores.plan, [...PLANES_CON_RESUMEN])));
    let enqueued = 0;
    for (const row of rows) {
      if (!resumenStockBajoActivo(row.plan as PlanCodigo, row.resumen)) continue;
      const job = { emisorId: row.id, fecha };
      if (await this.jobs.send<DigestCompanyJob>(STOCK_DIGEST_COMPANY_QUEUE, job, { key: `${row.id}:${fecha}` }))
        enqueued++;
    }
    return enqueued;
  }

  /** The company's digest of `fecha`, unless already sent (or being sent), off, or with nothing to say. */
  async sendCompanyDigest(emisorId: string, fecha: string): Promise<'enviado' | 'fallido' | 'omitido'> {
    const [company] = await this.db
      .select({ plan: emisores.plan, resumen: emisorCorreo.resumenStockBajo })
      .from(emisores)
      .leftJoin(emisorCorreo, eq(emisorCorreo.emisorId, emisores.id))
      .where(eq(emisores.id, emisorId));
    if (!company || !resumenStockBajoActivo(company.plan as PlanCodigo, company.resumen)) return 'omitido';
    const settings = await mailSettings(this.db, this.box, emisorId);
    const smtpUrl = settings?.smtpUrl ?? this.config.smtpUrl;
    if (!settings?.email || !smtpUrl) return 'omitido';
    const lineas = await lowStockItems(this.db, emisorId);
    if (lineas.length === 0) return 'omitido';

    // The claim: whoever inserts (emisor, day) sends; everyone else stops here.
    const [claimed] = await this.db
      .insert(resumenesStockBajo)
      .values({ emisorId, fecha, destinatario: settings.email, productos: lineas.length })
      .onConflictDoNothing()
      .returning({ emisorId: resumenesStockBajo.emisorId });
    if (!claimed) return 'omitido';

    const sender = parseAddress(this.config.smtpFrom);
    const [year, month, day] = fecha.split('-');
    const message = stockDigestMessage({
      empresa: settings.nombreComercial || settings.razonSocial,
      fecha: `${day}/${month}/${year}`,
      lineas,
      to: settings.email,
      from: {
        name: settings.remitenteNombre ?? settings.nombreComercial,
        address: settings.remitenteEmail ?? sender.address,
      },
      publicUrl: this.config.publicUrl,
    });
    const outcome = await sendSmtp({ url: smtpUrl, timeoutMs: this.config.smtpTimeoutMs }, message);
    const thisDigest = and(eq(resumenesStockBajo.emisorId, emisorId), eq(resumenesStockBajo.fecha, fecha));
    if (outcome.kind === 'enviado') {
      await this.db
        .update(resumenesStockBajo)
        .set({ estado: 'ENVIADO', messageId: outcome.messageId, enviadoEn: new Date() })
        .where(thisDigest);
      return 'enviado';
    }
    this.log.warn({ emisorId, fecha, motivo: outcome.motivo }, 'resumen de stock bajo no enviado');
    await this.db.update(resumenesStockBajo).set({ estado: 'FALLÓ', motivo: outcome.motivo }).where(thisDigest);
    return 'fallido';
  }
}
