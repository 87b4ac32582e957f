import {
  CONSUMIDOR_FINAL_IDENTIFICACION,
  type FechaSri,
  isoToFechaSri,
  parseFechaSri,
} from '@facturador/shared/domain';
import { z } from 'zod/mini';

/**
 * Annulment and credit notes under the SRI's rules as dated data (SRI-NOTES §9), so a new resolution
 * is a new row: each rule applies to the documents issued on or after its `desde` (aaaa-mm-dd).
 */
export interface ReglaAnulacion {
  desde: string;
  fuente: string;
  /** Online annulment until this day of the month after issue. */
  diaLimiteAnulacion: number;
  /** Invoices to consumidor final can be neither annulled nor credited. */
  consumidorFinalSinAnulacionNiNotaCredito: boolean;
  /**
   * The document types (codDoc) whose annulment the receiver must accept in SRI en línea, within so
   * many working days (Mon–Fri, Ecuador dates) of the request; silence is a rejection. Null: none.
   */
  aceptacionReceptor: { tipos: readonly string[]; diasHabiles: number } | null;
}

export const REGLAS_ANULACION: readonly ReglaAnulacion[] = [
  {
    desde: '2000-01-01',
    fuente: 'Reglamento de comprobantes de venta (plazo de anulación hasta el día 10 del mes siguiente)',
    diaLimiteAnulacion: 10,
    consumidorFinalSinAnulacionNiNotaCredito: false,
    aceptacionReceptor: null,
  },
  {
    desde: '2025-08-01',
    fuente: 'Resolución NAC-DGERCGC25-00000014, reformada por NAC-DGERCGC25-00000017',
    diaLimiteAnulacion: 7,
    consumidorFinalSinAnulacionNiNotaCredito: true,
    // Notas de crédito, notas de débito and comprobantes de retención (SRI-NOTES §9).
    aceptacionReceptor: { tipos: ['04', '05', '07'], diasHabiles: 5 },
  },
];

/** Where the merchant annuls: the SRI has no web service for it. */
export const SRI_EN_LINEA_URL = 'https://srienlinea.sri.gob.ec/sri-en-linea/inicio/NAT';

const iso = (fecha: FechaSri) =>
  `${fecha.year}-${String(fecha.month).padStart(2, '0')}-${String(fecha.day).padStart(2, '0')}`;

/** The rule in force for a document issued on `fechaEmision` (dd/mm/aaaa). */
export function reglaVigente(fechaEmision: string): ReglaAnulacion {
  const fecha = parseFechaSri(fechaEmision);
  const day = fecha ? iso(fecha) : '9999-12-31';
  return REGLAS_ANULACION.filter((regla) => regla.desde <= day).at(-1)!;
}

/** The last day (dd/mm/aaaa) a document issued on `fechaEmision` may be annulled online. */
export function fechaLimiteAnulacion(fechaEmision: string): string {
  const fecha = parseFechaSri(fechaEmision);
  if (!fecha) return fechaEmision;
  const next = fecha.month === 12 ? { month: 1, year: fecha.year + 1 } : { month: fecha.month + 1, year: fecha.year };
  const day = String(reglaVigente(fechaEmision).diaLimiteAnulacion).padStart(2, '0');
  return `${day}/${String(next.month).padStart(2, '0')}/${next.year}`;
}

export const notaCreditoConsumidorFinalMessage = (regla: ReglaAnulacion) =>
  `Una factura a consumidor final no admite nota de crédito ni anulación (${regla.fuente}, desde el ${isoToFechaSri(regla.desde)}).`;

export const anulacionFueraDePlazoMessage = (limite: string) =>
  `El plazo para anular este comprobante venció el ${limite} (día ${limite.slice(0, 2)} del mes siguiente a su emisión): ahora solo cabe una nota de crédito.`;

export const anulacionNoAutorizadaMessage = (estado: string) =>
  `Solo se anula un comprobante AUTORIZADO; este está ${estado}.`;

export const ANULACION_CON_NOTAS_CREDITO_MESSAGE =
  'Esta factura tiene notas de crédito emitidas: no se puede marcar como anulada.';

/** A nota de débito rests on its invoice as a credit note does: the invoice stays while it stands. */
export const ANULACION_CON_NOTAS_DEBITO_MESSAGE =
  'Esta factura tiene notas de débito emitidas: no se puede marcar como anulada.';

/** What the screen says before the merchant goes to SRI en línea. */
export const ANULACION_EN_SRI_EN_LINEA_TEXT =
  'La anulación se hace en SRI en línea (el SRI no tiene un servicio para hacerla desde aquí). Después de anularlo allí, confírmelo aquí para marcarlo ANULADO: su stock vuelve al almacén y sale de los reportes.';
export const ACEPTACION_RECEPTOR_TEXT =
  'Las notas de crédito, las notas de débito y los comprobantes de retención solo quedan anulados cuando el receptor acepta la anulación en SRI en línea (5 días hábiles; sin respuesta, se entiende rechazada). Mientras tanto quedan PENDIENTE DE ACEPTACIÓN y siguen vigentes.';

export const esConsumidorFinal = (identificacion: string) => identificacion === CONSUMIDOR_FINAL_IDENTIFICACION;

/** Why a credit note on this invoice is refused under the rule of its date, or null. */
export function notaCreditoViolation(factura: { identificacionComprador: string; fechaEmision: string }) {
  const regla = reglaVigente(factura.fechaEmision);
  return regla.consumidorFinalSinAnulacionNiNotaCredito && esConsumidorFinal(factura.identificacionComprador)
    ? notaCreditoConsumidorFinalMessage(regla)
    : null;
}

/** Why this document cannot be marked ANULADA today (`hoy` in Ecuador), or null. */
export function anulacionViolation(
  doc: { estado: string; identificacionComprador: string; fechaEmision: string },
  hoy: FechaSri,
): string | null {
  if (doc.estado !== 'AUTORIZADA') return anulacionNoAutorizadaMessage(doc.estado);
  const noCredit = notaCreditoViolation(doc);
  if (noCredit) return noCredit;
  const limite = fechaLimiteAnulacion(doc.fechaEmision);
  const limiteFecha = parseFechaSri(limite);
  if (limiteFecha && iso(hoy) > iso(limiteFecha)) return anulacionFueraDePlazoMessage(limite);
  return null;
}

export const MOTIVO_ANULACION_REQUERIDO_MESSAGE = 'Indique el motivo de la anulación';
export const anulacionBodySchema = z.object({
  motivo: z
    .string({ error: MOTIVO_ANULACION_REQUERIDO_MESSAGE })
    .check(
      z.trim(),
      z.minLength(1, MOTIVO_ANULACION_REQUERIDO_MESSAGE),
      z.maxLength(300, 'El motivo admite hasta 300 caracteres'),
    ),
});
export type AnulacionBody = z.infer<typeof anulacionBodySchema>;
