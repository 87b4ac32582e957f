import { request } from '@facturador/shared/api';
import { IDEMPOTENCY_KEY_HEADER } from '@facturador/shared/domain';
import {
  COMPRA_ARCHIVO_CAMPO,
  type Compra,
  compraSchema,
  comprasResponseSchema,
  type EmitirRetencionRequest,
  emitirRetencionResponseSchema,
  type RegistrarCompraManual,
} from '@facturador/shared/domain/withholdings';

export const COMPRAS_ERROR_MESSAGE = 'Error al cargar las compras';
export const COMPRA_REGISTRO_ERROR_MESSAGE = 'No se pudo registrar la compra';
export const RETENCION_EMISION_ERROR_MESSAGE = 'No se pudo emitir la retención';

/** GET /api/compras */
export async function fetchPurchases(): Promise<Compra[]> {
  const { compras } = await request(
    comprasResponseSchema,
    (http) => http.get('api/compras').json(),
    COMPRAS_ERROR_MESSAGE,
  );
  return compras;
}

/** POST /api/compras by clave de acceso (fetched from the SRI), with the authorized XML, or typed. */
export function registerPurchase(
  source: { claveAcceso: string } | { archivo: Blob } | RegistrarCompraManual,
): Promise<Compra> {
  const options =
    'archivo' in source
      ? (() => {
          const form = new FormData();
          form.append(COMPRA_ARCHIVO_CAMPO, source.archivo, 'factura.xml');
          return { body: form, timeout: 60_000 };
        })()
      : { json: source, timeout: 60_000 };
  return request(compraSchema, (http) => http.post('api/compras', options).json(), COMPRA_REGISTRO_ERROR_MESSAGE);
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
