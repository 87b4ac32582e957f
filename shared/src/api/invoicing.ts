import type { EstadoDocumento } from '@facturador/shared/domain';
import {
  type CreditNoteFormLine,
  creditableRemainderResponseSchema,
  creditNoteFormLines,
  type FacturarRequest,
  type FacturarRequestInput,
  type FacturarResponse,
  facturarRequestSchema,
  facturarResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  SIN_CORREO,
} from '@facturador/shared/domain';
import { type FacturaRide, facturaRideResponseSchema } from '@facturador/shared/domain/ride';
import { ApiRequestError, KEEP_SESSION_ON_401, request } from './client';

/**
 * Client of the emission endpoints (spec 01 §7): POST /api/facturar and GET /api/factura_ride/{clave},
 * checked with the shared schemas on the way out and on the way back. The manual reception and
 * authorization steps are in admin-documents.ts, where the documents list uses them.
 */

export const FACTURAR_ERROR_MESSAGE = 'Error al generar la factura';
export const FACTURA_ORIGINAL_ERROR_MESSAGE = 'No se pudo cargar la factura original';

// SRI may take a while to answer: longer than the client's default timeout.
const EMISSION_TIMEOUT_MS = 90_000;

/**
 * Sends an invoice or credit note. The body is validated and normalised with the shared schema
 * first: a payload the API would refuse never leaves the browser (its first message is thrown).
 * The idempotency key (one per confirmed document) makes a repeated request answer the first
 * emission instead of issuing a second document. With `keepSessionOn401` a rejected token is the
 * caller's to handle (an ApiRequestError with status 401) instead of ending the session.
 */
export async function facturar(
  body: FacturarRequestInput,
  idempotencyKey?: string,
  { keepSessionOn401 = false }: { keepSessionOn401?: boolean } = {},
): Promise<FacturarResponse> {
  const parsed = facturarRequestSchema.safeParse(body);
  if (!parsed.success) throw new ApiRequestError(parsed.error.issues[0]?.message || FACTURAR_ERROR_MESSAGE, 0);
  const payload: FacturarRequest = parsed.data;
  return request(
    facturarResponseSchema,
    (http) =>
      http
        .post('api/facturar', {
          json: payload,
          timeout: EMISSION_TIMEOUT_MS,
          headers: idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : undefined,
          ...(keepSessionOn401 ? KEEP_SESSION_ON_401 : {}),
        })
        .json(),
    FACTURAR_ERROR_MESSAGE,
  );
}

/** GET /api/factura_ride/{claveAcceso}: the issued document behind an access key. */
export async function fetchFacturaRide(claveAcceso: string): Promise<FacturaRide> {
  const { factura } = await request(
    facturaRideResponseSchema,
    (http) => http.get(`api/factura_ride/${encodeURIComponent(claveAcceso.trim())}`).json(),
    FACTURA_ORIGINAL_ERROR_MESSAGE,
  );
  return factura;
}

/** What the credit-note screen needs from the original invoice (spec 01 §3 "Original invoice"). */
export interface FacturaOriginal {
  claveAcceso: string;
  estado: EstadoDocumento;
  ambiente: 1 | 2;
  tipoIdentificacion: string;
  identificacion: string;
  razonSocial: string;
  direccion: string;
  /** The first informacionAdicional entry's valor ('' for 'Sin correo'). */
  email: string;
  /** dd/mm/aaaa */
  fecha: string;
  importeTotal: number;
  /** Invoiced lines: code, quantity and the serial numbers of their SN details. */
  productos: { codigo: string; cantidad: number; series: string[] }[];
  /** The billed lines still creditable, as the note starts with them (GET /api/facturas/{clave}/acreditable). */
  lineas: CreditNoteFormLine[];
  /** importeTotal minus the credit notes already issued on it. */
  importeDisponible: number;
}

/** GET /api/facturas/{clave}/acreditable: what a new credit note may still return. */
export function fetchAcreditable(claveAcceso: string) {
  return request(
    creditableRemainderResponseSchema,
    (http) => http.get(`api/facturas/${encodeURIComponent(claveAcceso.trim())}/acreditable`).json(),
    FACTURA_ORIGINAL_ERROR_MESSAGE,
  );
}

/** GET /api/factura_ride/{clave} read for a credit note. */
export async function fetchFacturaOriginal(claveAcceso: string): Promise<FacturaOriginal> {
  const [factura, acreditable] = await Promise.all([fetchFacturaRide(claveAcceso), fetchAcreditable(claveAcceso)]);
  const email = (factura.informacionAdicional[0]?.valor ?? '').trim();
  return {
    claveAcceso: factura.claveAcceso,
    estado: factura.estado,
    ambiente: factura.ambiente === 'PRODUCCIÓN' ? 2 : 1,
    tipoIdentificacion: factura.comprador.tipoIdentificacion,
    identificacion: factura.comprador.identificacion.trim(),
    razonSocial: factura.comprador.razonSocial,
    direccion: factura.comprador.direccion,
    email: email === SIN_CORREO ? '' : email,
    fecha: factura.fecha,
    importeTotal: factura.facturacion.importeTotal,
    productos: factura.productos.map((producto) => ({
      codigo: producto.codPrincipal,
      cantidad: producto.cantidad,
      series: (typeof producto.detalleAdicional === 'string' ? [] : producto.detalleAdicional)
        .filter((detalle) => detalle._nombre.toUpperCase() === 'SN')
        .map((detalle) => detalle._valor.trim())
        .filter(Boolean),
    })),
    lineas: creditNoteFormLines(acreditable),
    importeDisponible: acreditable.importeDisponible,
  };
}
