import type { GuiaRemisionRequest } from '@facturador/shared/api/waybills';
import { formatFechaSri, roundQuantity, SIN_CORREO, type Warehouse } from '@facturador/shared/domain';
import type { Movement } from '@facturador/shared/domain/movements';
import type { FacturaRide } from '@facturador/shared/domain/ride';
import type { TipoIdentificacionTransportista, TransportistaInputBody } from '@facturador/shared/domain/waybills';

export const MOTIVO_VENTA = 'Venta';
export const MOTIVO_TRASLADO = 'Traslado entre establecimientos propios';

/** What the guía delivers: an AUTORIZADA invoice's sale, or a stock TRASLADO to one of the company's establishments. */
export type GuiaOrigen = { facturaClaveAcceso: string } | { movimientoId: string };

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
  /** A transfer's destination establishment (three digits); unused for a sale. */
  codEstabDestino: string;
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
    codEstabDestino: '',
    detalles: factura.productos.map((producto) => ({
      codigoInterno: producto.codPrincipal,
      descripcion: producto.descripcion || producto.nombre,
      cantidad: String(producto.cantidad),
    })),
  };
}

/** The pieces a TRASLADO's guía starts from: the movement, its two warehouses, the company. */
export interface TrasladoDeGuia {
  movement: Movement;
  origen: Pick<Warehouse, 'direccion' | 'ciudad'> | null;
  destino: Pick<Warehouse, 'direccion' | 'ciudad'> | null;
  empresa: { ruc: string; razonSocial: string };
  codEstabDestino: string;
}

/** A warehouse's address and city, as a guía names a place. */
export const lugarDe = (almacen: Pick<Warehouse, 'direccion' | 'ciudad'> | null) =>
  almacen ? [almacen.direccion, almacen.ciudad].filter(Boolean).join(', ') : '';

/**
 * The guía as it starts from a TRASLADO: leaving from the origin warehouse, the company itself
 * receiving at the destination warehouse, the moved products (serial units summed), today.
 */
export function draftFromTraslado(traslado: TrasladoDeGuia, now: Date = new Date()): GuiaDraft {
  const hoy = formatFechaSri(now);
  const detalles = new Map<string, DetalleDraft & { total: number }>();
  for (const item of traslado.movement.items) {
    const seen = detalles.get(item.producto_id);
    const total = (seen?.total ?? 0) + item.cantidad;
    detalles.set(item.producto_id, {
      codigoInterno: item.codigo ?? '',
      descripcion: item.nombre,
      cantidad: String(roundQuantity(total)),
      total,
    });
  }
  return {
    dirPartida: lugarDe(traslado.origen),
    tipoIdentificacion: '04',
    identificacionTransportista: '',
    razonSocialTransportista: '',
    placa: '',
    fechaIniTransporte: hoy,
    fechaFinTransporte: hoy,
    ruta: '',
    identificacion: traslado.empresa.ruc,
    razonSocial: traslado.empresa.razonSocial,
    direccion: lugarDe(traslado.destino),
    email: '',
    motivoTraslado: MOTIVO_TRASLADO,
    codEstabDestino: traslado.codEstabDestino,
    detalles: [...detalles.values()].map(({ total: _total, ...detalle }) => detalle),
  };
}

/** The carrier typed on the guía, as `POST /api/transportistas` saves it. */
export const carrierOf = (draft: GuiaDraft): TransportistaInputBody => ({
  tipoIdentificacion: draft.tipoIdentificacion,
  identificacion: draft.identificacionTransportista,
  razonSocial: draft.razonSocialTransportista,
  placa: draft.placa,
});

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/** The body of `POST /api/guias-remision` for one destinatario: the invoice's buyer, or the company's establishment. */
export function guiaRequest(draft: GuiaDraft, origen: GuiaOrigen, ambiente: 1 | 2): GuiaRemisionRequest {
  const sustento =
    'facturaClaveAcceso' in origen
      ? { facturaClaveAcceso: origen.facturaClaveAcceso }
      : { codEstabDestino: draft.codEstabDestino };
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
        ...sustento,
        ruta: optional(draft.ruta),
        detalles: draft.detalles.map((detalle) => ({
          codigoInterno: optional(detalle.codigoInterno),
          descripcion: detalle.descripcion,
          cantidad: detalle.cantidad.trim() === '' ? Number.NaN : Number(detalle.cantidad),
        })),
      },
    ],
    ambiente,
    ...('movimientoId' in origen ? { movimientoId: origen.movimientoId } : {}),
  };
}
