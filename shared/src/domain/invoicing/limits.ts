import { CONSUMIDOR_FINAL } from './identification-types';
import { formatMoneyPlain, toCents } from './money';
import { ivaFueraDeVigencia } from './taxes';

/**
 * SRI's limits on one document (SRI-NOTES §8, "Limits" and "Rounding"): importeTotal up to USD
 * 200,000,000; cantidad and precioUnitario with up to 6 decimals and 18 digits (factura 1.1.0 XSD);
 * a document of at most 320 KB (SRI's error 26). Past them the API refuses with a 400.
 */
export const MAX_IMPORTE_TOTAL = 200_000_000;
export const MAX_DECIMALES_LINEA = 6;
/** 18 digits with 6 decimals: 12 integer digits. */
export const MAX_VALOR_LINEA = 1e12;
export const MAX_XML_BYTES = 320 * 1024;

export const MONTO_EXCEDE_MESSAGE = `El valor no puede superar ${formatMoneyPlain(MAX_IMPORTE_TOTAL)} (límite del SRI por comprobante).`;

export const decimalesLineaMessage = (codigo: string, campo: 'la cantidad' | 'el precio unitario') =>
  `Producto ${codigo}: ${campo} admite como máximo ${MAX_DECIMALES_LINEA} decimales.`;

export const valorLineaExcedeMessage = (codigo: string, campo: 'la cantidad' | 'el precio unitario') =>
  `Producto ${codigo}: ${campo} es demasiado alto.`;

export const xmlDemasiadoGrandeMessage = (kb: number) =>
  `El comprobante ocupa ${kb} KB y el SRI acepta como máximo ${MAX_XML_BYTES / 1024} KB; divida los productos en varios comprobantes.`;

/** Consumidor final (07): the cap on importeTotal, per deployment (OCA l10n_ec_final_consumer_limit: 50). */
export const CONSUMIDOR_FINAL_MAX_DEFAULT = 50;

export const consumidorFinalExcedeMessage = (importeTotal: number, maximo: number) =>
  `Una factura a consumidor final no puede superar ${formatMoneyPlain(maximo)} (total: ${formatMoneyPlain(importeTotal)}); ingrese la identificación del comprador.`;

/** The parts of a FacturaPayload the document rules read (written out: payload.ts imports this module). */
export interface DocumentRuleInput {
  tipoComprobante: string;
  productos: readonly { codigo: string; impuestos: readonly { codigoPorcentaje: number }[] }[];
  comprador: { tipoIdentificacion: string; identificacionComprador: string };
  importeTotal: number;
}

/**
 * The rules that depend on the document's date and the deployment: each line's IVA rate must be in
 * force on the issue date, and a consumidor final invoice keeps under the cap. Null when it passes.
 */
export function documentRuleViolation(
  factura: DocumentRuleInput,
  fechaEmision: string,
  consumidorFinalMax: number,
): string | null {
  for (const producto of factura.productos) {
    const refusal = ivaFueraDeVigencia(producto.impuestos[0]?.codigoPorcentaje ?? -1, fechaEmision);
    if (refusal) return `Producto ${producto.codigo}: ${refusal}`;
  }
  const consumidorFinal =
    factura.comprador.tipoIdentificacion === CONSUMIDOR_FINAL.tipoIdentificacion ||
    factura.comprador.identificacionComprador === CONSUMIDOR_FINAL.identificacion;
  if (
    factura.tipoComprobante === 'factura' &&
    consumidorFinal &&
    toCents(factura.importeTotal) > toCents(consumidorFinalMax)
  )
    return consumidorFinalExcedeMessage(factura.importeTotal, consumidorFinalMax);
  return null;
}
