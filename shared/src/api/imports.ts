import { downloadWithToken, request } from '@facturador/shared/api';
import { type ImportacionResponse, importacionResponseSchema } from '@facturador/shared/domain/imports';

/** What can be imported from a spreadsheet (issue 27): its API path and the name of its template. */
export type ImportKind = 'productos' | 'clientes';

export const IMPORTACION_ERROR_MESSAGE = 'No se pudo importar el archivo';
export const PLANTILLA_ERROR_MESSAGE = 'No se pudo descargar la plantilla';

/** POST /api/{kind}/importar: the preview, or with `confirmar` the rows applied (all or nothing). */
export function importSheet(kind: ImportKind, archivo: File, confirmar: boolean): Promise<ImportacionResponse> {
  const form = new FormData();
  form.append('archivo', archivo, archivo.name);
  return request(
    importacionResponseSchema,
    (http) =>
      http
        .post(`api/${kind}/importar`, {
          body: form,
          searchParams: confirmar ? { confirmar: 'true' } : {},
          timeout: 120_000,
        })
        .json(),
    IMPORTACION_ERROR_MESSAGE,
  );
}

/** GET /api/{kind}/importar/plantilla?formato=: saved as plantilla-{kind}.csv or .xlsx. */
export function downloadImportTemplate(kind: ImportKind, formato: 'csv' | 'xlsx'): Promise<void> {
  return downloadWithToken(
    (http) => http.get(`api/${kind}/importar/plantilla`, { searchParams: { formato } }),
    `plantilla-${kind}.${formato}`,
    PLANTILLA_ERROR_MESSAGE,
  );
}
