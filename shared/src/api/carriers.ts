import { request } from '@facturador/shared/api';
import {
  TRANSPORTISTAS_ERROR_MESSAGE,
  type Transportista,
  type TransportistaInputBody,
  transportistaEliminadoSchema,
  transportistaInputSchema,
  transportistaListResponseSchema,
  transportistaResponseSchema,
} from '@facturador/shared/domain/waybills';
import { ApiRequestError } from './client';

/**
 * Client of `/api/transportistas`: the carriers a company saved to choose again on a guía de remisión (06).
 */

export const TRANSPORTISTA_GUARDAR_ERROR_MESSAGE = 'No se pudo guardar el transportista';
export const TRANSPORTISTA_ELIMINAR_ERROR_MESSAGE = 'No se pudo eliminar el transportista';

/** `GET /api/transportistas`: the company's carriers, by razón social. */
export async function fetchCarriers(): Promise<Transportista[]> {
  const { transportistas } = await request(
    transportistaListResponseSchema,
    (http) => http.get('api/transportistas').json(),
    TRANSPORTISTAS_ERROR_MESSAGE,
  );
  return transportistas;
}

/**
 * `POST /api/transportistas`, checked first with the API's own schema (a cédula that fails the módulo 10
 * check never leaves the browser). The same identificación and placa update the saved carrier.
 */
export async function saveCarrier(input: TransportistaInputBody): Promise<Transportista> {
  const parsed = transportistaInputSchema.safeParse(input);
  if (!parsed.success)
    throw new ApiRequestError(parsed.error.issues[0]?.message || TRANSPORTISTA_GUARDAR_ERROR_MESSAGE, 0);
  const { transportista } = await request(
    transportistaResponseSchema,
    (http) => http.post('api/transportistas', { json: parsed.data }).json(),
    TRANSPORTISTA_GUARDAR_ERROR_MESSAGE,
  );
  return transportista;
}

/** `DELETE /api/transportistas/{id}`: the API's message. */
export async function deleteCarrier(id: string): Promise<string> {
  const { message } = await request(
    transportistaEliminadoSchema,
    (http) => http.delete(`api/transportistas/${encodeURIComponent(id)}`).json(),
    TRANSPORTISTA_ELIMINAR_ERROR_MESSAGE,
  );
  return message;
}
