import type { GuiaRemisionRequest } from '@facturador/shared/api/waybills';
import { formatFechaSri, SIN_CORREO } from '@facturador/shared/domain';
import type { FacturaRide } from '@facturador/shared/domain/ride';

/** The transportista's identification types the guía accepts (guiaRemision 1.1.0). */
export const TIPOS_IDENTIFICACION_TRANSPORTISTA = [
  { value: '04', label: 'RUC' },
  { value: '05', label: 'Cédula' },
  { value: '06', label: 'Pasaporte' },
  { value: '08', label: 'Identificación del exterior' },
] as const;
export type TipoIdentificacionTransportista = (typeof TIPOS_IDENTIFICACION_TRANSPORTISTA)[number]['value'];

export const MOTIVO_VENTA = 'Venta';

/** An invoice line as the guía carries it; the quantity is typed text until it is sent. */
export interface DetalleDraft {
  codigoInterno: string;
  descripcion: string;
  cantidad: string;
}

/** The dialog's fields, every one a typed string. */
export interface GuiaDraft {
  dirPartida: string;
  tipoIdentificacion: TipoIdentificacionTransportista;
  identificacionTransportista: string;
  razonSocialTransportista: string;
  placa: string;
  fechaIniTransporte: string;
  fechaFinTransporte: string;
  ruta: string;
  identificacion: string;
  razonSocial: string;
  direccion: string;
  email: string;
  motivoTraslado: string;
  detalles: DetalleDraft[];
}

/**
 * The guía as it starts from the invoice: its buyer as the destinatario, its lines (all their
 * quantity) as the detalles, «Venta» as the motivo, leaving from the invoice's establishment, today.
 */
export function draftFromFactura(factura: FacturaRide, now: Date = new Date()): GuiaDraft {
  const hoy = formatFechaSri(now);
  const { comprador } = factura;
  return {
    dirPartida: factura.direccionSucursal || factura.direccionMatriz,
    tipoIdentificacion: '04',
    identificacionTransportista: '',
    razonSocialTransportista: '',
    placa: '',
    fechaIniTransporte: hoy,
    fechaFinTransporte: hoy,
    ruta: '',
    identificacion: comprador.identificacion,
    razonSocial: comprador.razonSocial,
    direccion: comprador.direccion,
    email: comprador.email === SIN_CORREO ? '' : comprador.email,
    motivoTraslado: MOTIVO_VENTA,
    detalles: factura.productos.map((producto) => ({
      codigoInterno: producto.codPrincipal,
      descripcion: producto.descripcion || producto.nombre,
      cantidad: String(producto.cantidad),
    })),
  };
}

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/** The body of `POST /api/guias-remision` for one destinatario, sustained by the invoice. */
export function guiaRequest(draft: GuiaDraft, facturaClaveAcceso: string, ambiente: 1 | 2): GuiaRemisionRequest {
  return {
    dirPartida: draft.dirPartida,
    transportista: {
      tipoIdentificacion: draft.tipoIdentificacion,
      identificacion: draft.identificacionTransportista,
      razonSocial: draft.razonSocialTransportista,
    },
    placa: draft.placa,
    fechaIniTransporte: draft.fechaIniTransporte,
    fechaFinTransporte: draft.fechaFinTransporte,
    destinatarios: [
      {
        identificacion: draft.identificacion,
        razonSocial: draft.razonSocial,
        direccion: draft.direccion,
        email: optional(draft.email),
        motivoTraslado: draft.motivoTraslado,
        facturaClaveAcceso,
        ruta: optional(draft.ruta),
        detalles: draft.detalles.map((detalle) => ({
          codigoInterno: optional(detalle.codigoInterno),
          descripcion: detalle.descripcion,
          cantidad: detalle.cantidad.trim() === '' ? Number.NaN : Number(detalle.cantidad),
        })),
      },
    ],
    ambiente,
  };
}
