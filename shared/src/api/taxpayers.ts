import { type Contribuyente, contribuyenteSchema } from '@facturador/shared/domain';
import { ApiRequestError, KEEP_SESSION_ON_401, request } from './client';

/**
 * GET /api/contribuyentes/{identificacion}: the SRI's public registry. Null when it has nothing to give (404
 * unknown, 503 unreachable, 429): the screens then go on without it, as the issue asks.
 */
export async function lookupContribuyente(identificacion: string): Promise<Contribuyente | null> {
  try {
    return await request(
      contribuyenteSchema,
      (http) => http.get(`api/contribuyentes/${encodeURIComponent(identificacion)}`, KEEP_SESSION_ON_401).json(),
      'No se pudo consultar el catastro del SRI',
    );
  } catch (error) {
    if (error instanceof ApiRequestError && [400, 404, 429, 503].includes(error.status)) return null;
    throw error;
  }
}
