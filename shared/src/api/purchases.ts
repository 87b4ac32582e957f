import { ApiRequestError, request } from '@facturador/shared/api';
import { type FacturarResponse, facturarResponseSchema, IDEMPOTENCY_KEY_HEADER } from '@facturador/shared/domain';
import { type CompraConSustento, comprasConSustentoResponseSchema } from '@facturador/shared/domain/annexes';
import {
  type LiquidacionCompraRequestInput,
  liquidacionCompraRequestSchema,
} from '@facturador/shared/domain/purchase-settlements';
import {
  type ActualizarCompra,
  COMPRA_ARCHIVO_CAMPO,
  COMPRAS_RECIBIDOS_CAMPO,
  COMPRAS_RECIBIDOS_INTERRUMPIDO_MESSAGE,
  type Compra,
  type ComprasQuery,
  compraSchema,
  correoProveedorSchema,
  type EmitirRetencionRequest,
  type EventoRecibidos,
  emitirRetencionResponseSchema,
  eventoRecibidosSchema,
  type IngresoArchivosResponse,
  type IngresoRecibidosResponse,
  ingresoArchivosResponseSchema,
  ingresoRecibidosResponseSchema,
  NDJSON_CONTENT_TYPE,
  type ProgresoRecibidos,
  type RegistrarCompraManual,
} from '@facturador/shared/domain/withholdings';

export const COMPRAS_ERROR_MESSAGE = 'Error al cargar las compras';
export const COMPRA_REGISTRO_ERROR_MESSAGE = 'No se pudo registrar la compra';
export const RETENCION_EMISION_ERROR_MESSAGE = 'No se pudo emitir la retención';
export const COMPRA_CORREO_ERROR_MESSAGE = 'No se pudo guardar el correo del proveedor';

/** GET /api/compras, optionally filtered (`desde`, `hasta`, `proveedor`), with each purchase's ATS fields. */
export async function fetchPurchases(filtro: Partial<ComprasQuery> = {}): Promise<CompraConSustento[]> {
  const searchParams = Object.fromEntries(Object.entries(filtro).filter(([, value]) => value));
  const { compras } = await request(
    comprasConSustentoResponseSchema,
    (http) => http.get('api/compras', { searchParams }).json(),
    COMPRAS_ERROR_MESSAGE,
  );
  return compras;
}

/** POST /api/compras by clave de acceso (fetched from the SRI), with the authorized XML, or typed. */
export function registerPurchase(
  source:
    | { claveAcceso: string; proveedorEmail?: string }
    | { archivo: Blob; proveedorEmail?: string }
    | RegistrarCompraManual,
): Promise<Compra> {
  const options =
    'archivo' in source
      ? (() => {
          const form = new FormData();
          if (source.proveedorEmail) form.append('proveedorEmail', source.proveedorEmail);
          form.append(COMPRA_ARCHIVO_CAMPO, source.archivo, 'factura.xml');
          return { body: form, timeout: 60_000 };
        })()
      : { json: source, timeout: 60_000 };
  return request(compraSchema, (http) => http.post('api/compras', options).json(), COMPRA_REGISTRO_ERROR_MESSAGE);
}

/** PUT /api/compras/{id}: the supplier's e-mail corrected (remembered for its RUC). */
export function updatePurchase(id: string, cambios: ActualizarCompra): Promise<Compra> {
  return request(
    compraSchema,
    (http) => http.put(`api/compras/${id}`, { json: cambios }).json(),
    COMPRA_CORREO_ERROR_MESSAGE,
  );
}

export const COMPRA_VERIFICACION_ERROR_MESSAGE = 'No se pudo verificar la compra con el SRI';

/** POST /api/compras/{id}/verificacion: a purchase left «sin verificar» checked against the SRI. */
export function verifyPurchase(id: string): Promise<Compra> {
  return request(
    compraSchema,
    (http) => http.post(`api/compras/${id}/verificacion`, { json: {}, timeout: 60_000 }).json(),
    COMPRA_VERIFICACION_ERROR_MESSAGE,
  );
}

/** GET /api/compras/proveedores/{ruc}: the e-mail remembered for a supplier ('' when none). */
export async function fetchSupplierEmail(ruc: string): Promise<string> {
  const { email } = await request(
    correoProveedorSchema,
    (http) => http.get(`api/compras/proveedores/${ruc}`).json(),
    COMPRAS_ERROR_MESSAGE,
  );
  return email;
}

