import { CONSUMIDOR_FINAL_IDENTIFICACION, SIN_CORREO } from '@facturador/shared/domain';
import { z } from 'zod/mini';

/**
 * E-mail delivery of an authorized document to its buyer (issue #12): the states of one message, the
 * delivery log the admin card shows, the resend request, and who gets the automatic message.
 */
export const ESTADOS_CORREO = ['PENDIENTE', 'ENVIADO', 'FALLÓ'] as const;
export type EstadoCorreo = (typeof ESTADOS_CORREO)[number];

/** One message of a document: the automatic one after AUTORIZADA, or a 'Reenviar correo'. */
export const entregaCorreoSchema = z.object({
  estado: z.enum(ESTADOS_CORREO),
  destinatarios: z.array(z.string()),
  /** Why it FALLÓ (SMTP's answer), or the last transient error while still PENDIENTE. */
  motivo: z.nullable(z.string()),
  /** ISO 8601 instants: requested, and sent (null until ENVIADO). */
  fecha: z.string(),
  enviadoEn: z.nullable(z.string()),
  reenvio: z.boolean(),
});
export type EntregaCorreo = z.infer<typeof entregaCorreoSchema>;

export const ESTADO_CORREO_LABEL = 'Estado del correo';
export const REENVIAR_CORREO_LABEL = 'Reenviar correo';
export const OTRO_DESTINATARIO_LABEL = 'Enviar a otra dirección (opcional)';
export const CORREO_REENVIADO_MESSAGE = 'El correo se enviará en unos segundos.';
export const SIN_DESTINATARIO_MESSAGE = 'El comprador no tiene correo electrónico: indique a quién enviarlo.';
export const CORREO_SOLO_AUTORIZADOS_MESSAGE = 'Solo se envían por correo comprobantes AUTORIZADOS.';
export const CORREO_NO_CONFIGURADO_MESSAGE =
  'El envío de correos no está configurado en el servidor (SMTP_URL). Consulte al administrador.';
export const REENVIO_CORREO_ERROR_MESSAGE = 'No se pudo reenviar el correo';
export const DESTINATARIO_INVALIDO_MESSAGE = 'Ingrese correos electrónicos válidos, separados por comas.';
export const MAX_DESTINATARIOS = 10;

const emailSchema = z.email({ error: DESTINATARIO_INVALIDO_MESSAGE });

/** Addresses written in one field: separated by commas, semicolons or spaces. */
export function splitDirecciones(text: string): string[] {
  return text
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** POST /api/facturas/{clave}/correo: without destinatarios the buyer's address(es) get it again. */
export const reenviarCorreoBodySchema = z.object({
  destinatarios: z.optional(
    z
      .array(emailSchema, { error: DESTINATARIO_INVALIDO_MESSAGE })
      .check(
        z.minLength(1, { error: DESTINATARIO_INVALIDO_MESSAGE }),
        z.maxLength(MAX_DESTINATARIOS, { error: `Como máximo ${MAX_DESTINATARIOS} destinatarios.` }),
      ),
  ),
});
export type ReenviarCorreoBody = z.infer<typeof reenviarCorreoBodySchema>;

export const reenviarCorreoResponseSchema = z.object({
  mensaje: z.string(),
  correo: entregaCorreoSchema,
});
export type ReenviarCorreoResponse = z.infer<typeof reenviarCorreoResponseSchema>;

/**
 * The buyer's addresses that get the automatic message: none for consumidor final or 'Sin correo';
 * only well-formed ones otherwise (a field may hold several).
 */
export function destinatariosDelComprador(identificacion: string, email: string | null | undefined): string[] {
  if (identificacion === CONSUMIDOR_FINAL_IDENTIFICACION) return [];
  const text = (email ?? '').trim();
  if (!text || text.toLowerCase() === SIN_CORREO.toLowerCase()) return [];
  return splitDirecciones(text).filter((address) => emailSchema.safeParse(address).success);
}

/**
 * Why a document shows «Sin envíos» (issue 25), and where that changes: e-mail goes out once SRI
 * authorizes; PRUEBAS documents only when the company turned it on.
 */
export function sinEnviosMotivo(documento: { estado: string; ambiente: number }): string {
  if (documento.estado !== 'AUTORIZADA') return 'Se envía por correo cuando el SRI lo autorice.';
  if (documento.ambiente === 1)
    return 'Los comprobantes de PRUEBAS se envían solo si está activado en Administrar › Empresa › Correo de facturas.';
  return 'El comprador no tiene correo electrónico, o el envío está en cola.';
}
