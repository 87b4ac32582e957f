import { type PlanCodigo, planDe } from '@facturador/shared/domain';
import { RECORDATORIOS_COBRO_NO_DISPONIBLE_MESSAGE } from '@facturador/shared/domain/receivables';
import {
  type CorreoSettings,
  RESUMEN_STOCK_BAJO_NO_DISPONIBLE_MESSAGE,
  resumenStockBajoActivo,
  SMTP_CLAVE_SIN_URL_MESSAGE,
} from '@facturador/shared/domain/settings';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { emisorCorreo, emisores } from '../../db/schema';
import { demoEmisor } from '../../db/seed/demo-data';
import { badRequest, paymentRequired } from '../../errors';
import type { SecretBox } from '../emission/certificates';
import { splitSmtpPassword, withSmtpPassword } from './smtp';

/** An emisor's e-mail settings as the sender uses them (password decrypted). */
export interface MailSettings {
  nombreComercial: string;
  razonSocial: string;
  /** The company's e-mail (sign-up, Empresa page): Reply-To of every message; null when empty. */
  email: string | null;
  enviarEnPruebas: boolean;
  /** Own SMTP server with its password, or null for the deployment's SMTP_URL. */
  smtpUrl: string | null;
  remitenteNombre: string | null;
  remitenteEmail: string | null;
}

export async function mailSettings(db: Executor, box: SecretBox, emisorId: string): Promise<MailSettings | null> {
  const [row] = await db
    .select({
      nombreComercial: emisores.nombreComercial,
      razonSocial: emisores.razonSocial,
      email: emisores.email,
      enviarEnPruebas: emisorCorreo.enviarEnPruebas,
      smtpUrl: emisorCorreo.smtpUrl,
      smtpClaveCifrada: emisorCorreo.smtpClaveCifrada,
      remitenteNombre: emisorCorreo.remitenteNombre,
      remitenteEmail: emisorCorreo.remitenteEmail,
    })
    .from(emisores)
    .leftJoin(emisorCorreo, eq(emisorCorreo.emisorId, emisores.id))
    .where(eq(emisores.id, emisorId));
  if (!row) return null;
  const password = row.smtpClaveCifrada ? box.decrypt(row.smtpClaveCifrada) : null;
  return {
    nombreComercial: row.nombreComercial,
    razonSocial: row.razonSocial,
    email: row.email || null,
    enviarEnPruebas: row.enviarEnPruebas ?? false,
    smtpUrl: row.smtpUrl ? withSmtpPassword(row.smtpUrl, password) : null,
    remitenteNombre: row.remitenteNombre,
    remitenteEmail: row.remitenteEmail,
  };
}

export interface MailSettingsInput {
  enviarEnPruebas?: boolean;
  /** smtp(s)://user:password@host:port, '' or null for none; the password is stored encrypted, apart from the URL. */
  smtpUrl?: string | null;
  /** Replaces the password ('' removes it); omitted, a URL without password keeps the stored one. */
  smtpClave?: string;
  remitenteNombre?: string | null;
  remitenteEmail?: string | null;
  /** The daily low-stock digest; only where the plan offers it (402 otherwise). */
  resumenStockBajo?: boolean;
  /** Payment reminders; only where the plan offers them (402 otherwise). */
  recordatoriosCobro?: boolean;
}

async function planOf(db: Executor, emisorId: string): Promise<PlanCodigo> {
  const [row] = await db.select({ plan: emisores.plan }).from(emisores).where(eq(emisores.id, emisorId));
  return (row?.plan ?? 'gratis') as PlanCodigo;
}

/** An emptied text is stored as null (the default applies). */
const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/** Writes an emisor's e-mail settings (PUT /api/emisor/correo): only the fields given change. */
export async function saveMailSettings(
  db: Executor,
  box: SecretBox,
  emisorId: string,
  input: MailSettingsInput,
): Promise<void> {
  if (input.resumenStockBajo !== undefined || input.recordatoriosCobro !== undefined) {
    const plan = planDe(await planOf(db, emisorId));
    if (input.resumenStockBajo !== undefined && !plan.resumenStockBajo)
      throw paymentRequired(RESUMEN_STOCK_BAJO_NO_DISPONIBLE_MESSAGE);
    if (input.recordatoriosCobro !== undefined && !plan.recordatoriosCobro)
      throw paymentRequired(RECORDATORIOS_COBRO_NO_DISPONIBLE_MESSAGE);
  }
  const smtp = input.smtpUrl ? splitSmtpPassword(input.smtpUrl) : input.smtpUrl === undefined ? undefined : null;
  const password = input.smtpClave !== undefined ? input.smtpClave : smtp?.password || undefined;
  if (password && smtp === undefined) {
    const [current] = await db
      .select({ smtpUrl: emisorCorreo.smtpUrl })
      .from(emisorCorreo)
      .where(eq(emisorCorreo.emisorId, emisorId));
    if (!current?.smtpUrl) throw badRequest(SMTP_CLAVE_SIN_URL_MESSAGE);
  }
  const values = {
    enviarEnPruebas: input.enviarEnPruebas,
    smtpUrl: smtp === undefined ? undefined : (smtp?.url ?? null),
    // No URL, no password; otherwise the one given (in the URL or apart) or the stored one.
    smtpClaveCifrada:
      smtp === null ? null : password === undefined ? undefined : password ? box.encrypt(password) : null,
    remitenteNombre: orNull(input.remitenteNombre),
    remitenteEmail: orNull(input.remitenteEmail),
    resumenStockBajo: input.resumenStockBajo,
    recordatoriosCobro: input.recordatoriosCobro,
  };
  await db
    .insert(emisorCorreo)
    .values({ emisorId, ...values })
    .onConflictDoUpdate({ target: emisorCorreo.emisorId, set: { ...values, updatedAt: new Date() } });
}

/**
 * GET /api/emisor/correo: the settings as the Empresa page shows them, the SMTP password never; the
 * low-stock digest only where the plan offers it.
 */
export async function correoSettings(db: Executor, emisorId: string): Promise<CorreoSettings> {
  const [[row], plan] = await Promise.all([
    db.select().from(emisorCorreo).where(eq(emisorCorreo.emisorId, emisorId)),
    planOf(db, emisorId),
  ]);
  return {
    enviarEnPruebas: row?.enviarEnPruebas ?? false,
    smtpUrl: row?.smtpUrl ?? '',
    smtpConClave: Boolean(row?.smtpUrl && row.smtpClaveCifrada),
    remitenteNombre: row?.remitenteNombre ?? '',
    remitenteEmail: row?.remitenteEmail ?? '',
    ...(planDe(plan).resumenStockBajo ? { resumenStockBajo: resumenStockBajoActivo(plan, row?.resumenStockBajo) } : {}),
    ...(planDe(plan).recordatoriosCobro ? { recordatoriosCobro: row?.recordatoriosCobro ?? false } : {}),
  };
}

/** The demo company e-mails its PRUEBAS documents, so a fresh machine shows them in MailDev. */
export const DEMO_MAIL_SETTINGS = { enviarEnPruebas: true } as const;

export async function ensureDemoMailSettings(db: Executor): Promise<void> {
  const demo = await db
    .select({ id: emisores.id })
    .from(emisores)
    .where(inArray(emisores.ruc, [demoEmisor.ruc]));
  for (const { id } of demo) {
    await db
      .insert(emisorCorreo)
      .values({ emisorId: id, ...DEMO_MAIL_SETTINGS })
      .onConflictDoNothing({ target: emisorCorreo.emisorId });
  }
}
