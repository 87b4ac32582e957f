import { toCents } from './money';
import type { FacturaPayload, ProductoPayload } from './payload';
import { computeTotals, type TotalesCalculados } from './totals';

export const TOTALES_NO_COINCIDEN_MESSAGE = 'Los totales del documento no coinciden con el detalle de productos.';

export interface TotalDifference {
  /** Path of the field, e.g. `importeTotal` or `productos[2].impuestos[0].valor`. */
  campo: string;
  esperado: number;
  recibido: number;
}

export interface TotalsVerification {
  ok: boolean;
  totales: TotalesCalculados;
  diferencias: TotalDifference[];
  message?: string;
}

/** What the totals need from a payload's line. */
export type TaxedProducto = Pick<
  ProductoPayload,
  'precioUnitario' | 'cantidad' | 'descuento' | 'impuestos' | 'ice' | 'irbpnr' | 'asignado'
>;

/** The map of a credit note's IVA shares per rate, or undefined. */
export const ivaAsignadoOf = (ivaAsignado: FacturaPayload['ivaAsignado']) =>
  ivaAsignado ? new Map(ivaAsignado.map((iva) => [iva.codigoPorcentaje, iva.valor])) : undefined;

/** Recomputes a parsed payload's totals from its lines (server side); a credit note's shares included. */
export function recomputeFacturaTotals(factura: {
  productos: readonly TaxedProducto[];
  ivaAsignado?: FacturaPayload['ivaAsignado'];
}): TotalesCalculados {
  return computeTotals(
    factura.productos.map((producto) => ({
      precioUnitario: producto.precioUnitario,
      cantidad: producto.cantidad,
      descuento: producto.descuento,
      codigoPorcentaje: producto.impuestos[0]?.codigoPorcentaje ?? -1,
      ice: producto.ice,
      irbpnr: producto.irbpnr,
      asignado: producto.asignado,
    })),
    ivaAsignadoOf(factura.ivaAsignado),
  );
}

/** What the comparison reads: a document's totals and its lines with their declared figures. */
export type VerifiableDocument = Pick<
  FacturaPayload,
  | 'totalSinImpuestos'
  | 'totalDescuento'
  | 'subtotalIva'
  | 'subtotalIvaCero'
  | 'iva'
  | 'ice'
  | 'irbpnr'
  | 'importeTotal'
  | 'propina'
  | 'ivaAsignado'
> & { productos: readonly (TaxedProducto & Pick<ProductoPayload, 'precioTotalSinImpuesto'>)[] };

/** Compares every total of a payload with the recomputed ones, to the cent. */
export function verifyFacturaTotals(factura: VerifiableDocument): TotalsVerification {
  const totales = recomputeFacturaTotals(factura);
  const diferencias: TotalDifference[] = [];
  const compare = (campo: string, esperado: number, recibido: number) => {
    if (toCents(esperado) !== toCents(recibido)) diferencias.push({ campo, esperado, recibido });
  };
  for (const key of [
    'totalSinImpuestos',
    'totalDescuento',
    'subtotalIva',
    'subtotalIvaCero',
    'iva',
    'ice',
    'irbpnr',
    'importeTotal',
  ] as const) {
    compare(key, totales[key], factura[key]);
  }
  compare('propina', 0, factura.propina);
  factura.productos.forEach((producto, index) => {
    const linea = totales.lineas[index]!;
    compare(
      `productos[${index}].precioTotalSinImpuesto`,
      linea.precioTotalSinImpuesto,
      producto.precioTotalSinImpuesto,
    );
    // Every tax of the line, in the order computed: a missing, extra or other tax is a difference too.
    const count = Math.max(linea.impuestos.length, producto.impuestos.length);
    for (let i = 0; i < count; i++) {
      const esperado = linea.impuestos[i];
      const recibido = producto.impuestos[i];
      const campo = `productos[${index}].impuestos[${i}]`;
      compare(`${campo}.codigo`, esperado?.codigo ?? 0, recibido?.codigo ?? 0);
      compare(`${campo}.codigoPorcentaje`, esperado?.codigoPorcentaje ?? 0, recibido?.codigoPorcentaje ?? 0);
      compare(`${campo}.tarifa`, esperado?.tarifa ?? 0, recibido?.tarifa ?? 0);
      compare(`${campo}.baseImponible`, esperado?.baseImponible ?? 0, recibido?.baseImponible ?? 0);
      compare(`${campo}.valor`, esperado?.valor ?? 0, recibido?.valor ?? 0);
    }
  });
  const ok = diferencias.length === 0;
  return ok ? { ok, totales, diferencias } : { ok, totales, diferencias, message: TOTALES_NO_COINCIDEN_MESSAGE };
}
