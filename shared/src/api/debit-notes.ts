import { request } from '@facturador/shared/api';
import { type FacturarResponse, facturarResponseSchema, IDEMPOTENCY_KEY_HEADER } from '@facturador/shared/domain';
import { type EmitirNotaDebitoInput, emitirNotaDebitoSchema } from '@facturador/shared/domain/debit-notes';
import { ApiRequestError } from './client';

/**
 * Client of `POST /api/notas-debito` (issue 40 §2): a nota de débito (codDoc 05) charging, after an
 * AUTORIZADA invoice, what it did not carry. It answers like `POST /api/facturar`.
 */

export const NOTA_DEBITO_ERROR_MESSAGE = 'No se pudo emitir la nota de débito';

/** `POST /api/notas-debito` body: the buyer, numDocModificado and its date come from the invoice. */
export type NotaDebitoRequest = EmitirNotaDebitoInput;

// SRI may take a while to answer: longer than the client's default timeout (as for invoices).
const EMISSION_TIMEOUT_MS = 90_000;

/**
 * Sends a nota de débito with the confirmation's idempotency key (a retry never issues twice). The
 * body is checked with the API's own schema first: one it would refuse never leaves the browser.
 */
export async function emitirNotaDebito(body: NotaDebitoRequest, idempotencyKey: string): Promise<FacturarResponse> {
  const parsed = emitirNotaDebitoSchema.safeParse(body);
  if (!parsed.success) throw new ApiRequestError(parsed.error.issues[0]?.message || NOTA_DEBITO_ERROR_MESSAGE, 0);
  return request(
    facturarResponseSchema,
    (http) =>
      http
        .post('api/notas-debito', {
          json: parsed.data,
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
          timeout: EMISSION_TIMEOUT_MS,
        })
        .json(),
    NOTA_DEBITO_ERROR_MESSAGE,
  );
}
