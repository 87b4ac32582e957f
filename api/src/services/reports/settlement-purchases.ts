import { CODIGO_IVA, moneyOf, sumMoney } from '@facturador/shared/domain';
import { type ComprasLiquidacion, ivaRateLabel } from '@facturador/shared/domain/reports';

/** A summed tax row of the daily summaries (impuestos_diarios), one document type and rate. */
export interface SummedTaxRow {
  tipo: string;
  codigo: number;
  codigoPorcentaje: number;
  tarifa: unknown;
  base: unknown;
  valor: unknown;
}

/** A summed total row of the daily summaries (ventas_diarias): documents and importeTotal of one type. */
export interface SummedTotalRow {
  tipo: string;
  documentos: unknown;
  total: unknown;
}

/**
 * «Compras por liquidación» of the sales report: the AUTORIZADA liquidaciones de compra (03) of the
 * period from the same daily summaries as the sales (the database keeps every authorized document's
 * type there), their base and IVA by rate, and their importeTotal.
 */
export function settlementPurchases(
  tipo: string,
  taxRows: readonly SummedTaxRow[],
  totalRows: readonly SummedTotalRow[],
): ComprasLiquidacion {
  const ivaRows = taxRows.filter((row) => row.tipo === tipo && row.codigo === CODIGO_IVA);
  const rates = [...new Set(ivaRows.map((row) => row.codigoPorcentaje))].sort((a, b) => a - b);
  const iva = rates.map((codigoPorcentaje) => {
    const own = ivaRows.filter((row) => row.codigoPorcentaje === codigoPorcentaje);
    const tarifa = own.find((row) => row.tarifa !== null)?.tarifa;
    return {
      codigoPorcentaje,
      tarifa: tarifa === undefined ? null : Number(tarifa),
      etiqueta: ivaRateLabel(codigoPorcentaje),
      baseImponible: sumMoney(own.map((row) => moneyOf(row.base))),
      valor: sumMoney(own.map((row) => moneyOf(row.valor))),
    };
  });
  const totals = totalRows.find((row) => row.tipo === tipo);
  return {
    liquidaciones: Number(totals?.documentos ?? 0),
    iva,
    totalIva: {
      baseImponible: sumMoney(iva.map((rate) => rate.baseImponible)),
      valor: sumMoney(iva.map((rate) => rate.valor)),
    },
    importeTotal: moneyOf(totals?.total),
  };
}
