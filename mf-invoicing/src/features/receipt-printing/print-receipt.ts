import { runtimeConfig } from '@facturador/shared/api';
import {
  buildReceiptText,
  type FacturarRequest,
  FORMA_PAGO_DEFAULT,
  recomputeFacturaTotals,
} from '@facturador/shared/domain';

/** localStorage switches of the counter PC (spec 01 §7 "Local receipt printing", §9). */
export const IMPRIMIR_COMPROBANTE_KEY = 'imprimirComprobante';
export const NOMBRE_IMPRESORA_KEY = 'nombreImpresora';
/** The print agent's licence string, when the agent is configured with one. */
export const SERIAL_IMPRESORA_KEY = 'serialImpresora';
export const DEFAULT_IMPRESORA = 'POS-80';

export function printingEnabled(): boolean {
  return localStorage.getItem(IMPRIMIR_COMPROBANTE_KEY) === 'true';
}

/** The print agent's job: write the 48-column receipt, then cut (argument 1). */
export function receiptJob(input: { razonSocial: string; claveAcceso: string; payload: FacturarRequest; fecha: Date }) {
  const { factura } = input.payload;
  const texto = buildReceiptText({
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
  return {
    serial: localStorage.getItem(SERIAL_IMPRESORA_KEY) ?? '',
    nombreImpresora: localStorage.getItem(NOMBRE_IMPRESORA_KEY) || DEFAULT_IMPRESORA,
    operaciones: [
      { nombre: 'EscribirTexto', argumentos: [texto] },
      { nombre: 'Corte', argumentos: [1] },
    ],
  };
}

/**
 * POST {printAgentUrl}/imprimir with the JSON as text/plain, as the ESC/POS plugin's own client
 * does (no CORS preflight). Printing never blocks the counter: a failure is only logged.
 */
export async function printReceipt(input: Parameters<typeof receiptJob>[0]): Promise<void> {
  if (!printingEnabled()) return;
  try {
    const url = `${runtimeConfig().printAgentUrl.replace(/\/$/, '')}/imprimir`;
    const response = await fetch(url, { method: 'POST', body: JSON.stringify(receiptJob(input)) });
    if (!response.ok) console.error('No se pudo imprimir el comprobante', response.status, await response.text());
  } catch (error) {
    console.error('No se pudo imprimir el comprobante', error);
  }
}
