import { request } from '@facturador/shared/api';
import {
  type CreditNoteFormLine,
  creditableRemainderResponseSchema,
  creditNoteFormLines,
  type EstadoDocumento,
  type RestanteAcreditable,
  SIN_CORREO,
} from '@facturador/shared/domain';
import { type FacturaRide, facturaRideResponseSchema } from '@facturador/shared/domain/ride';

// The issued invoice behind an access key, read for a credit note (spec 01 §3 "Original invoice"): a
// subpath of its own, loaded when a credit note is started, not with every page (issue 20).

export const FACTURA_ORIGINAL_ERROR_MESSAGE = 'No se pudo cargar la factura original';

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
  /** Net, ICE, IRBPNR and IVA left: the shares a new note takes (credit-allocation). */
  acreditable: RestanteAcreditable;
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
    acreditable: { restantes: acreditable.restantes, ivaRestante: acreditable.ivaRestante },
  };
}
