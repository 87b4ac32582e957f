import { type FechaSri, fechaEcuador, parseFechaSri } from '@facturador/shared/domain';
import { z } from 'zod/mini';
import { PENDIENTE_DE_ACEPTACION } from '../documents/states';
import { type ReglaAnulacion, reglaVigente } from './sri-2025-rules';

/**
 * The receiver's acceptance of an annulment (NAC-DGERCGC25-00000014, reformed by -00000017, since
 * 2025-08-01; SRI-NOTES §9): annulling a nota de crédito, nota de débito or comprobante de retención
 * in SRI en línea only takes effect once the receiver accepts it there, within 5 working days;
 * silence is a rejection. Until then the document is PENDIENTE DE ACEPTACIÓN and still valid: it
 * counts wherever an AUTORIZADA one does (stored as AUTORIZADA, so no figure moves before the answer).
 */
export { PENDIENTE_DE_ACEPTACION };

/** An annulment's own state: waiting for the receiver, accepted (document ANULADA) or rejected. */
export const ESTADOS_ANULACION = [PENDIENTE_DE_ACEPTACION, 'ACEPTADA', 'RECHAZADA'] as const;
export type EstadoAnulacion = (typeof ESTADOS_ANULACION)[number];

/** The acceptance rule for a document of type `tipo` issued on `fechaEmision`, or null (annulled at once). */
export function aceptacionRequerida(
  tipo: string,
  fechaEmision: string,
): NonNullable<ReglaAnulacion['aceptacionReceptor']> | null {
  const regla = reglaVigente(fechaEmision).aceptacionReceptor;
  return regla?.tipos.includes(tipo) ? regla : null;
}

const isoOf = (fecha: FechaSri) =>
  `${fecha.year}-${String(fecha.month).padStart(2, '0')}-${String(fecha.day).padStart(2, '0')}`;
const fechaSriOf = (fecha: FechaSri) =>
  `${String(fecha.day).padStart(2, '0')}/${String(fecha.month).padStart(2, '0')}/${fecha.year}`;

/** The calendar date `dias` working days (Monday to Friday) after `desde`; holidays are not known. */
export function sumarDiasHabiles(desde: FechaSri, dias: number): FechaSri {
  const date = new Date(Date.UTC(desde.year, desde.month - 1, desde.day));
  for (let left = dias; left > 0; ) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return { day: date.getUTCDate(), month: date.getUTCMonth() + 1, year: date.getUTCFullYear() };
}

/** The last day (dd/mm/aaaa) the receiver may answer an annulment requested at `solicitada`. */
export function plazoAceptacion(solicitada: Date, diasHabiles: number): string {
  return fechaSriOf(sumarDiasHabiles(fechaEcuador(solicitada), diasHabiles));
}

/** The annulment's state on `hoy`: a pending one past its last day is rejected by silence. */
export function estadoAnulacionEn(
  anulacion: { estado: string; plazo: string | null },
  hoy: FechaSri = fechaEcuador(),
): EstadoAnulacion {
  if (anulacion.estado !== PENDIENTE_DE_ACEPTACION) return anulacion.estado as EstadoAnulacion;
  const plazo = anulacion.plazo ? parseFechaSri(anulacion.plazo) : null;
  return plazo && isoOf(hoy) > isoOf(plazo) ? 'RECHAZADA' : PENDIENTE_DE_ACEPTACION;
}

/** What the card says while the receiver has not answered. */
export const aceptacionPendienteText = (plazo: string, diasHabiles = 5) =>
  `El receptor debe aceptar la anulación en el SRI en línea dentro de ${diasHabiles} días hábiles (hasta el ${plazo}). Mientras tanto el comprobante sigue vigente: cuenta en saldos y reportes. Registre aquí su respuesta; sin respuesta en ese plazo, la anulación se entiende rechazada y el comprobante sigue AUTORIZADO.`;
export const ACEPTADA_POR_RECEPTOR_LABEL = 'Aceptada por el receptor';
export const RECHAZADA_POR_RECEPTOR_LABEL = 'Rechazada';

export const ANULACION_NO_PENDIENTE_MESSAGE =
  'Este comprobante no tiene una anulación pendiente de aceptación del receptor.';
export const anulacionVencidaMessage = (plazo: string) =>
  `El receptor no respondió hasta el ${plazo}: la anulación se entiende rechazada y el comprobante sigue AUTORIZADO.`;
export const anulacionYaPendienteMessage = (plazo: string) =>
  `La anulación de este comprobante ya espera la aceptación del receptor (hasta el ${plazo}).`;
export const RESPUESTA_ACEPTADA_REQUERIDA_MESSAGE =
  'Indique si el receptor aceptó la anulación (aceptada: true o false)';

/** `POST /api/facturas/{clave}/anulacion/respuesta`: what the receiver answered in SRI en línea. */
export const respuestaAnulacionBodySchema = z.object({
  aceptada: z.boolean({ error: RESPUESTA_ACEPTADA_REQUERIDA_MESSAGE }),
});
export type RespuestaAnulacionBody = z.infer<typeof respuestaAnulacionBodySchema>;

/** A document's annulment as the card shows it. */
export const anulacionDeDocumentoSchema = z.object({
  estado: z.enum(ESTADOS_ANULACION),
  motivo: z.string(),
  usuario: z.string(),
  /** ISO 8601 instant of the request. */
  fecha: z.string(),
  /** Last day (dd/mm/aaaa) of the receiver's answer; null when none is needed. */
  plazo: z.nullable(z.string()),
});
export type AnulacionDeDocumento = z.infer<typeof anulacionDeDocumentoSchema>;

/** `POST /api/facturas/{clave}/anulacion`: an invoice is ANULADA at once, a note waits for its receiver. */
export const anulacionResponseSchema = z.object({
  estado: z.enum(['ANULADA', PENDIENTE_DE_ACEPTACION]),
  anulacion: anulacionDeDocumentoSchema,
});
export type AnulacionResponse = z.infer<typeof anulacionResponseSchema>;

export const respuestaAnulacionResponseSchema = z.object({
  estado: z.enum(['ANULADA', 'AUTORIZADA']),
  anulacion: anulacionDeDocumentoSchema,
});
export type RespuestaAnulacionResponse = z.infer<typeof respuestaAnulacionResponseSchema>;
