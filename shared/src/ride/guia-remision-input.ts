import type { GuiaRemisionRide } from '@facturador/shared/domain/ride';
import { formatDecimal, printableText } from './format';

/** One destinatario of a guía as printed: label/value rows, then its items. */
export interface GuiaRemisionDestinatarioDocument {
  filas: { etiqueta: string; valor: string }[];
  detalles: { cantidad: string; descripcion: string; codigo: string }[];
}

/** A guía de remisión as the layout prints it (SRI-NOTES §10.2): every text final. */
export interface GuiaRemisionDocument {
  transporte: { etiqueta: string; valor: string }[];
  destinatarios: GuiaRemisionDestinatarioDocument[];
}

function destinatarioRows(destinatario: GuiaRemisionRide['destinatarios'][number]) {
  const venta = destinatario.comprobanteVenta;
  return [
    ...(venta
      ? [
          { etiqueta: 'Comprobante de Venta:', valor: `FACTURA ${venta.numero}` },
          { etiqueta: 'Fecha de Emisión:', valor: venta.fechaEmision },
          { etiqueta: 'Número de Autorización:', valor: venta.numeroAutorizacion },
        ]
      : []),
    { etiqueta: 'Motivo Traslado:', valor: destinatario.motivoTraslado },
    { etiqueta: 'Destino (Punto de llegada):', valor: destinatario.direccion },
    { etiqueta: 'Identificación (Destinatario):', valor: destinatario.identificacion },
    { etiqueta: 'Razón Social / Nombres y Apellidos:', valor: destinatario.razonSocial },
    ...(destinatario.codEstabDestino
      ? [{ etiqueta: 'Establecimiento de destino:', valor: destinatario.codEstabDestino }]
      : []),
    ...(destinatario.ruta ? [{ etiqueta: 'Ruta:', valor: destinatario.ruta }] : []),
  ].map(({ etiqueta, valor }) => ({ etiqueta, valor: printableText(valor) }));
}

export function normalizeGuiaRemision(guia: GuiaRemisionRide): GuiaRemisionDocument {
  return {
    transporte: [
      { etiqueta: 'Identificación (Transportista):', valor: guia.transportista.identificacion },
      { etiqueta: 'Razón Social / Nombres y Apellidos:', valor: guia.transportista.razonSocial },
      { etiqueta: 'Placa:', valor: guia.placa },
      { etiqueta: 'Punto de Partida:', valor: guia.dirPartida },
      { etiqueta: 'Fecha Inicio Transporte:', valor: guia.fechaIniTransporte },
      { etiqueta: 'Fecha Fin Transporte:', valor: guia.fechaFinTransporte },
    ].map(({ etiqueta, valor }) => ({ etiqueta, valor: printableText(valor) })),
    destinatarios: guia.destinatarios.map((destinatario) => ({
      filas: destinatarioRows(destinatario),
      detalles: destinatario.detalles.map((detalle) => ({
        cantidad: formatDecimal(detalle.cantidad),
        descripcion: printableText(detalle.descripcion),
        codigo: printableText(detalle.codigo),
      })),
    })),
  };
}
