import type { FormaPago, UNIDADES_TIEMPO } from '@facturador/shared/domain';
import { toCents } from '@facturador/shared/domain';

/**
 * Credit sales (issue #23): what of an invoice is sold on credit and when it falls due. A `pago`
 * with `plazo` > 0 is on credit; the rest was paid at the counter and is settled at emission.
 */
export interface PagoConPlazo {
  formaPago?: FormaPago | string;
  total: number;
  plazo?: number;
  unidadTiempo?: (typeof UNIDADES_TIEMPO)[number] | string;
}

export interface CondicionesCredito {
  /** Cents paid at emission (pagos without a term). */
  contadoCentavos: number;
  /** Cents sold on credit (pagos with a term). */
  creditoCentavos: number;
  /** The longest term, in days or months; null when nothing is on credit. */
  plazo: { valor: number; unidad: 'dias' | 'meses' } | null;
}

/** Splits an invoice's pagos into counter and credit; no pagos means one cash payment (SRI's default). */
export function condicionesCredito(
  pagos: readonly PagoConPlazo[] | undefined,
  importeTotal: number,
): CondicionesCredito {
  const list = pagos?.length ? pagos : [{ total: importeTotal }];
  let contadoCentavos = 0;
  let creditoCentavos = 0;
  let plazoDias = 0;
  let plazo: CondicionesCredito['plazo'] = null;
  for (const pago of list) {
    const valor = Math.ceil(pago.plazo ?? 0);
    if (valor <= 0) {
      contadoCentavos += toCents(pago.total);
      continue;
    }
    creditoCentavos += toCents(pago.total);
    const unidad = pago.unidadTiempo === 'meses' ? 'meses' : 'dias';
    // Months compared as 30 days only to pick the longest term; the due date adds calendar months.
    const comparable = unidad === 'meses' ? valor * 30 : valor;
    if (comparable > plazoDias) {
      plazoDias = comparable;
      plazo = { valor, unidad };
    }
  }
  return { contadoCentavos, creditoCentavos, plazo };
}

/** A term of no days: due on the document's own date. */
const AL_CONTADO_DEL_DIA = { valor: 0, unidad: 'dias' } as const;

/**
 * A nota de débito (codDoc 05) charges the invoice's customer more: without pagos it is all on the
 * account; pagos without plazo were paid when it was issued, as an invoice's are. It falls due from
 * its own date by its own longest plazo, or else by the invoice's term (`plazoFactura`), or else
 * on its own date (an invoice paid at the counter has no term to lend it).
 */
export function condicionesNotaDebito(
  pagos: readonly PagoConPlazo[] | undefined,
  importeTotal: number,
  plazoFactura: CondicionesCredito['plazo'],
): CondicionesCredito {
  const propias = pagos?.length
    ? condicionesCredito(pagos, importeTotal)
    : { contadoCentavos: 0, creditoCentavos: toCents(importeTotal), plazo: null };
  if (propias.creditoCentavos === 0) return propias;
  return { ...propias, plazo: propias.plazo ?? plazoFactura ?? AL_CONTADO_DEL_DIA };
}

const DAY_MS = 86_400_000;
const isoOf = (date: Date) => date.toISOString().slice(0, 10);
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

export function addDaysIso(iso: string, days: number): string {
  return isoOf(new Date(utc(iso).getTime() + days * DAY_MS));
}

/** Calendar months; the 31st of a shorter month falls on its last day (31/01 + 1 mes = 28/02). */
export function addMonthsIso(iso: string, months: number): string {
  const date = utc(iso);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return isoOf(target);
}

/** Whole days from `desde` to `hasta` (YYYY-MM-DD; negative when `hasta` is earlier). */
export const diasEntre = (desde: string, hasta: string) =>
  Math.round((utc(hasta).getTime() - utc(desde).getTime()) / DAY_MS);

/** Due date: the issue date plus the term (null: nothing on credit). */
export function fechaVencimiento(emisionIso: string, plazo: CondicionesCredito['plazo']): string | null {
  if (!plazo) return null;
  return plazo.unidad === 'meses' ? addMonthsIso(emisionIso, plazo.valor) : addDaysIso(emisionIso, plazo.valor);
}

/** The ageing buckets, by days past the due date on the cut-off day. */
export const TRAMOS = ['porVencer', 'd1a30', 'd31a60', 'd61a90', 'mas90'] as const;
export type Tramo = (typeof TRAMOS)[number];
export const TRAMO_LABELS: Record<Tramo, string> = {
  porVencer: 'Por vencer',
  d1a30: '1 a 30 días',
  d31a60: '31 a 60 días',
  d61a90: '61 a 90 días',
  mas90: 'Más de 90 días',
};

/** Due on or after the cut-off day: not overdue; one day past is 1, and so on. */
export function tramoDe(vencimientoIso: string, corteIso: string): Tramo {
  const dias = diasEntre(vencimientoIso, corteIso);
  if (dias <= 0) return 'porVencer';
  if (dias <= 30) return 'd1a30';
  if (dias <= 60) return 'd31a60';
  if (dias <= 90) return 'd61a90';
  return 'mas90';
}
