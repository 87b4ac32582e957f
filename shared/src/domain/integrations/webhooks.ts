import { z } from 'zod/mini';

/**
 * Webhooks (issue #28): the outcome of a document reaches an integrator without polling. Each
 * delivery is a JSON body signed with HMAC-SHA256 over `${timestamp}.${body}` with the webhook's secret.
 */
export const EVENTOS_WEBHOOK = [
  'documento.autorizado',
  'documento.no-autorizado',
  'documento.requiere-atencion',
  'correo.fallo',
] as const;
export type EventoWebhook = (typeof EVENTOS_WEBHOOK)[number];

export const EVENTO_WEBHOOK_ETIQUETAS: Record<EventoWebhook, string> = {
  'documento.autorizado': 'Comprobante autorizado',
  'documento.no-autorizado': 'Comprobante no autorizado',
  'documento.requiere-atencion': 'Comprobante que requiere atención',
  'correo.fallo': 'Correo al comprador que no se pudo entregar',
};

/** Headers of every delivery (lower case, as Node and fetch give them). */
export const WEBHOOK_HEADERS = {
  evento: 'x-facturador-evento',
  entrega: 'x-facturador-entrega',
  timestamp: 'x-facturador-timestamp',
  firma: 'x-facturador-firma',
} as const;
/** The signature header's value is `v1=<hex>`: the scheme's version, then the HMAC. */
export const WEBHOOK_FIRMA_VERSION = 'v1';

export const WEBHOOK_URL_NO_VALIDA_MESSAGE = 'La URL del webhook debe ser una dirección http:// o https:// válida.';
export const WEBHOOK_URL_CARACTERES_MESSAGE =
  'La URL del webhook no puede contener espacios, tabuladores ni saltos de línea.';
export const WEBHOOK_EVENTOS_REQUERIDOS_MESSAGE = 'Elija al menos un evento para el webhook.';
export const WEBHOOK_EVENTO_DESCONOCIDO_MESSAGE = `Los eventos válidos son: ${EVENTOS_WEBHOOK.join(', ')}.`;

export const crearWebhookSchema = z.object({
  url: z.string({ error: WEBHOOK_URL_NO_VALIDA_MESSAGE }).check(
    z.trim(),
    z.maxLength(2000, WEBHOOK_URL_NO_VALIDA_MESSAGE),
    // The URL parser silently drops CR, LF and tabs inside: what is stored must be what is called.
    z.refine((value) => !/[\s\p{Cc}]/u.test(value), WEBHOOK_URL_CARACTERES_MESSAGE),
    z.refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), WEBHOOK_URL_NO_VALIDA_MESSAGE),
  ),
  eventos: z
    .array(z.enum(EVENTOS_WEBHOOK, { error: WEBHOOK_EVENTO_DESCONOCIDO_MESSAGE }), {
      error: WEBHOOK_EVENTOS_REQUERIDOS_MESSAGE,
    })
    .check(z.minLength(1, WEBHOOK_EVENTOS_REQUERIDOS_MESSAGE), z.maxLength(EVENTOS_WEBHOOK.length)),
});
export type CrearWebhook = z.infer<typeof crearWebhookSchema>;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  eventos: z.array(z.enum(EVENTOS_WEBHOOK)),
  creadoEn: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;
export const webhooksResponseSchema = z.object({ webhooks: z.array(webhookSchema) });
/** `POST /api/webhooks`: the only answer that carries the signing secret. */
export const webhookCreadoSchema = z.object({ webhook: webhookSchema, secreto: z.string() });
export type WebhookCreado = z.infer<typeof webhookCreadoSchema>;

export const ESTADOS_ENTREGA_WEBHOOK = ['PENDIENTE', 'ENTREGADA', 'FALLIDA'] as const;
export type EstadoEntregaWebhook = (typeof ESTADOS_ENTREGA_WEBHOOK)[number];

/** One try of a delivery: when, the receiver's HTTP status (null: no answer) and why it failed. */
export const intentoEntregaSchema = z.object({
  fecha: z.string(),
  codigo: z.nullable(z.number()),
  error: z.nullable(z.string()),
});
export type IntentoEntrega = z.infer<typeof intentoEntregaSchema>;

export const entregaWebhookSchema = z.object({
  id: z.string(),
  webhookId: z.string(),
  evento: z.enum(EVENTOS_WEBHOOK),
  estado: z.enum(ESTADOS_ENTREGA_WEBHOOK),
  intentos: z.number(),
  ultimoCodigo: z.nullable(z.number()),
  ultimoError: z.nullable(z.string()),
  proximoIntento: z.nullable(z.string()),
  creadaEn: z.string(),
  entregadaEn: z.nullable(z.string()),
  historial: z.array(intentoEntregaSchema),
  cuerpo: z.unknown(),
});
export type EntregaWebhook = z.infer<typeof entregaWebhookSchema>;
export const entregasWebhookResponseSchema = z.object({ entregas: z.array(entregaWebhookSchema) });

export const WEBHOOK_NO_ENCONTRADO_MESSAGE = 'El webhook no existe o ya fue eliminado.';
export const WEBHOOK_ELIMINADO_MESSAGE = 'Webhook eliminado.';
export const ENTREGA_NO_ENCONTRADA_MESSAGE = 'La entrega no existe.';
export const ENTREGA_REENVIADA_MESSAGE = 'Entrega programada para enviarse de nuevo.';
export const WEBHOOK_DESTINO_PRIVADO_MESSAGE =
  'La URL del webhook apunta a una dirección privada o local: use una dirección pública de internet.';
/** What a delivery records when the address policy stops it as it connects: it is not tried again. */
export const entregaDestinoPrivadoError = (address: string) =>
  `La entrega no se envió: la URL del webhook apunta a una dirección privada o local (${address}) que esta instalación no permite; no se reintenta.`;
export const WEBHOOK_DESTINO_NO_RESUELVE_MESSAGE = 'No se pudo resolver el nombre del servidor de la URL del webhook.';