/** POST /api/retenciones with the confirmation's idempotency key (a retry never issues twice). */
export function issueWithholding(body: EmitirRetencionRequest, idempotencyKey: string) {
  return request(
    emitirRetencionResponseSchema,
    (http) =>
      http
        .post('api/retenciones', { json: body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, timeout: 60_000 })
        .json(),
    RETENCION_EMISION_ERROR_MESSAGE,
  );
}

export const LIQUIDACION_EMISION_ERROR_MESSAGE = 'No se pudo emitir la liquidación de compra';

/**
 * POST /api/liquidaciones-compra with the confirmation's idempotency key. The body is checked with the
 * shared schema first: one the API would refuse never leaves the browser (its first message is thrown).
 */
export function issuePurchaseSettlement(
  body: LiquidacionCompraRequestInput,
  idempotencyKey: string,
): Promise<FacturarResponse> {
  const parsed = liquidacionCompraRequestSchema.safeParse(body);
  if (!parsed.success) {
    throw new ApiRequestError(parsed.error.issues[0]?.message || LIQUIDACION_EMISION_ERROR_MESSAGE, 0);
  }
  return request(
    facturarResponseSchema,
    (http) =>
      http
        .post('api/liquidaciones-compra', {
          json: parsed.data,
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
          timeout: 90_000,
        })
        .json(),
    LIQUIDACION_EMISION_ERROR_MESSAGE,
  );
}

export const COMPRAS_ARCHIVOS_ERROR_MESSAGE = 'No se pudieron registrar los archivos';
export const COMPRAS_RECIBIDOS_ERROR_MESSAGE = 'No se pudo registrar el reporte de comprobantes recibidos';

/** POST /api/compras/archivos (issue #42 §1): several authorized XMLs and/or ZIPs, one result per file or entry. */
export function registerPurchaseFiles(archivos: File[]): Promise<IngresoArchivosResponse> {
  const form = new FormData();
  for (const archivo of archivos) form.append('archivos', archivo, archivo.name);
  return request(
    ingresoArchivosResponseSchema,
    (http) => http.post('api/compras/archivos', { body: form, timeout: 300_000 }).json(),
    COMPRAS_ARCHIVOS_ERROR_MESSAGE,
  );
}

/**
 * POST /api/compras/recibidos: the SRI's «Comprobantes electrónicos recibidos» report, one result per line.
 * Asked as NDJSON, `onProgress` hears how many lines are done while the API fetches each clave from the SRI.
 */
export function registerReceivedReport(
  reporte: File,
  onProgress: (progreso: ProgresoRecibidos) => void = () => {},
): Promise<IngresoRecibidosResponse> {
  const form = new FormData();
  form.append(COMPRAS_RECIBIDOS_CAMPO, reporte, reporte.name);
  return request(
    ingresoRecibidosResponseSchema,
    async (http) => {
      const response = await http.post('api/compras/recibidos', {
        body: form,
        timeout: 600_000,
        headers: { accept: NDJSON_CONTENT_TYPE },
      });
      return lastEvent(response, onProgress);
    },
    COMPRAS_RECIBIDOS_ERROR_MESSAGE,
  );
}

/** Reads an NDJSON answer line by line: progress goes to `onProgress`; the last line is the answer. */
async function lastEvent(response: Response, onProgress: (progreso: ProgresoRecibidos) => void): Promise<unknown> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  let last: EventoRecibidos | null = null;
  const take = (line: string) => {
    if (!line.trim()) return;
    const event = eventoRecibidosSchema.parse(JSON.parse(line));
    if ('progreso' in event) onProgress(event.progreso);
    else last = event;
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const lines = (pending + value).split('\n');
    pending = lines.pop() ?? '';
    lines.forEach(take);
  }
  take(pending);
  const answer = last as EventoRecibidos | null;
  if (!answer) throw new ApiRequestError(COMPRAS_RECIBIDOS_INTERRUMPIDO_MESSAGE, 0);
  if ('error' in answer) throw new ApiRequestError(answer.error.message, response.status, [], true);
  return answer;
}
