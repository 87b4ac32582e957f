import { request } from '@facturador/shared/api';
import {
  type ClaveApi,
  type ClaveApiCreada,
  type CrearClaveApi,
  type CrearWebhook,
  claveApiCreadaSchema,
  clavesApiResponseSchema,
  type EntregaWebhook,
  entregasWebhookResponseSchema,
  integracionMensajeSchema,
  type Webhook,
  type WebhookCreado,
  webhookCreadoSchema,
  webhooksResponseSchema,
} from '@facturador/shared/domain/integrations';

/** GET /api/claves-api: the company's keys in force (never their secrets). */
export async function fetchApiKeys(): Promise<ClaveApi[]> {
  const { claves } = await request(
    clavesApiResponseSchema,
    (http) => http.get('api/claves-api').json(),
    'Error al cargar las claves de API',
  );
  return claves;
}

/** POST /api/claves-api: the answer carries the secret, this once. */
export function createApiKey(input: CrearClaveApi): Promise<ClaveApiCreada> {
  return request(
    claveApiCreadaSchema,
    (http) => http.post('api/claves-api', { json: input }).json(),
    'Error al crear la clave de API',
  );
}

/** DELETE /api/claves-api/{id} */
export async function revokeApiKey(id: string): Promise<string> {
  const { message } = await request(
    integracionMensajeSchema,
    (http) => http.delete(`api/claves-api/${encodeURIComponent(id)}`).json(),
    'Error al revocar la clave de API',
  );
  return message;
}

/** GET /api/webhooks */
export async function fetchWebhooks(): Promise<Webhook[]> {
  const { webhooks } = await request(
    webhooksResponseSchema,
    (http) => http.get('api/webhooks').json(),
    'Error al cargar los webhooks',
  );
  return webhooks;
}

/** POST /api/webhooks: the answer carries the signing secret, this once. */
export function createWebhook(input: CrearWebhook): Promise<WebhookCreado> {
  return request(
    webhookCreadoSchema,
    (http) => http.post('api/webhooks', { json: input }).json(),
    'Error al registrar el webhook',
  );
}

/** DELETE /api/webhooks/{id} */
export async function deleteWebhook(id: string): Promise<string> {
  const { message } = await request(
    integracionMensajeSchema,
    (http) => http.delete(`api/webhooks/${encodeURIComponent(id)}`).json(),
    'Error al eliminar el webhook',
  );
  return message;
}

/** GET /api/webhooks/{id}/entregas: the delivery log, newest first. */
export async function fetchWebhookDeliveries(webhookId: string): Promise<EntregaWebhook[]> {
  const { entregas } = await request(
    entregasWebhookResponseSchema,
    (http) => http.get(`api/webhooks/${encodeURIComponent(webhookId)}/entregas`).json(),
    'Error al cargar las entregas del webhook',
  );
  return entregas;
}

/** POST /api/webhooks/{id}/entregas/{entregaId}/reenviar */
export async function resendWebhookDelivery(webhookId: string, entregaId: string): Promise<string> {
  const { message } = await request(
    integracionMensajeSchema,
    (http) =>
      http
        .post(`api/webhooks/${encodeURIComponent(webhookId)}/entregas/${encodeURIComponent(entregaId)}/reenviar`)
        .json(),
    'Error al reenviar la entrega',
  );
  return message;
}
