import { z } from 'zod/mini';
import type { EstadoDocumento } from './states';

/**
 * Documents that always settle or get flagged (issue #11): a POR AUTORIZAR document is polled for up
 * to 24 hours (SRI's maximum, SRI-NOTES §8) and a PENDIENTE one (SRI unreachable) is resent with
 * backoff; past those times the document is flagged for a person, with one of these texts.
 */

export const SOLO_ATENCION_LABEL = 'Solo los que requieren atención';
export const SOLO_ATENCION_HINT =
  'Comprobantes que el SRI devolvió o no autorizó, los que no autorizó o no respondió a tiempo, y los que no se pudieron enviar por correo.';

/**
 * 'Requires attention', one definition for the dashboard's 'Comprobantes por atender' and Mis
 * Comprobantes' filter (issue #24): a document in one of these states, one flagged by SRI's
 * follow-up (POR AUTORIZAR, PENDIENTE or RECIBIDA for too long), or one whose e-mail failed and was
 * never sent since.
 */
export const ESTADOS_REQUIEREN_ATENCION = [
  'NO RECIBIDA',
  'NO AUTORIZADA',
] as const satisfies readonly EstadoDocumento[];

/** What a flagged document carries: why, and since when (ISO 8601). */
export const atencionSchema = z.object({ mensaje: z.string(), desde: z.string() });
export type Atencion = z.infer<typeof atencionSchema>;

const UNITS = [
  { ms: 3_600_000, one: 'hora', many: 'horas' },
  { ms: 60_000, one: 'minuto', many: 'minutos' },
  { ms: 1_000, one: 'segundo', many: 'segundos' },
] as const;

/** A configured time in words, in the largest whole unit: 86400000 → '24 horas', 90000 → '1 minuto'. */
export function duracionTexto(ms: number): string {
  const unit = UNITS.find((candidate) => ms >= candidate.ms) ?? UNITS[2];
  const count = Math.max(Math.floor(ms / unit.ms), 1);
  return `${count} ${count === 1 ? unit.one : unit.many}`;
}

/** POR AUTORIZAR past the polling window: SRI did not authorize it in time. */
export const porAutorizarVencidoMessage = (plazoMs: number) =>
  `El SRI no terminó de autorizarlo en ${duracionTexto(plazoMs)} y ya no se consulta solo. Use 'Actualizar estado' o consulte el comprobante en el portal del SRI.`;

/** PENDIENTE too long: SRI has not been reachable; the resends go on. */
export const pendienteProlongadoMessage = (plazoMs: number) =>
  `El SRI no responde desde hace más de ${duracionTexto(plazoMs)}. El comprobante se sigue reenviando automáticamente; no lo emita de nuevo.`;

/** RECIBIDA, and SRI has not answered the authorization query for as long as a PENDIENTE one waits. */
export const recibidaSinConsultaMessage = (plazoMs: number) =>
  `El SRI recibió el comprobante pero no responde la consulta de autorización desde hace más de ${duracionTexto(plazoMs)}. Se sigue consultando automáticamente; no lo emita de nuevo.`;

/** The flag's text for a state the follow-up gives up on (other states are never flagged). */
export function atencionMensaje(estado: EstadoDocumento, plazoMs: number): string | null {
  if (estado === 'POR AUTORIZAR') return porAutorizarVencidoMessage(plazoMs);
  if (estado === 'PENDIENTE') return pendienteProlongadoMessage(plazoMs);
  if (estado === 'RECIBIDA') return recibidaSinConsultaMessage(plazoMs);
  return null;
}

/**
 * A credit note ended NO AUTORIZADA but the goods it returned are no longer in the warehouse (sold or
 * moved since): its stock could not be taken back on its own. `detalle` names the stock problem.
 */
export const notaCreditoStockNoRevertidoMessage = (detalle: string) =>
  `La nota de crédito quedó NO AUTORIZADA, pero la mercadería que devolvió ya no está completa en el almacén: corrija el inventario con una SALIDA manual. ${detalle}`.trim();
