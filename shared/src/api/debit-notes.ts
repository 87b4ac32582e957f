import { request } from '@facturador/shared/api';
import {
  type Ambiente,
  type FacturarResponse,
  facturarResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
} from '@facturador/shared/domain';

/**
 * Client of `POST /api/notas-debito` (issue 40 §2): a nota de débito (codDoc 05) charging, after an
 * AUTORIZADA invoice, what it did not carry. It answers like `POST /api/facturar`.
 */

export const NOTA_DEBITO_ERROR_MESSAGE = 'No se pudo emitir la nota de débito';

// TODO(issue 40): the request is defined here until shared/src/domain/debit-notes lands with its
// zod schema (the one the API validates with); then this type becomes that schema's input type.
/** `POST /api/notas-debito` body: the buyer, numDocModificado and its date come from the invoice. */
export interface NotaDebitoRequest {
  /** Clave de acceso of one of the company's AUTORIZADA invoices. */
  facturaModificada: string;
  /** razón: what is charged; valor: its amount without taxes (> 0, 2 decimals). */
  motivos: { razon: string; valor: number }[];
  impuesto: 'IVA 15%' | 'IVA 0%';
  /** The invoice's own ambiente (the API refuses another). */
  ambiente: Ambiente;
  pagos?: { formaPago: string; total: number; plazo?: number; unidadTiempo?: string }[];
}

// SRI may take a while to answer: longer than the client's default timeout (as for invoices).
const EMISSION_TIMEOUT_MS = 90_000;

/** Sends a nota de débito with the confirmation's idempotency key (a retry never issues twice). */
export function emitirNotaDebito(body: NotaDebitoRequest, idempotencyKey: string): Promise<FacturarResponse> {
  return request(
    facturarResponseSchema,
    (http) =>
      http
        .post('api/notas-debito', {
          json: body,
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
          timeout: EMISSION_TIMEOUT_MS,
        })
        .json(),
    NOTA_DEBITO_ERROR_MESSAGE,
  );
}
