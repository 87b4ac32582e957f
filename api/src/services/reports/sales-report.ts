import {
  COD_DOC,
  CODIGO_IVA,
  endOfDayGuayaquil,
  moneyOf,
  startOfDayGuayaquil,
  sumMoney,
} from '@facturador/shared/domain';
import {
  CODIGO_IMPUESTO_ICE,
  CODIGO_IMPUESTO_IRBPNR,
  ESTADOS_PENDIENTES,
  ivaRateLabel,
  netBaseImpuestoOf,
  netOf,
  type PorTipo,
  type SalesReport,
  type SalesReportScope,
} from '@facturador/shared/domain/reports';
import { and, between, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { documentos, impuestosDiarios, ventasDiarias } from '../../db/schema';
import { withheldInPeriod } from '../withholdings/withheld-in-period';
import { type SummedTaxRow, settlementPurchases } from './settlement-purchases';

const {
  factura: FACTURA,
  notaCredito: NOTA_CREDITO,
  notaDebito: NOTA_DEBITO,
  liquidacionCompra: LIQUIDACION_COMPRA,
} = COD_DOC;
/** The documents whose figures are sales (formulario 104's ventas). */
const TIPOS_VENTA: readonly string[] = [FACTURA, NOTA_DEBITO, NOTA_CREDITO];

/** The period's documents of one emisor and ambiente (and establishment), any state. */
function periodConditions(emisorId: string, query: SalesReportScope): SQL[] {
  return [
    eq(documentos.emisorId, emisorId),
    eq(documentos.ambiente, query.ambiente),
    gte(documentos.fecha, startOfDayGuayaquil(query.desde)),
    lt(documentos.fecha, endOfDayGuayaquil(query.hasta)),
    ...(query.establecimiento ? [eq(documentos.estab, query.establecimiento)] : []),
  ];
}

function sides(rows: SummedTaxRow[]): PorTipo {
  const side = (tipo: string) => {
    const own = rows.filter((row) => row.tipo === tipo);
    return {
      baseImponible: sumMoney(own.map((row) => moneyOf(row.base))),
      valor: sumMoney(own.map((row) => moneyOf(row.valor))),
    };
  };
  const facturas = side(FACTURA);
  const notasDebito = side(NOTA_DEBITO);
  const notasCredito = side(NOTA_CREDITO);
  return { facturas, notasDebito, notasCredito, neto: netBaseImpuestoOf(facturas, notasDebito, notasCredito) };
}

/** The period's days in the maintained daily summaries (same emisor, ambiente, establishment). */
function summaryConditions(
  table: typeof ventasDiarias | typeof impuestosDiarios,
  emisorId: string,
  query: SalesReportScope,
): SQL[] {
  return [
    eq(table.emisorId, emisorId),
    eq(table.ambiente, query.ambiente),
    between(table.dia, query.desde, query.hasta),
    ...(query.establecimiento ? [eq(table.estab, query.establecimiento)] : []),
  ];
}

/**
 * GET /api/reportes/ventas: formulario 104's sales figures of a period: the authorized documents'
 * totalConImpuestos (a nota de débito's impuestos) and importeTotal (its valorTotal) from the daily summaries the database maintains (a few rows per
 * day), and the count of documents by type and state from the documents themselves.
 */
export async function salesReport(db: Executor, emisorId: string, query: SalesReportScope): Promise<SalesReport> {
  const period = periodConditions(emisorId, query);
  const [taxRows, totalRows, stateRows, retenido] = await Promise.all([
    db
      .select({
        tipo: impuestosDiarios.tipo,
        codigo: impuestosDiarios.codigo,
        codigoPorcentaje: impuestosDiarios.codigoPorcentaje,
        tarifa: sql`max(${impuestosDiarios.tarifa})`,
        base: sql`sum(${impuestosDiarios.baseImponible})`,
        valor: sql`sum(${impuestosDiarios.valor})`,
      })
      .from(impuestosDiarios)
      .where(and(...summaryConditions(impuestosDiarios, emisorId, query)))
      .groupBy(impuestosDiarios.tipo, impuestosDiarios.codigo, impuestosDiarios.codigoPorcentaje)
      // A rate whose documents all stopped being authorized sums to zero: not a rate of the period.
      .having(
        sql`count(*) filter (where ${impuestosDiarios.baseImponible} <> 0 or ${impuestosDiarios.valor} <> 0) > 0`,
      ),
    db
      .select({
        tipo: ventasDiarias.tipo,
        documentos: sql`sum(${ventasDiarias.documentos})`,
        total: sql`sum(${ventasDiarias.importeTotal})`,
      })
      .from(ventasDiarias)
      .where(and(...summaryConditions(ventasDiarias, emisorId, query)))
      .groupBy(ventasDiarias.tipo),
    db
      .select({ tipo: documentos.tipo, estado: documentos.estado, cantidad: count() })
      .from(documentos)
      .where(and(...period))
      .groupBy(documentos.tipo, documentos.estado)
      .orderBy(documentos.tipo, documentos.estado),
    withheldInPeriod(db, emisorId, query),
  ]);

  // A liquidación de compra's rows are purchases: never a rate or a figure of the sales.
  const saleRows = taxRows.filter((row) => TIPOS_VENTA.includes(row.tipo));
  const ivaRows = saleRows.filter((row) => row.codigo === CODIGO_IVA);
  const rates = [...new Set(ivaRows.map((row) => row.codigoPorcentaje))].sort((a, b) => a - b);
  const importe = (tipo: string) => moneyOf(totalRows.find((row) => row.tipo === tipo)?.total);
  const importes = {
    facturas: importe(FACTURA),
    notasDebito: importe(NOTA_DEBITO),
    notasCredito: importe(NOTA_CREDITO),
  };
  return {
    desde: query.desde,
    hasta: query.hasta,
    ambiente: query.ambiente,
    establecimiento: query.establecimiento ?? null,
    iva: rates.map((codigoPorcentaje) => {
      const own = ivaRows.filter((row) => row.codigoPorcentaje === codigoPorcentaje);
      const tarifa = own.find((row) => row.tarifa !== null)?.tarifa;
      return {
        codigoPorcentaje,
        tarifa: tarifa === undefined ? null : Number(tarifa),
        etiqueta: ivaRateLabel(codigoPorcentaje),
        ...sides(own),
      };
    }),
    totalIva: sides(ivaRows),
    ice: sides(saleRows.filter((row) => row.codigo === CODIGO_IMPUESTO_ICE)),
    irbpnr: sides(saleRows.filter((row) => row.codigo === CODIGO_IMPUESTO_IRBPNR)),
    importeTotal: { ...importes, neto: netOf(importes) },
    documentos: stateRows.map((row) => ({ tipo: row.tipo, estado: row.estado, cantidad: Number(row.cantidad) })),
    pendientes: stateRows
      .filter((row) => (ESTADOS_PENDIENTES as readonly string[]).includes(row.estado))
      .reduce((sum, row) => sum + Number(row.cantidad), 0),
    retenido,
    comprasLiquidacion: settlementPurchases(LIQUIDACION_COMPRA, taxRows, totalRows),
  };
}
