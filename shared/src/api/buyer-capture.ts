import {
  type CapturaContexto,
  type CapturaCreada,
  type CapturaDatos,
  type CapturaResultado,
  capturaContextoSchema,
  capturaCreadaSchema,
  capturaResultadoSchema,
} from '@facturador/shared/domain';
import { z } from 'zod/mini';
import { request } from './client';

const path = (token: string) => `api/captura-cliente/${encodeURIComponent(token)}`;

/** POST /api/captura-cliente (signed in): a one-use link, valid 10 minutes, to show as a QR code. */
export function createBuyerCapture(): Promise<CapturaCreada> {
  return request(
    capturaCreadaSchema,
    (http) => http.post('api/captura-cliente').json(),
    'No se pudo crear el enlace para el cliente',
  );
}

/** GET /api/captura-cliente/{token}/resultado (signed in, the link's creator): polled about every second. */
export function fetchBuyerCaptureResult(token: string): Promise<CapturaResultado> {
  return request(
    capturaResultadoSchema,
    (http) => http.get(`${path(token)}/resultado`).json(),
    'No se pudo consultar los datos del cliente',
  );
}

/** GET /api/captura-cliente/{token} (public): the trade name the buyer's page shows. */
export function fetchBuyerCaptureContext(token: string): Promise<CapturaContexto> {
  return request(capturaContextoSchema, (http) => http.get(path(token)).json(), 'No se pudo abrir el enlace');
}

/** POST /api/captura-cliente/{token} (public): the buyer's data, once. */
export async function sendBuyerCapture(token: string, datos: CapturaDatos): Promise<void> {
  await request(
    z.object({ ok: z.boolean() }),
    (http) => http.post(path(token), { json: datos }).json(),
    'No se pudieron enviar sus datos',
  );
}
