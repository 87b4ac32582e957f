import { CLAVE_ACCESO_PATTERN } from '@facturador/shared/domain';
import {
  CLAVE_ACCESO_INCORRECTA_MESSAGE,
  type FacturaRide,
  facturaRideResponseSchema,
} from '@facturador/shared/domain/ride';
import { buildRidePdfBlob, normalizeRide, rideTitle } from '@facturador/shared/ride';
import { RIDE_PDF_ERROR_MESSAGE } from './messages';
import { type RideAnswer, requestRide } from './ride-request';

// Loaded on the first 'Ver factura', not with the page: the domain rules (and zod) and the RIDE builder are what a customer's phone would otherwise download before the button shows.

/** The invoice behind a key and its RIDE as a PDF, or the message the page shows instead. */
export type LoadedRide = { factura: FacturaRide; title: string; pdf: Blob } | { message: string };

/** The invoice in an answer, or the message the page shows: spec 02 §8 for an unknown key or another kind. */
function facturaOf(answer: RideAnswer): { factura: FacturaRide } | { message: string } {
  if (!answer.ok) {
    // Too many lookups from one address: the API's own message says to wait.
    const serverMessage = (answer.body as { error?: { message?: unknown } } | null)?.error?.message;
    if (answer.status === 429 && typeof serverMessage === 'string') return { message: serverMessage };
    return { message: CLAVE_ACCESO_INCORRECTA_MESSAGE };
  }
  const parsed = facturaRideResponseSchema.safeParse(answer.body);
  return parsed.success ? { factura: parsed.data.factura } : { message: CLAVE_ACCESO_INCORRECTA_MESSAGE };
}

/** Fetches the invoice and builds its RIDE in the browser (spec 02 §7: the PDF is built locally). */
export async function loadRide(clave: string): Promise<LoadedRide> {
  // Only 49 digits can be an access key: anything else gets the spec's alert without asking the API.
  if (!CLAVE_ACCESO_PATTERN.test(clave.trim())) return { message: CLAVE_ACCESO_INCORRECTA_MESSAGE };
  let found: { factura: FacturaRide } | { message: string };
  try {
    found = facturaOf(await requestRide(clave));
  } catch {
    // The API unreachable: spec 02 §8 as well.
    return { message: CLAVE_ACCESO_INCORRECTA_MESSAGE };
  }
  if ('message' in found) return found;
  try {
    const pdf = await buildRidePdfBlob(found.factura);
    return { factura: found.factura, title: rideTitle(normalizeRide(found.factura)), pdf };
  } catch (error) {
    const detail = error instanceof Error && error.message ? ` ${error.message}` : '';
    return { message: `${RIDE_PDF_ERROR_MESSAGE}${detail}` };
  }
}
