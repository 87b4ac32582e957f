import { z } from 'zod/mini';

/**
 * A guía de remisión's own part of the printed data (codDoc 06, SRI-NOTES §10.2): no amounts; the
 * carrier, placa, partida and transport dates, and per destinatario its comprobante de venta (when the
 * goods were sold), motivo, destino, establishment, ruta and items. Printed instead of lines and totals.
 */
export const guiaRemisionRideDestinatarioSchema = z.object({
  identificacion: z.string(),
  razonSocial: z.string(),
  /** Destino: where the goods go. */
  direccion: z.string(),
  motivoTraslado: z.string(),
  codEstabDestino: z.nullable(z.string()),
  ruta: z.nullable(z.string()),
  /** The invoice the goods were sold with (`001-001-000000123`), null on a transfer. */
  comprobanteVenta: z.nullable(
    z.object({ numero: z.string(), numeroAutorizacion: z.string(), fechaEmision: z.string() }),
  ),
  detalles: z.array(z.object({ codigo: z.string(), descripcion: z.string(), cantidad: z.number() })),
});
export type GuiaRemisionRideDestinatario = z.infer<typeof guiaRemisionRideDestinatarioSchema>;

export const guiaRemisionRideSchema = z.object({
  transportista: z.object({ razonSocial: z.string(), identificacion: z.string() }),
  placa: z.string(),
  dirPartida: z.string(),
  /** dd/mm/aaaa */
  fechaIniTransporte: z.string(),
  fechaFinTransporte: z.string(),
  destinatarios: z.array(guiaRemisionRideDestinatarioSchema),
});
export type GuiaRemisionRide = z.infer<typeof guiaRemisionRideSchema>;

export const TITULO_GUIA_REMISION_RIDE = 'GUÍA DE REMISIÓN';
export const TITULO_LIQUIDACION_COMPRA_RIDE = 'LIQUIDACIÓN DE COMPRA DE BIENES Y PRESTACIÓN DE SERVICIOS';
