import {
  FORM_IVA_LABELS,
  hasAtMostTwoDecimals,
  ivaFueraDeVigencia,
  ivaOptionByLabel,
  lineIva,
  sumMoney,
} from '@facturador/shared/domain';

// TODO(issue 40): these messages are the API's, word for word (shared/src/domain/debit-notes on the
// branch nd-core, not yet on main). Once it lands, import them, notaDebitoTotales and the schema from
// '@facturador/shared/domain/debit-notes' instead of saying them again here.

export const NOTA_DEBITO_MOTIVO_SIN_RAZON_MESSAGE = 'Cada motivo de la nota de débito debe tener una razón.';
export const NOTA_DEBITO_VALOR_MESSAGE = 'El valor de cada motivo debe ser mayor a 0, con dos decimales como máximo.';
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

const tarifaOf = (impuesto: ImpuestoNotaDebito) => ivaOptionByLabel(impuesto)?.tarifa ?? 0;

/** The rates in force on the invoice's date (SRI-NOTES §10.1: the supporting document's date). */
export function ivaOptionsFor(fechaEmision: string): ImpuestoNotaDebito[] {
  return FORM_IVA_LABELS.filter((label) => {
    const option = ivaOptionByLabel(label);
    return option !== undefined && ivaFueraDeVigencia(option.codigoPorcentaje, fechaEmision) === null;
  });
}

/** The amount typed (a comma is a decimal point too); NaN when it is not a number. */
export function parseValor(valor: string): number {
  const text = valor.trim().replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
}

/** What is wrong with a row, as the API would refuse it; null when nothing. */
export function motivoErrors(motivo: MotivoDraft): MotivoErrors | null {
  const errors: MotivoErrors = {};
  if (motivo.razon.trim() === '') errors.razon = NOTA_DEBITO_MOTIVO_SIN_RAZON_MESSAGE;
  const valor = parseValor(motivo.valor);
  if (!(valor > 0) || !hasAtMostTwoDecimals(valor)) errors.valor = NOTA_DEBITO_VALOR_MESSAGE;
  return errors.razon || errors.valor ? errors : null;
}

/**
 * Subtotal = Σ valor, IVA = subtotal × tarifa rounded once (SRI-NOTES §8, §10.1), Total = both.
 * A row not yet a valid amount counts 0, so the figures follow the typing.
 */
export function debitNoteTotals(motivos: readonly MotivoDraft[], impuesto: ImpuestoNotaDebito) {
  const subtotal = sumMoney(
    motivos.map((motivo) => parseValor(motivo.valor)).filter((valor) => valor > 0 && hasAtMostTwoDecimals(valor)),
  );
  const iva = lineIva(subtotal, tarifaOf(impuesto));
  return { subtotal, iva, total: sumMoney([subtotal, iva]) };
}
