import { type TotalsVerification, type VerifiableDocument, verifyFacturaTotals } from '../invoicing/verify-totals';
import type { LiquidacionCompraRequest } from './request';

/**
 * A liquidación as the invoice's maths reads it: its detalles are an invoice's productos with IVA as
 * their one tax, and it carries no ICE, IRBPNR nor propina.
 */
export function liquidacionComoDocumento(liquidacion: LiquidacionCompraRequest): VerifiableDocument {
  return {
    totalSinImpuestos: liquidacion.totalSinImpuestos,
    totalDescuento: liquidacion.totalDescuento,
    subtotalIva: liquidacion.subtotalIva,
    subtotalIvaCero: liquidacion.subtotalIvaCero,
    iva: liquidacion.iva,
    ice: 0,
    irbpnr: 0,
    importeTotal: liquidacion.importeTotal,
    propina: 0,
    productos: liquidacion.detalles.map((detalle) => ({
      precioUnitario: detalle.precioUnitario,
      cantidad: detalle.cantidad,
      descuento: detalle.descuento,
      precioTotalSinImpuesto: detalle.precioTotalSinImpuesto,
      impuestos: [detalle.impuesto],
    })),
  };
}

/**
 * Every figure of the liquidación recomputed exactly as an invoice's (verifyFacturaTotals); a
 * difference names the liquidación's own field (`detalles[1].impuesto.valor`).
 */
export function verifyLiquidacionTotals(liquidacion: LiquidacionCompraRequest): TotalsVerification {
  const verification = verifyFacturaTotals(liquidacionComoDocumento(liquidacion));
  return {
    ...verification,
    diferencias: verification.diferencias.map((diferencia) => ({
      ...diferencia,
      campo: diferencia.campo
        .replace(/^productos\[(\d+)\]\.impuestos\[0\]/, 'detalles[$1].impuesto')
        .replace(/^productos\[/, 'detalles['),
    })),
  };
}
