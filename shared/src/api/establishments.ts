import { request } from '@facturador/shared/api';
import {
  type EstablecimientoCreateBody,
  type EstablecimientoInfo,
  type EstablecimientoUpdate,
  establecimientoResponseSchema,
  establecimientosResponseSchema,
  type PuntoCreateBody,
  type PuntoEmisionInfo,
  type PuntoUpdate,
  puntoResponseSchema,
} from '@facturador/shared/domain/settings';

/** GET /api/establecimientos, each with its emission points. */
export async function fetchEstablishments(): Promise<EstablecimientoInfo[]> {
  const { establecimientos } = await request(
    establecimientosResponseSchema,
    (http) => http.get('api/establecimientos').json(),
    'Error al cargar los establecimientos',
  );
  return establecimientos;
}

/** POST /api/establecimientos */
export async function createEstablishment(input: EstablecimientoCreateBody): Promise<EstablecimientoInfo> {
  const { establecimiento } = await request(
    establecimientoResponseSchema,
    (http) => http.post('api/establecimientos', { json: input }).json(),
    'Error al crear el establecimiento',
  );
  return establecimiento;
}

/** PUT /api/establecimientos/{id} */
export async function updateEstablishment(id: string, input: EstablecimientoUpdate): Promise<EstablecimientoInfo> {
  const { establecimiento } = await request(
    establecimientoResponseSchema,
    (http) => http.put(`api/establecimientos/${encodeURIComponent(id)}`, { json: input }).json(),
    'Error al actualizar el establecimiento',
  );
  return establecimiento;
}

/** POST /api/establecimientos/{id}/puntos */
export async function createEmissionPoint(
  establecimientoId: string,
  input: PuntoCreateBody,
): Promise<PuntoEmisionInfo> {
  const { punto } = await request(
    puntoResponseSchema,
    (http) => http.post(`api/establecimientos/${encodeURIComponent(establecimientoId)}/puntos`, { json: input }).json(),
    'Error al crear el punto de emisión',
  );
  return punto;
}

/** PUT /api/puntos/{id}: code, active flag and next secuenciales per document type and ambiente. */
export async function updateEmissionPoint(id: string, input: PuntoUpdate): Promise<PuntoEmisionInfo> {
  const { punto } = await request(
    puntoResponseSchema,
    (http) => http.put(`api/puntos/${encodeURIComponent(id)}`, { json: input }).json(),
    'Error al actualizar el punto de emisión',
  );
  return punto;
}
