import type { Cifra, FormulariosResponse } from '@facturador/shared/domain/annexes';
import ExcelJS from 'exceljs';
import { addTable, type Cell, type SheetColumn, xlsxBuffer } from '../../reports/spreadsheets';

const money = (header: string): SheetColumn => ({ header, kind: 'money' });
const DOCUMENT_COLUMNS: SheetColumn[] = [
  { header: 'Cifra', width: 36 },
  { header: 'Documento', width: 44 },
  { header: 'Identificación', width: 16 },
  { header: 'Razón social', width: 36 },
  money('Base'),
  money('Valor'),
];

/** The documents behind one figure, as rows under its name. */
const documentRows = (nombre: string, cifra: Cifra): Cell[][] =>
  (cifra.documentos ?? []).map((doc) => [
    nombre,
    doc.documento,
    doc.identificacion,
    doc.razonSocial,
    doc.base,
    doc.valor,
  ]);

function form104Sheet(workbook: ExcelJS.Workbook, figures: FormulariosResponse) {
  const { formulario104: f } = figures;
  const sheet = workbook.addWorksheet('Formulario 104');
  sheet.addRow([`Formulario 104 (IVA) — ${String(figures.mes).padStart(2, '0')}/${figures.anio}`]).font = {
    bold: true,
  };
  addTable(
    sheet,
    [
      { header: 'Ventas', width: 16 },
      money('Base brutas'),
      money('IVA brutas'),
      money('Base NC'),
      money('IVA NC'),
      money('Base netas'),
      money('IVA netas'),
    ],
    f.ventas.map((row) => [
      row.tarifa,
      row.brutas.base,
      row.brutas.valor,
      row.notasCredito.base,
      row.notasCredito.valor,
      row.netas.base,
      row.netas.valor,
    ]),
  );
  sheet.addRow([]);
  addTable(
    sheet,
    [
      { header: 'Compras', width: 16 },
      money('Base con crédito'),
      money('IVA con crédito'),
      money('Base sin crédito'),
      money('IVA sin crédito'),
    ],
    f.compras.map((row) => [
      row.tarifa,
      row.conCredito.base,
      row.conCredito.valor,
      row.sinCredito.base,
      row.sinCredito.valor,
    ]),
  );
  sheet.addRow([]);
  addTable(
    sheet,
    [{ header: 'Retenciones de IVA', width: 36 }, money('Valor')],
    [
      ['Que le han efectuado', f.retencionesIvaRecibidas.valor],
      ...f.retencionesIvaEfectuadas.map((row): Cell[] => [`Efectuadas al ${row.porcentaje} %`, row.cifra.valor]),
    ],
  );
}

function form103Sheet(workbook: ExcelJS.Workbook, figures: FormulariosResponse) {
  const { formulario103: f } = figures;
  const sheet = workbook.addWorksheet('Formulario 103');
  sheet.addRow([
    `Formulario 103 (retenciones en la fuente) — ${String(figures.mes).padStart(2, '0')}/${figures.anio}`,
  ]).font = { bold: true };
  addTable(
    sheet,
    [{ header: 'Código', width: 10 }, { header: 'Porcentaje', kind: 'money' }, money('Base'), money('Valor retenido')],
    [
      ...f.retencionesRenta.map((row): Cell[] => [row.codigo, row.porcentaje, row.cifra.base, row.cifra.valor]),
      ['Total', null, f.total.base, f.total.valor],
    ],
  );
}

/** Forms 104 and 103 as a workbook, with a sheet of the documents behind each figure when detailed. */
export async function formulariosXlsx(figures: FormulariosResponse): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  form104Sheet(workbook, figures);
  form103Sheet(workbook, figures);
  const { formulario104: f104, formulario103: f103 } = figures;
  const rows = [
    ...f104.ventas.flatMap((row) => documentRows(`Ventas ${row.tarifa}`, row.netas)),
    ...f104.compras.flatMap((row) => [
      ...documentRows(`Compras ${row.tarifa} con crédito`, row.conCredito),
      ...documentRows(`Compras ${row.tarifa} sin crédito`, row.sinCredito),
    ]),
    ...documentRows('Retenciones de IVA recibidas', f104.retencionesIvaRecibidas),
    ...f104.retencionesIvaEfectuadas.flatMap((row) =>
      documentRows(`Retenciones de IVA al ${row.porcentaje} %`, row.cifra),
    ),
    ...f103.retencionesRenta.flatMap((row) => documentRows(`Renta ${row.codigo}`, row.cifra)),
  ];
  if (rows.length) addTable(workbook.addWorksheet('Documentos'), DOCUMENT_COLUMNS, rows);
  return xlsxBuffer(workbook);
}
