import {
  type FacturarRequest,
  type FacturarRequestInput,
  type FacturarResponse,
  facturarRequestSchema,
  facturarResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
} from '@facturador/shared/domain';
import { ApiRequestError, KEEP_SESSION_ON_401, request } from './client';

/**
 * Client of the emission endpoint (spec 01 §7): POST /api/facturar, checked with the shared schemas on
 * the way out and on the way back. A credit note's original invoice is read in original-invoice.ts; the
 * manual reception and authorization steps are in admin-documents.ts, where the documents list uses them.
 */

export const FACTURAR_ERROR_MESSAGE = 'Error al generar la factura';

// SRI may take a while to answer: longer than the client's default timeout.
const EMISSION_TIMEOUT_MS = 90_000;

/**
 * Sends an invoice or credit note. The body is validated and normalised with the shared schema
 * first: a payload the API would refuse never leaves the browser (its first message is thrown).
 * The idempotency key (one per confirmed document) makes a repeated request answer the first
 * emission instead of issuing a second document. With `keepSessionOn401` a rejected token is the
 * caller's to handle (an ApiRequestError with status 401) instead of ending the session.
 */
export async function facturar(
  body: FacturarRequestInput,
  idempotencyKey?: string,
  { keepSessionOn401 = false }: { keepSessionOn401?: boolean } = {},
): Promise<FacturarResponse> {
  const parsed = facturarRequestSchema.safeParse(body);
  if (!parsed.success) throw new ApiRequestError(parsed.error.issues[0]?.message || FACTURAR_ERROR_MESSAGE, 0);
  const payload: FacturarRequest = parsed.data;
  return request(
    facturarResponseSchema,
    (http) =>
      http
        .post('api/facturar', {
          json: payload,
          timeout: EMISSION_TIMEOUT_MS,
          headers: idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : undefined,
          ...(keepSessionOn401 ? KEEP_SESSION_ON_401 : {}),
        })
        .json(),
    FACTURAR_ERROR_MESSAGE,
  );
}
