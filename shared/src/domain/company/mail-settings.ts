import { boundedText, EMAIL_INVALIDO_MESSAGE, type PlanCodigo, planDe } from '@facturador/shared/domain';
import { RECORDATORIOS_COBRO_INVALIDO_MESSAGE } from '@facturador/shared/domain/receivables';
import { z } from 'zod/mini';

/**
 * "Correo de facturas" in company settings (issue #12): whether PRUEBAS documents are e-mailed, and
 * an optional own SMTP server and sender. The Reply-To is the company's e-mail (`email` of the emisor).
 */
export const SMTP_URL_INVALIDA_MESSAGE =
  'La URL del servidor SMTP debe empezar con smtp:// o smtps:// e indicar el servidor (por ejemplo smtps://usuario@smtp.ejemplo.com:465), o quedar vacía';
export const REMITENTE_EMAIL_INVALIDO_MESSAGE = `${EMAIL_INVALIDO_MESSAGE} para el remitente, o deje el campo vacío`;
export const SMTP_CLAVE_SIN_URL_MESSAGE = 'Ingrese la URL del servidor SMTP al que corresponde la contraseña';
export const ENVIAR_EN_PRUEBAS_INVALIDO_MESSAGE = 'Indique si se envían por correo los comprobantes de PRUEBAS';
export const CORREO_GUARDADO_MESSAGE = 'Configuración de correo guardada';
export const RESUMEN_STOCK_BAJO_INVALIDO_MESSAGE = 'Indique si se envía el resumen diario de stock bajo';
/** PUT /api/emisor/correo with resumenStockBajo on a plan that does not offer it (402, like the plan limits). */
export const RESUMEN_STOCK_BAJO_NO_DISPONIBLE_MESSAGE =
  'El resumen diario de stock bajo por correo está disponible en los planes Profesional y Anual Pro.';
/** Whether a company gets the digest: its plan offers it, and it is on unless the company turned it off (null = never set). */
export const resumenStockBajoActivo = (plan: PlanCodigo, guardado: boolean | null | undefined): boolean =>
  planDe(plan).resumenStockBajo && (guardado ?? true);
export const RESUMEN_STOCK_BAJO_LABEL = 'Enviar cada día un resumen de stock bajo al e-mail de la empresa';

/** smtp:// or smtps:// with a host; '' = none. */
export function isSmtpUrl(value: string): boolean {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const smtpUrlSchema = z
  .string({ error: SMTP_URL_INVALIDA_MESSAGE })
  .check(
    z.trim(),
    z.maxLength(500, SMTP_URL_INVALIDA_MESSAGE),
    z.refine(isSmtpUrl, { error: SMTP_URL_INVALIDA_MESSAGE }),
  );

const remitenteEmailSchema = z.string({ error: REMITENTE_EMAIL_INVALIDO_MESSAGE }).check(
  z.trim(),
  z.refine((value) => value === '' || z.email().safeParse(value).success, {
    error: REMITENTE_EMAIL_INVALIDO_MESSAGE,
  }),
);

/**
 * PUT /api/emisor/correo body: only the fields sent change. `smtpUrl: ''` removes the own SMTP
 * (and its password); `smtpClave` omitted keeps the stored password, `''` removes it.
 */
export const correoUpdateSchema = z.object({
  enviarEnPruebas: z.optional(z.boolean({ error: ENVIAR_EN_PRUEBAS_INVALIDO_MESSAGE })),
  smtpUrl: z.optional(smtpUrlSchema),
  smtpClave: z.optional(z.string().check(z.maxLength(200, 'La contraseña SMTP admite como máximo 200 caracteres'))),
  remitenteNombre: z.optional(boundedText('El nombre del remitente', 100)),
  remitenteEmail: z.optional(remitenteEmailSchema),
  /** Only where the plan offers it (refused with 402 elsewhere). */
  resumenStockBajo: z.optional(z.boolean({ error: RESUMEN_STOCK_BAJO_INVALIDO_MESSAGE })),
  /** Payment reminders to customers with overdue invoices (issue #23); 402 where the plan does not offer them. */
  recordatoriosCobro: z.optional(z.boolean({ error: RECORDATORIOS_COBRO_INVALIDO_MESSAGE })),
});
export type CorreoUpdate = z.infer<typeof correoUpdateSchema>;

/** GET and PUT /api/emisor/correo answer `{correo}`: never the SMTP password, only whether there is one. */
export const correoSettingsSchema = z.object({
  enviarEnPruebas: z.boolean(),
  /** smtp(s)://user@host:port without the password; '' = the deployment's server. */
  smtpUrl: z.string(),
  smtpConClave: z.boolean(),
  /** '' = the company's nombre comercial. */
  remitenteNombre: z.string(),
  /** '' = the deployment's sender address. */
  remitenteEmail: z.string(),
  /** The daily low-stock digest to the company's e-mail; absent where the plan does not offer it. */
  resumenStockBajo: z.optional(z.boolean()),
  /** Payment reminders (off by default); absent where the plan does not offer them. */
  recordatoriosCobro: z.optional(z.boolean()),
});
export type CorreoSettings = z.infer<typeof correoSettingsSchema>;
export const correoResponseSchema = z.object({ correo: correoSettingsSchema });
