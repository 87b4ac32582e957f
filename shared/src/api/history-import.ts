import { request } from '@facturador/shared/api';
import {
  type ConfirmarImportacion,
  deshacerImportacionResponseSchema,
  IMPORTACION_DOCUMENTOS_CAMPO,
  type ImportacionHistorial,
  importacionesHistorialResponseSchema,
  importacionHistorialSchema,
} from '@facturador/shared/domain/imports';

export const IMPORTACION_HISTORIAL_ERROR_MESSAGE = 'No se pudo importar el historial';
export const IMPORTACION_HISTORIAL_CONSULTA_ERROR_MESSAGE = 'No se pudo consultar la importación';
export const IMPORTACION_HISTORIAL_CONFIRMAR_ERROR_MESSAGE = 'No se pudo confirmar la importación';
export const IMPORTACION_HISTORIAL_DESHACER_ERROR_MESSAGE = 'No se pudo deshacer la importación';

/** POST /api/importaciones/documentos (multipart): the authorized XMLs and ZIPs issued elsewhere; answers 202. */
export function startHistoryImport(archivos: readonly File[]): Promise<ImportacionHistorial> {
  const form = new FormData();
  for (const archivo of archivos) form.append(IMPORTACION_DOCUMENTOS_CAMPO, archivo, archivo.name);
  return request(
    importacionHistorialSchema,
    (http) => http.post('api/importaciones/documentos', { body: form, timeout: 600_000 }).json(),
    IMPORTACION_HISTORIAL_ERROR_MESSAGE,
  );
}

/** POST /api/importaciones/documentos `{clavesAcceso}`: fetched from the SRI's authorization service. */
export function startHistoryImportByKeys(clavesAcceso: readonly string[]): Promise<ImportacionHistorial> {
  return request(
    importacionHistorialSchema,
    (http) => http.post('api/importaciones/documentos', { json: { clavesAcceso } }).json(),
    IMPORTACION_HISTORIAL_ERROR_MESSAGE,
  );
}

/** GET /api/importaciones/{id}: progress, per-file results and, once `lista`, the proposal. */
export function fetchHistoryImport(id: string): Promise<ImportacionHistorial> {
  return request(
    importacionHistorialSchema,
    (http) => http.get(`api/importaciones/${encodeURIComponent(id)}`).json(),
    IMPORTACION_HISTORIAL_CONSULTA_ERROR_MESSAGE,
  );
}

/** GET /api/importaciones: the company's imports, newest first (without their results). */
export function fetchHistoryImports() {
  return request(
    importacionesHistorialResponseSchema,
    (http) => http.get('api/importaciones').json(),
    IMPORTACION_HISTORIAL_CONSULTA_ERROR_MESSAGE,
  );
}

/** POST /api/importaciones/{id}/confirmar: numbering, customers, products and pending invoices applied. */
export function confirmHistoryImport(id: string, body: ConfirmarImportacion): Promise<ImportacionHistorial> {
  return request(
    importacionHistorialSchema,
    (http) =>
      http.post(`api/importaciones/${encodeURIComponent(id)}/confirmar`, { json: body, timeout: 120_000 }).json(),
    IMPORTACION_HISTORIAL_CONFIRMAR_ERROR_MESSAGE,
  );
}

/** DELETE /api/importaciones/{id}: the whole import undone while nothing issued here depends on it. */
export function undoHistoryImport(id: string) {
  return request(
    deshacerImportacionResponseSchema,
    (http) => http.delete(`api/importaciones/${encodeURIComponent(id)}`).json(),
    IMPORTACION_HISTORIAL_DESHACER_ERROR_MESSAGE,
  );
}
