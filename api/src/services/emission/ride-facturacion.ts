import type { TotalesCalculados } from '@facturador/shared/domain';
import type { FacturaRide } from '@facturador/shared/domain/ride';
import type { RideXmlData } from './ride-xml';

/**
 * The RIDE's totals of a document with lines (factura, nota de crédito, liquidación de compra): its
 * figures recomputed the one way they are computed, and every totalImpuesto as its signed XML says.
 */
export function rideFacturacion(totals: TotalesCalculados, xml: RideXmlData | null): FacturaRide['facturacion'] {
  return {
    subtotalIva: totals.subtotalIva,
    subtotalIvaCero: totals.subtotalIvaCero,
    totalSinImpuestos: totals.totalSinImpuestos,
    totalDescuento: totals.totalDescuento,
    ice: totals.ice,
    iva: totals.iva,
    importeTotal: totals.importeTotal,
    propina: 0,
    impuestos: xml
      ? // Every totalImpuesto of the XML by its codigo (IVA, ICE, IRBPNR …); the XML has no tarifa.
        xml.totalImpuestos.map(({ codigo, codigoPorcentaje, baseImponible, valor }) => ({
          codigo,
          codigoPorcentaje,
          tarifa:
            totals.totalConImpuestos.find((t) => t.codigo === codigo && t.codigoPorcentaje === codigoPorcentaje)
              ?.tarifa ?? 0,
          baseImponible,
          valor,
        }))
      : totals.totalConImpuestos.map(({ codigo, codigoPorcentaje, tarifa, baseImponible, valor }) => ({
          codigo,
          codigoPorcentaje,
          tarifa,
          baseImponible,
          valor,
        })),
  };
}
