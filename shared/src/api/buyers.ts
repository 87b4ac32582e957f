import { type PersonaResponse, personaResponseSchema } from '@facturador/shared/domain';
import { request } from './client';

/** GET /api/persona?identificacion=: data is null (with a mensaje to show) when the buyer is unknown. */
export async function fetchPersona(identificacion: string): Promise<PersonaResponse> {
  return request(
    personaResponseSchema,
    (http) => http.get('api/persona', { searchParams: { identificacion } }).json(),
    'Error al consultar el cliente',
  );
}
