import {
  CATALOGO_IMPUESTOS,
  type ContenidoProducto,
  contenidoPorUnidad,
  iceDelCodigo,
  iceSinContenidoMessage,
  iceVigente,
  irbpnrVigente,
  productoIceSinContenidoMessage,
} from './tax-catalogue';
import type { IceDeLinea, IrbpnrDeLinea } from './totals';

/** What a product says about its ICE and IRBPNR (`POST/PUT /api/productos`). */
export interface ProductTaxSettings {
  irbpnr: boolean;
  botellasPorUnidad: number;
  ice: { codigo: number } | null;
  /** What one unit holds (ml, % alcohol, g of sugar): ICE codes charged by content need it. */
  contenido?: ContenidoProducto;
}

export interface LineTaxes {
  ice: IceDeLinea | null;
  irbpnr: IrbpnrDeLinea | null;
}

export const SIN_ICE_IRBPNR: LineTaxes = { ice: null, irbpnr: null };

/**
 * The ICE and IRBPNR a line of this product carries on a date (`aaaa-mm-dd`), with the catalogue's
 * rates of that date: the invoice screen fills its lines with it and the API checks them against it.
 * An ICE code out of force yields no ICE (the product form refuses it, the emission then refuses the line).
 */
export function lineTaxesOf(product: ProductTaxSettings, fechaIso: string): LineTaxes {
  const ice = product.ice ? iceVigente(product.ice.codigo, fechaIso) : undefined;
  const irbpnr = product.irbpnr ? irbpnrVigente(fechaIso) : undefined;
  // A code charged by content carries the unit's content; without it the product is refused (409).
  const contenido = ice?.contenido ? contenidoPorUnidad(ice.contenido, product.contenido) : null;
  return {
    ice: ice
      ? {
          codigo: ice.codigoPorcentaje,
          adValorem: ice.adValorem ?? 0,
          especifico: ice.especifico ?? 0,
          ...(contenido !== null ? { contenido } : {}),
        }
      : null,
    irbpnr: irbpnr ? { botellasPorUnidad: product.botellasPorUnidad, valorPorBotella: irbpnr.especifico ?? 0 } : null,
  };
}

const sameIce = (a: IceDeLinea | null | undefined, b: IceDeLinea | null | undefined) =>
  (!a && !b) ||
  (!!a &&
    !!b &&
    a.codigo === b.codigo &&
    a.adValorem === b.adValorem &&
    a.especifico === b.especifico &&
    a.contenido === b.contenido);

/**
 * A product on an ICE code charged by content (litres of pure alcohol, grams of sugar) must declare
 * that content: the refusal (409) when it does not, else null. `codigo` names the product when sold.
 */
export function iceContenidoViolation(
  product: { ice?: ProductTaxSettings['ice']; contenido?: ContenidoProducto },
  fechaIso: string,
  codigo?: string,
): string | null {
  const ice = product.ice ? iceDelCodigo(product.ice.codigo, fechaIso) : undefined;
  if (!ice?.contenido || contenidoPorUnidad(ice.contenido, product.contenido) !== null) return null;
  return codigo === undefined
    ? iceSinContenidoMessage(ice, ice.contenido)
    : productoIceSinContenidoMessage(codigo, ice, ice.contenido);
}

/** `0.01485`: a content per unit, without binary noise. */
const formatContenido = (value: number) => String(Number(value.toPrecision(10)));
const sameIrbpnr = (a: IrbpnrDeLinea | null | undefined, b: IrbpnrDeLinea | null | undefined) =>
  (!a && !b) || (!!a && !!b && a.botellasPorUnidad === b.botellasPorUnidad && a.valorPorBotella === b.valorPorBotella);

export const sameLineTaxes = (a: Partial<LineTaxes>, b: Partial<LineTaxes>): boolean =>
  sameIce(a.ice, b.ice) && sameIrbpnr(a.irbpnr, b.irbpnr);

export const impuestosProductoDistintosMessage = (codigo: string) =>
  `Producto ${codigo}: el ICE o el IRBPNR de la línea no corresponden al producto; vuelva a elegir el producto.`;
export const impuestosLineaLibreMessage = (codigo: string) =>
  `Producto ${codigo}: solo una línea de un producto registrado puede llevar ICE o IRBPNR.`;
export const impuestosNotaCreditoDistintosMessage = (codigo: string) =>
  `Producto ${codigo}: el ICE o el IRBPNR de la nota de crédito deben ser los de la factura.`;

/**
 * ICE and IRBPNR as the screen shows them on a line: «ICE 3054 10%», «IRBPNR 6 botellas», and a
 * specific amount by content as rate × content per unit: «ICE 3041 $ 13.08/l alcohol puro × 0.01485/u».
 */
export function lineTaxesLabel(taxes: Partial<LineTaxes>): string {
  const parts: string[] = [];
  if (taxes.ice) {
    const { codigo, adValorem, especifico, contenido } = taxes.ice;
    const simbolo = CATALOGO_IMPUESTOS.ice.find((entry) => entry.codigoPorcentaje === codigo)?.contenido?.simbolo;
    const porContenido =
      contenido !== undefined && simbolo
        ? `$ ${especifico.toFixed(2)}/${simbolo} × ${formatContenido(contenido)}/u`
        : '';
    const rates = [
      adValorem ? `${adValorem}%` : '',
      especifico ? porContenido || `$ ${especifico.toFixed(2)}/u` : '',
    ].filter(Boolean);
    parts.push(`ICE ${taxes.ice.codigo} ${rates.join(' + ')}`.trim());
  }
  if (taxes.irbpnr) {
    const n = taxes.irbpnr.botellasPorUnidad;
    parts.push(`IRBPNR ${n} ${n === 1 ? 'botella' : 'botellas'}/u`);
  }
  return parts.join(' · ');
}

/**
 * An invoice's lines must carry their product's ICE and IRBPNR at the catalogue's rates of the issue
 * date (`aaaa-mm-dd`), and free-typed lines neither: the first line that does not, as a Spanish
 * refusal, else null. `productOf` answers the emisor's product of a line (undefined when none).
 */
export function invoiceLineTaxesViolation<L extends Partial<LineTaxes> & { codigo: string }>(
  lines: readonly L[],
  productOf: (line: L) => ProductTaxSettings | undefined,
  fechaIso: string,
): string | null {
  for (const line of lines) {
    const product = productOf(line);
    if (!product) {
      if (line.ice || line.irbpnr) return impuestosLineaLibreMessage(line.codigo);
      continue;
    }
    if (!sameLineTaxes(line, lineTaxesOf(product, fechaIso))) return impuestosProductoDistintosMessage(line.codigo);
  }
  return null;
}
