import { ApiRequestError, fetchFacturaRide } from '@facturador/shared/api';
import { CLAVE_ACCESO_INCORRECTA_MESSAGE, CLAVE_ACCESO_PATTERN, type FacturaRide } from '@facturador/shared/domain';
import { buildRidePdfBlob, normalizeRide, rideTitle } from '@facturador/shared/ride';
import { RIDE_PDF_ERROR_MESSAGE } from './messages';

// Loaded on the first 'Ver factura', not with the page: the API client, the domain rules (and zod)
// and the RIDE builder are what a customer's phone would otherwise download before the button shows.

/** The invoice behind a key and its RIDE as a PDF, or the message the page shows instead. */
export type LoadedRide = { factura: FacturaRide; title: string; pdf: Blob } | { message: string };

function failureMessage(error: unknown): string {
  // Too many lookups from one address: the API's own message says to wait.
  if (error instanceof ApiRequestError && error.status === 429 && error.fromServer) return error.message;
  // Unknown key, a document of another kind, or the API unreachable: spec 02 §8.
  if (error instanceof ApiRequestError) return CLAVE_ACCESO_INCORRECTA_MESSAGE;
  const detail = error instanceof Error && error.message ? ` ${error.message}` : '';
  return `${RIDE_PDF_ERROR_MESSAGE}${detail}`;
}

/** Fetches the invoice and builds its RIDE in the browser (spec 02 §7: the PDF is built locally). */
export async function loadRide(clave: string): Promise<LoadedRide> {
  // Only 49 digits can be an access key: anything else gets the spec's alert without asking the API.
  if (!CLAVE_ACCESO_PATTERN.test(clave.trim())) return { message: CLAVE_ACCESO_INCORRECTA_MESSAGE };
  try {
    const factura = await fetchFacturaRide(clave);
    const pdf = await buildRidePdfBlob(factura);
    return { factura, title: rideTitle(normalizeRide(factura)), pdf };
  } catch (error) {
    return { message: failureMessage(error) };
  }
}
