import { formatMoneyPlain } from './money';

/** The five credit-note reasons (spec 01 §2). */
export const MOTIVOS_NOTA_CREDITO = [
  'Devolución de producto',
  'Error en facturación',
  'Descuento no aplicado',
  'Anulación de transacción',
  'Otros',
] as const;
export type MotivoNotaCredito = (typeof MOTIVOS_NOTA_CREDITO)[number];
export const DEFAULT_MOTIVO_NOTA_CREDITO: MotivoNotaCredito = 'Devolución de producto';

/** Spec 01 §5: a credit note may not exceed the original invoice's importeTotal. */
export function notaCreditoExcedeFacturaMessage(totalNotaCredito: number, importeTotalFactura: number): string {
  return `El valor total de la nota de crédito (${formatMoneyPlain(totalNotaCredito)}) no puede exceder el valor de la factura original (${formatMoneyPlain(importeTotalFactura)})`;
}

/** Issue 25: nothing is left to credit on the invoice. */
export const FACTURA_ACREDITADA_MESSAGE = 'Esta factura ya fue acreditada por completo';

/** Spec 01 §5: a credited quantity may not exceed the invoiced one. */
export function cantidadExcedeFacturadoMessage(cantidadOriginal: number): string {
  return `Cantidad excede lo facturado originalmente: Cantidad original: ${cantidadOriginal}`;
}
