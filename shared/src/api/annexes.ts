import { ApiRequestError, downloadWithToken, request } from '@facturador/shared/api';
import {
  type AtsPeriodo,
  atsValidacionSchema,
  type FormulariosResponse,
  formulariosResponseSchema,
  type SustentoCompra,
  sustentoCompraSchema,
} from '@facturador/shared/domain/annexes';
import { z } from 'zod/mini';

/** Clients of the monthly annexes (issue #42): the ATS's problems and file, and forms 104/103. */
export const ATS_VALIDACION_ERROR_MESSAGE = 'No se pudo revisar el ATS del mes';
export const ATS_DESCARGA_ERROR_MESSAGE = 'No se pudo descargar el ATS';
export const FORMULARIOS_ERROR_MESSAGE = 'No se pudieron calcular los formularios del mes';
export const FORMULARIOS_DESCARGA_ERROR_MESSAGE = 'No se pudo descargar el Excel de los formularios';

const query = ({ anio, mes }: AtsPeriodo) => new URLSearchParams({ anio: String(anio), mes: String(mes) });
const mm = ({ mes }: AtsPeriodo) => String(mes).padStart(2, '0');

/** `GET /api/anexos/ats/validacion`: what keeps the ATS from being made, and the ventas rule. */
export function fetchAtsValidacion(periodo: AtsPeriodo) {
  return request(
    atsValidacionSchema,
    (http) => http.get('api/anexos/ats/validacion', { searchParams: query(periodo) }).json(),
    ATS_VALIDACION_ERROR_MESSAGE,
  );
}

/** `GET /api/anexos/ats`: the XML, saved as the API names it. */
export function downloadAts(periodo: AtsPeriodo, ruc: string): Promise<void> {
  return downloadWithToken(
    (http) => http.get('api/anexos/ats', { searchParams: query(periodo) }),
    `ATS-${ruc}-${mm(periodo)}${periodo.anio}.xml`,
    ATS_DESCARGA_ERROR_MESSAGE,
  );
}

/** `GET /api/anexos/formularios`: the month's figures of forms 104 and 103. */
export function fetchFormularios(periodo: AtsPeriodo): Promise<FormulariosResponse> {
  return request(
    formulariosResponseSchema,
    (http) => http.get('api/anexos/formularios', { searchParams: query(periodo) }).json(),
    FORMULARIOS_ERROR_MESSAGE,
  );
}

/** The same figures with the documents behind each, as Excel. */
export function downloadFormularios(periodo: AtsPeriodo): Promise<void> {
  const searchParams = query(periodo);
  searchParams.set('formato', 'xlsx');
  return downloadWithToken(
    (http) => http.get('api/anexos/formularios', { searchParams }),
    `formularios-${mm(periodo)}-${periodo.anio}.xlsx`,
    FORMULARIOS_DESCARGA_ERROR_MESSAGE,
  );
}

const compraGuardadaSchema = z.object({ id: z.string() });

export const SUSTENTO_GUARDAR_ERROR_MESSAGE = 'No se pudo guardar el sustento de la compra';

/** `PATCH /api/compras/{id}`: the purchase's codSustento (and forma de pago), as the ATS needs them. */
export async function patchCompraSustento(id: string, body: SustentoCompra): Promise<void> {
  const parsed = sustentoCompraSchema.safeParse(body);
  if (!parsed.success) throw new ApiRequestError(parsed.error.issues[0]?.message || SUSTENTO_GUARDAR_ERROR_MESSAGE, 0);
  // Only that it was saved matters here: the month is checked again right after.
  await request(
    compraGuardadaSchema,
    (http) => http.patch(`api/compras/${encodeURIComponent(id)}`, { json: parsed.data }).json(),
    SUSTENTO_GUARDAR_ERROR_MESSAGE,
  );
}
