import {
  ECUADOR_TIME_ZONE,
  ecuadorDateParts,
  fechaIsoHoy,
  PLAN_CODIGOS,
  type PlanCodigo,
  planDe,
} from '@facturador/shared/domain';
import { destinatariosDelComprador } from '@facturador/shared/domain/documents';
import { RECORDATORIO_INTERVALO_DIAS } from '@facturador/shared/domain/receivables';
import { and, eq, inArray, sql, TransactionRollbackError } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../../config';
import type { Db } from '../../db/database';
import { emisorCorreo, emisores, recordatoriosCobro, recordatoriosCobroFacturas } from '../../db/schema';
import type { SecretBox } from '../emission/certificates';
import type { Jobs } from '../jobs';
import { mailSettings } from '../mail/mail-settings';
import { sendSmtp } from '../mail/smtp';
import { cuentaFactura, type InvoiceAccount } from './ledger';
import { reminderMessage } from './messages';
import { accountsInScope } from './scope';
import { senderOf } from './sender';

/**
 * Payment reminders (issue #23). A pg-boss cron runs once a day (PAYMENT_REMINDER_HOUR, Ecuador) and
 * enqueues one job per company that has them on (Profesional and Anual Pro). Each company's job
 * e-mails every customer with overdue invoices once, naming only invoices not reminded in the last
 * 7 days: each invoice is claimed by a conditional upsert of its row in recordatorios_cobro_facturas,
 * which only one transaction can win on any number of instances. The message is logged like the
 * invoices' e-mail (PENDIENTE, then ENVIADO with its Message-ID or FALLÓ with the reason); a failed
 * send releases its invoices for the next run.
 */
export const REMINDER_DAY_QUEUE = 'recordatorios-cobro';
export const REMINDER_COMPANY_QUEUE = 'recordatorios-cobro-empresa';

interface DayJob {
  fecha?: string;
}
interface CompanyJob {
  emisorId: string;
  fecha: string;
}

const PLANES_CON_RECORDATORIOS = PLAN_CODIGOS.filter((plan) => planDe(plan).recordatoriosCobro);
const DAY_MS = 86_400_000;

export interface ReminderOutcome {
  enviados: number;
  fallidos: number;
}

export class PaymentReminders {
  constructor(
    private readonly db: Db,
    private readonly jobs: Jobs,
    private readonly config: MailConfig,
    private readonly box: SecretBox,
    private readonly log: FastifyBaseLogger,
  ) {}

  async defineQueues(): Promise<void> {
    await this.jobs.define<DayJob>(REMINDER_DAY_QUEUE, async (job) => {
      await this.enqueueDay(job.fecha);
    });
    await this.jobs.define<CompanyJob>(REMINDER_COMPANY_QUEUE, async (job) => {
      await this.sendCompanyReminders(job.emisorId);
    });
  }

  /** The daily cron; if today's hour has passed already (a late start), today's run now. */
  async start(now = new Date()): Promise<void> {
    const hour = this.config.paymentReminderHour;
    await this.jobs.schedule<DayJob>(REMINDER_DAY_QUEUE, `0 ${hour} * * *`, ECUADOR_TIME_ZONE, {});
    if (ecuadorDateParts(now).hour >= hour) await this.jobs.send<DayJob>(REMINDER_DAY_QUEUE, {});
  }

  /** One job per company with reminders on, on a plan that offers them. */
  async enqueueDay(fecha = fechaIsoHoy()): Promise<number> {
    const rows = await this.db
      .select({ id: emisores.id })
      .from(emisores)
      .innerJoin(emisorCorreo, eq(emisorCorreo.emisorId, emisores.id))
      .where(
        and(
          eq(emisores.activo, true),
          eq(emisorCorreo.recordatoriosCobro, true),
          inArray(emisores.plan, [...PLANES_CON_RECORDATORIOS]),
        ),
      );
    await this.jobs.sendMany<CompanyJob>(
      REMINDER_COMPANY_QUEUE,
      rows.map((row) => ({ data: { emisorId: row.id, fecha }, key: `${row.id}:${fecha}` })),
    );
    return rows.length;
  }

