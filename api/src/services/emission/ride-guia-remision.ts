import type { FacturaRide } from '@facturador/shared/domain/ride';
import type { GuiaRemisionPayload } from '@facturador/shared/domain/waybills';
import { informacionAdicional } from './ride-nota-debito';
import type { RideHeaderKey } from './ride-retencion';

/** The stored `{guia}` of a guía de remisión, or null when the payload is not one. */
function guiaOf(payload: unknown): GuiaRemisionPayload['guia'] | null {
  const guia = (payload as Partial<GuiaRemisionPayload> | null)?.guia;
  return guia && Array.isArray(guia.destinatarios) ? guia : null;
}

const SIN_MONTOS: FacturaRide['facturacion'] = {
  subtotalIva: 0,
  subtotalIvaCero: 0,
  totalSinImpuestos: 0,
  totalDescuento: 0,
  ice: 0,
  iva: 0,
  importeTotal: 0,
  propina: 0,
};

/**
 * A guía de remisión's part of the RIDE (issue 41 §1, SRI-NOTES §10.2), from its stored payload: the
 * carrier, placa, partida and dates, and per destinatario its sustento (the invoice it delivers), motivo,
 * destino, establishment, ruta and items (in `guiaRemision`). No amounts; its first destinatario stands
 * as the comprador (who the e-mail greets). Null when the payload is not a guía's.
 */
export function guiaRemisionRideBody(row: {
  payload: unknown;
  fechaEmision: string;
  xmlFirmado: string | null;
  compradorRazonSocial: string;
  compradorIdentificacion: string;
  compradorTipoIdentificacion: string;
  compradorDireccion: string | null;
  compradorEmail: string | null;
}): Omit<FacturaRide, RideHeaderKey> | null {
  const guia = guiaOf(row.payload);
  if (!guia) return null;
  const email = row.compradorEmail ?? '';
  return {
    comprador: {
      razonSocial: row.compradorRazonSocial,
      identificacion: row.compradorIdentificacion,
      direccion: row.compradorDireccion ?? '',
      tipoIdentificacion: row.compradorTipoIdentificacion,
      email,
    },
    fecha: row.fechaEmision,
    facturaModificada: null,
    fechaDocumentoModificado: null,
    observacionNotaCredito: null,
    motivoNotaCredito: null,
    productos: [],
    facturacion: SIN_MONTOS,
    informacionAdicional: informacionAdicional(row.xmlFirmado, email),
    pagos: [],
    guiaRemision: {
      transportista: { razonSocial: guia.transportista.razonSocial, identificacion: guia.transportista.identificacion },
      placa: guia.placa,
      dirPartida: guia.dirPartida,
      fechaIniTransporte: guia.fechaIniTransporte,
      fechaFinTransporte: guia.fechaFinTransporte,
      destinatarios: guia.destinatarios.map((destinatario) => ({
        identificacion: destinatario.identificacion,
        razonSocial: destinatario.razonSocial,
        direccion: destinatario.direccion,
        motivoTraslado: destinatario.motivoTraslado,
        codEstabDestino: destinatario.codEstabDestino ?? null,
        ruta: destinatario.ruta ?? null,
        comprobanteVenta: destinatario.sustento
          ? {
              numero: destinatario.sustento.numero,
              numeroAutorizacion: destinatario.sustento.numeroAutorizacion,
              fechaEmision: destinatario.sustento.fechaEmision,
            }
          : null,
        detalles: destinatario.detalles.map((detalle) => ({
          codigo: detalle.codigoInterno ?? '',
          descripcion: detalle.descripcion,
          cantidad: detalle.cantidad,
        })),
      })),
    },
  };
}
