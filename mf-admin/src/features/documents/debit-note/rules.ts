import { FORM_IVA_LABELS, hasAtMostTwoDecimals } from '@facturador/shared/domain';
import {
  motivoNotaDebitoSchema,
  NOTA_DEBITO_MOTIVO_SIN_RAZON_MESSAGE,
  NOTA_DEBITO_VALOR_MESSAGE,
  notaDebitoIvaFueraDeVigencia,
  notaDebitoTotales,
} from '@facturador/shared/domain/debit-notes';

// The screen says the API's own messages (shared/src/domain/debit-notes) as the API would.
export { NOTA_DEBITO_MOTIVO_SIN_RAZON_MESSAGE, NOTA_DEBITO_VALOR_MESSAGE };

/** The XSD's razon (SRI-NOTES §10.1). */
export const RAZON_MAX_LENGTH = 300;

/** The IVA a nota de débito may carry: the invoice form's two rates. */
export type ImpuestoNotaDebito = (typeof FORM_IVA_LABELS)[number];

/** One motivo row as typed: razón and its valor sin impuestos. */
export interface MotivoDraft {
  razon: string;
  valor: string;
}

export interface MotivoErrors {
  razon?: string;
  valor?: string;
}

/** The rates in force on the invoice's date (SRI-NOTES §10.1: the supporting document's date). */
export function ivaOptionsFor(fechaEmision: string): ImpuestoNotaDebito[] {
  return FORM_IVA_LABELS.filter((label) => notaDebitoIvaFueraDeVigencia(label, fechaEmision) === null);
}

/** The amount typed (a comma is a decimal point too); NaN when it is not a number. */
export function parseValor(valor: string): number {
  const text = valor.trim().replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
}

/** What is wrong with a row, by the API's own schema of a motivo; null when nothing. */
export function motivoErrors(motivo: MotivoDraft): MotivoErrors | null {
  const checked = motivoNotaDebitoSchema.safeParse({ razon: motivo.razon, valor: parseValor(motivo.valor) });
  if (checked.success) return null;
  const errors: MotivoErrors = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if ((field === 'razon' || field === 'valor') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The API's totals (notaDebitoTotales: Σ valor, IVA rounded once, SRI-NOTES §8, §10.1) of what is
 * typed so far: a row not yet a valid amount counts 0, so the figures follow the typing.
 */
export function debitNoteTotals(motivos: readonly MotivoDraft[], impuesto: ImpuestoNotaDebito) {
  const valores = motivos
    .map((motivo) => parseValor(motivo.valor))
    .filter((valor) => valor > 0 && hasAtMostTwoDecimals(valor));
  const totales = notaDebitoTotales(
    valores.map((valor) => ({ valor })),
    impuesto,
  );
  return { subtotal: totales.totalSinImpuestos, iva: totales.impuesto.valor, total: totales.valorTotal };
}
