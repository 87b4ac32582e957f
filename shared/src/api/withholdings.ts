import { compactQuery, downloadWithToken, request } from '@facturador/shared/api';
import {
  RETENCION_ARCHIVO_CAMPO,
  type RetencionRecibida,
  retencionesRecibidasResponseSchema,
  retencionRecibidaSchema,
} from '@facturador/shared/domain/withholdings';
import { z } from 'zod/mini';

export const RETENCIONES_ERROR_MESSAGE = 'Error al cargar las retenciones';
export const RETENCION_REGISTRO_ERROR_MESSAGE = 'No se pudo registrar la retención';
export const RETENCION_ELIMINAR_ERROR_MESSAGE = 'No se pudo eliminar la retención';
export const RETENCIONES_EXPORTAR_ERROR_MESSAGE = 'No se pudo exportar las retenciones';

export interface RetencionesFilters {
  desde?: string;
  hasta?: string;
  /** An invoice's access key: its retenciones only. */
  factura?: string;
}

/** GET /api/retenciones-recibidas */
export async function fetchReceivedWithholdings(filters: RetencionesFilters): Promise<RetencionRecibida[]> {
  const { retenciones } = await request(
    retencionesRecibidasResponseSchema,
    (http) => http.get('api/retenciones-recibidas', { searchParams: compactQuery({ ...filters }) }).json(),
    RETENCIONES_ERROR_MESSAGE,
  );
  return retenciones;
}

/** GET /api/retenciones-recibidas/{id} */
export function fetchReceivedWithholding(id: string): Promise<RetencionRecibida> {
  return request(
    retencionRecibidaSchema,
    (http) => http.get(`api/retenciones-recibidas/${encodeURIComponent(id)}`).json(),
    RETENCIONES_ERROR_MESSAGE,
  );
}

/** POST /api/retenciones-recibidas by access key (the API fetches it from the SRI) or with the authorized XML. */
export function registerReceivedWithholding(source: { claveAcceso: string } | { archivo: Blob }) {
  const options =
    'archivo' in source
      ? (() => {
          const form = new FormData();
          form.append(RETENCION_ARCHIVO_CAMPO, source.archivo, 'retencion.xml');
          return { body: form, timeout: 60_000 };
        })()
      : { json: source, timeout: 60_000 };
  return request(
    retencionRecibidaSchema,
    (http) => http.post('api/retenciones-recibidas', options).json(),
    RETENCION_REGISTRO_ERROR_MESSAGE,
  );
}

/** DELETE /api/retenciones-recibidas/{id} with the reason. */
export async function deleteReceivedWithholding(id: string, motivo: string): Promise<void> {
  await request(
    z.object({ id: z.string() }),
    (http) => http.delete(`api/retenciones-recibidas/${encodeURIComponent(id)}`, { json: { motivo } }).json(),
    RETENCION_ELIMINAR_ERROR_MESSAGE,
  );
}

/** GET /api/retenciones-recibidas/exportar: the year's retenciones received, saved as CSV or Excel. */
export function exportReceivedWithholdings(anio: number, formato: 'csv' | 'xlsx'): Promise<void> {
  return downloadWithToken(
    (http) =>
      http.get('api/retenciones-recibidas/exportar', {
        searchParams: { anio: String(anio), formato },
        timeout: 120_000,
      }),
    `retenciones-recibidas-${anio}.${formato}`,
    RETENCIONES_EXPORTAR_ERROR_MESSAGE,
  );
}
