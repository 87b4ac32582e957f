import { TIPOS_DOCUMENTO } from '@facturador/shared/domain';
import type { PorTipo, SalesReport } from '@facturador/shared/domain/reports';
import { AMBIENTES_RIDE } from '@facturador/shared/domain/ride';
import ExcelJS from 'exceljs';
import { addTable, type Cell, type SheetColumn, xlsxBuffer } from './spreadsheets';

const TAX_COLUMNS: SheetColumn[] = [
  { header: 'Tarifa', width: 16 },
  { header: 'Base facturas', kind: 'money' },
  { header: 'IVA facturas', kind: 'money' },
  { header: 'Base notas de débito', kind: 'money' },
  { header: 'IVA notas de débito', kind: 'money' },
  { header: 'Base notas de crédito', kind: 'money' },
  { header: 'IVA notas de crédito', kind: 'money' },
  { header: 'Base neta', kind: 'money' },
  { header: 'Impuesto neto', kind: 'money' },
];

const taxRow = (label: string, sides: PorTipo): Cell[] => [
  label,
  sides.facturas.baseImponible,
  sides.facturas.valor,
  sides.notasDebito.baseImponible,
  sides.notasDebito.valor,
  sides.notasCredito.baseImponible,
  sides.notasCredito.valor,
  sides.neto.baseImponible,
  sides.neto.valor,
];

/** «Compras por liquidación»: base and IVA by rate of the liquidaciones AUTORIZADAS, their count and total. */
function addSettlementPurchases(sheet: ExcelJS.Worksheet, { comprasLiquidacion: compras }: SalesReport): void {
  addTable(
    sheet,
    [
      { header: 'Compras por liquidación', width: 16 },
      { header: 'Base imponible', kind: 'money' },
      { header: 'IVA', kind: 'money' },
    ],
    [
      ...compras.iva.map((rate): Cell[] => [rate.etiqueta, rate.baseImponible, rate.valor]),
      ['Total IVA compras', compras.totalIva.baseImponible, compras.totalIva.valor],
    ],
  );
  sheet.addRow([]);
  addTable(
    sheet,
    [
      { header: 'Liquidaciones de compra autorizadas' },
      { header: 'Cantidad', kind: 'integer' },
      { header: 'Importe total', kind: 'money' },
    ],
    [['Liquidaciones de compra', compras.liquidaciones, compras.importeTotal]],
  );
}

/** The sales report as one sheet: period, the formulario 104 table, totals, purchases by liquidación, documents by state. */
export async function salesReportXlsx(report: SalesReport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Ventas e IVA');
  sheet.addRow(['Reporte de ventas e IVA']).font = { bold: true, size: 14 };
  sheet.addRow(['Desde', report.desde]);
  sheet.addRow(['Hasta', report.hasta]);
  sheet.addRow(['Ambiente', AMBIENTES_RIDE[report.ambiente]]);
  sheet.addRow(['Establecimiento', report.establecimiento ?? 'Todos']);
  sheet.addRow(['Solo comprobantes AUTORIZADOS; pendientes de autorización', report.pendientes]);
  sheet.addRow([]);
  addTable(sheet, TAX_COLUMNS, [
    ...report.iva.map((rate) => taxRow(rate.etiqueta, rate)),
    taxRow('Total IVA', report.totalIva),
    taxRow('ICE', report.ice),
    taxRow('IRBPNR', report.irbpnr),
  ]);
  sheet.addRow([]);
  addTable(
    sheet,
    [
      { header: 'Comprobantes autorizados' },
      { header: 'Facturas', kind: 'money' },
      { header: 'Notas de débito', kind: 'money' },
      { header: 'Notas de crédito', kind: 'money' },
      { header: 'Neto', kind: 'money' },
    ],
    [
      [
        'Importe total',
        report.importeTotal.facturas,
        report.importeTotal.notasDebito,
        report.importeTotal.notasCredito,
        report.importeTotal.neto,
      ],
    ],
  );
  sheet.addRow([]);
  addTable(
    sheet,
    [
      { header: 'Retenido por clientes' },
      { header: 'IVA retenido', kind: 'money' },
      { header: 'Renta retenida', kind: 'money' },
      { header: 'Retenciones', kind: 'integer' },
    ],
    [['Retenciones recibidas', report.retenido.iva, report.retenido.renta, report.retenido.retenciones]],
  );
  sheet.addRow([]);
  addSettlementPurchases(sheet, report);
  sheet.addRow([]);
  addTable(
    sheet,
    [{ header: 'Tipo' }, { header: 'Estado' }, { header: 'Cantidad', kind: 'integer' }],
    report.documentos.map((row) => [
      TIPOS_DOCUMENTO[row.tipo as keyof typeof TIPOS_DOCUMENTO] ?? row.tipo,
      row.estado,
      row.cantidad,
    ]),
  );
  return xlsxBuffer(workbook);
}