  /** Every customer of the company with overdue invoices not reminded in the last 7 days gets one message. */
  async sendCompanyReminders(emisorId: string, now = new Date()): Promise<ReminderOutcome> {
    const outcome = { enviados: 0, fallidos: 0 };
    const [company] = await this.db
      .select({ plan: emisores.plan, activo: emisorCorreo.recordatoriosCobro })
      .from(emisores)
      .innerJoin(emisorCorreo, eq(emisorCorreo.emisorId, emisores.id))
      .where(eq(emisores.id, emisorId));
    if (!company?.activo || !planDe(company.plan as PlanCodigo).recordatoriosCobro) return outcome;
    const settings = await mailSettings(this.db, this.box, emisorId);
    const smtpUrl = settings?.smtpUrl ?? this.config.smtpUrl;
    if (!settings || !smtpUrl) return outcome;

    const { accounts } = await accountsInScope(this.db, { emisorId }, fechaIsoHoy(now));
    const byCustomer = new Map<string, InvoiceAccount[]>();
    for (const account of accounts) {
      if (account.diasVencido === 0) continue;
      const list = byCustomer.get(account.invoice.identificacion) ?? [];
      list.push(account);
      byCustomer.set(account.invoice.identificacion, list);
    }
    const sender = senderOf(settings, this.config.smtpFrom);
    for (const [identificacion, overdue] of byCustomer) {
      const latest = overdue.at(-1)!.invoice;
      const to = destinatariosDelComprador(identificacion, latest.email);
      if (to.length === 0) continue;
      const claim = await this.claim(emisorId, identificacion, to, overdue, now);
      if (!claim) continue;
      const facturas = overdue.filter((account) => claim.documentoIds.includes(account.invoice.id)).map(cuentaFactura);
      const message = reminderMessage(sender, to, latest.razonSocial, facturas, this.config.publicUrl);
      const sent = await sendSmtp({ url: smtpUrl, timeoutMs: this.config.smtpTimeoutMs }, message);
      if (sent.kind === 'enviado') {
        await this.db
          .update(recordatoriosCobro)
          .set({ estado: 'ENVIADO', messageId: sent.messageId, enviadoEn: new Date() })
          .where(eq(recordatoriosCobro.id, claim.id));
        outcome.enviados++;
        continue;
      }
      this.log.warn({ emisorId, identificacion, motivo: sent.motivo }, 'recordatorio de cobro no enviado');
      await this.db.transaction(async (tx) => {
        await tx
          .update(recordatoriosCobro)
          .set({ estado: 'FALLÓ', motivo: sent.motivo })
          .where(eq(recordatoriosCobro.id, claim.id));
        await tx
          .update(recordatoriosCobroFacturas)
          .set({ ultimoEnvio: null })
          .where(eq(recordatoriosCobroFacturas.recordatorioId, claim.id));
      });
      outcome.fallidos++;
    }
    return outcome;
  }

  /**
   * Claims the invoices not reminded in the last 7 days and logs the message PENDIENTE, in one
   * transaction: whoever moves an invoice's row forward names it; null when none was left.
   */
  private async claim(
    emisorId: string,
    identificacion: string,
    destinatarios: string[],
    overdue: InvoiceAccount[],
    now: Date,
  ): Promise<{ id: string; documentoIds: string[] } | null> {
    const antes = new Date(now.getTime() - RECORDATORIO_INTERVALO_DIAS * DAY_MS);
    return this.db
      .transaction(async (tx) => {
        const [log] = await tx
          .insert(recordatoriosCobro)
          .values({ emisorId, identificacion, destinatarios, documentoIds: [] })
          .returning({ id: recordatoriosCobro.id });
        const claimed = await tx
          .insert(recordatoriosCobroFacturas)
          .values(
            overdue
              .map((account) => account.invoice.id)
              .sort()
              .map((documentoId) => ({ documentoId, emisorId, ultimoEnvio: now, recordatorioId: log!.id })),
          )
          .onConflictDoUpdate({
            target: recordatoriosCobroFacturas.documentoId,
            set: { ultimoEnvio: sql`excluded.ultimo_envio`, recordatorioId: sql`excluded.recordatorio_id` },
            setWhere: sql`${recordatoriosCobroFacturas.ultimoEnvio} is null or ${recordatoriosCobroFacturas.ultimoEnvio} <= ${antes.toISOString()}::timestamptz`,
          })
          .returning({ documentoId: recordatoriosCobroFacturas.documentoId });
        if (claimed.length === 0) {
          // Nothing to say: the log row goes with the transaction.
          tx.rollback();
        }
        const documentoIds = claimed.map((row) => row.documentoId);
        await tx.update(recordatoriosCobro).set({ documentoIds }).where(eq(recordatoriosCobro.id, log!.id));
        return { id: log!.id, documentoIds };
      })
      .catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return null;
        throw error;
      });
  }
}
