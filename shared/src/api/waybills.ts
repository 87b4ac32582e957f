import { request } from '@facturador/shared/api';
import { type FacturarResponse, facturarResponseSchema, IDEMPOTENCY_KEY_HEADER } from '@facturador/shared/domain';
import { type EmitirGuiaRemisionRequest, emitirGuiaRemisionSchema } from '@facturador/shared/domain/waybills';
import { ApiRequestError } from './client';

/**
 * Client of `POST /api/guias-remision` (issue 41): a guía de remisión (codDoc 06) for the goods of an
 * AUTORIZADA invoice. It answers like `POST /api/facturar`.
 */

export const GUIA_REMISION_ERROR_MESSAGE = 'No se pudo emitir la guía de remisión';

/** `POST /api/guias-remision` body: each destinatario's sustento is the company's invoice. */
export type GuiaRemisionRequest = EmitirGuiaRemisionRequest;

// SRI may take a while to answer: longer than the client's default timeout (as for invoices).
const EMISSION_TIMEOUT_MS = 90_000;

/**
 * Sends a guía with the confirmation's idempotency key (a retry never issues twice), checked first
 * with the API's own schema: a body it would refuse never leaves the browser.
 */
export async function emitirGuiaRemision(body: GuiaRemisionRequest, idempotencyKey: string): Promise<FacturarResponse> {
  const parsed = emitirGuiaRemisionSchema.safeParse(body);
  if (!parsed.success) throw new ApiRequestError(parsed.error.issues[0]?.message || GUIA_REMISION_ERROR_MESSAGE, 0);
  return request(
    facturarResponseSchema,
    (http) =>
      http
        .post('api/guias-remision', {
          json: parsed.data,
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
          timeout: EMISSION_TIMEOUT_MS,
        })
        .json(),
    GUIA_REMISION_ERROR_MESSAGE,
  );
}
