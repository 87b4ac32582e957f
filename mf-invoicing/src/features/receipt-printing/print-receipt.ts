import { type PrintAnswer, printText, readCounterPrinter } from '@facturador/shared/api';
import {
  buildReceiptText,
  type FacturarRequest,
  FORMA_PAGO_DEFAULT,
  IMPRESION_DESACTIVADA_MESSAGE,
  recomputeFacturaTotals,
} from '@facturador/shared/domain';

export type ReceiptInput = { razonSocial: string; claveAcceso: string; payload: FacturarRequest; fecha: Date };

/** Spec 01 §9: printing only when the local setting imprimirComprobante is 'true'. */
export function printingEnabled(): boolean {
  return readCounterPrinter().imprimirComprobante;
}

/** The 48-column receipt text of a sent document. */
export function receiptText(input: ReceiptInput): string {
  const { factura } = input.payload;
  return buildReceiptText({
    razonSocial: input.razonSocial,
    claveAcceso: input.claveAcceso,
    fecha: input.fecha,
    productos: factura.productos.map((producto) => ({
      codigo: producto.codigo,
      nombre: producto.nombre,
      cantidad: producto.cantidad,
      precioUnitario: producto.precioUnitario,
      precioTotalSinImpuesto: producto.precioTotalSinImpuesto,
      descuento: producto.descuento,
    })),
    totalSinImpuestos: factura.totalSinImpuestos,
    subtotalIvaCero: factura.subtotalIvaCero,
    iva: factura.iva,
    ice: factura.ice,
    irbpnr: factura.irbpnr,
    importeTotal: factura.importeTotal,
    impuestos: recomputeFacturaTotals(factura).totalConImpuestos,
    pagos: factura.pagos ?? [{ formaPago: FORMA_PAGO_DEFAULT, total: factura.importeTotal }],
  });
}

/**
 * After a sale: prints when the counter prints; never blocks the counter — a failure is only
 * logged (spec 01 §8).
 */
export async function printReceipt(input: ReceiptInput): Promise<void> {
  if (!printingEnabled()) return;
  const answer = await printText(receiptText(input));
  if (!answer.ok) console.error('No se pudo imprimir el comprobante', answer.message);
}

/** «Imprimir de nuevo»: never silent (issue 25) — off, agent unreachable, or the agent's answer. */
export async function printReceiptAgain(input: ReceiptInput): Promise<PrintAnswer> {
  if (!printingEnabled()) return { ok: false, message: IMPRESION_DESACTIVADA_MESSAGE };
  return printText(receiptText(input));
}
