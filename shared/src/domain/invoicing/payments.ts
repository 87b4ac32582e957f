import { FORMA_PAGO_DEFAULT, type FormaPago, type UNIDADES_TIEMPO } from '../sri/payment-codes';
import { fromCents, toCents } from './money';
import type { PagoPayload } from './payload';

/** One row of the invoice form's "Forma de pago" block; inputs hold text while typing. */
export interface PagoFormRow {
  formaPago: FormaPago;
  /** Blank: the rest of the total. */
  total: string;
  plazo: string;
  unidadTiempo: '' | (typeof UNIDADES_TIEMPO)[number];
}

/** The block's start: one payment 01 for the whole total. */
export const DEFAULT_PAGO_ROW: PagoFormRow = { formaPago: FORMA_PAGO_DEFAULT, total: '', plazo: '', unidadTiempo: '' };

const amountOf = (value: string) => Number(value.trim().replace(',', '.'));

/**
 * The payload's pagos from the rows: a blank amount takes what the other rows leave of the total
 * (the first blank one; later blank ones 0), so the default row pays the whole invoice.
 */
export function resolvePagos(rows: readonly PagoFormRow[], importeTotal: number): PagoPayload[] {
  const typedCents = rows.reduce((sum, row) => sum + (row.total.trim() ? toCents(amountOf(row.total) || 0) : 0), 0);
  let rest = Math.max(0, toCents(importeTotal) - typedCents);
  return rows.map((row) => {
    let cents: number;
    if (row.total.trim()) cents = toCents(amountOf(row.total) || 0);
    else {
      cents = rest;
      rest = 0;
    }
    const plazo = row.plazo.trim() ? amountOf(row.plazo) : undefined;
    return {
      formaPago: row.formaPago,
      total: fromCents(cents),
      ...(plazo !== undefined && Number.isFinite(plazo) ? { plazo } : {}),
      ...(row.unidadTiempo ? { unidadTiempo: row.unidadTiempo } : {}),
    };
  });
}

/** The pagos a document declares: the resolved rows less those left at 0.00 (an empty extra row). */
export function payloadPagos(rows: readonly PagoFormRow[], importeTotal: number): PagoPayload[] {
  return resolvePagos(rows, importeTotal).filter((pago) => toCents(pago.total) > 0);
}
