import { formatMoneyPlain } from '@facturador/shared/domain';
import {
  ESTADO_DE_CUENTA_TITLE,
  type Statement,
  TIPO_MOVIMIENTO_CUENTA_LABELS,
  TRAMO_LABELS,
  TRAMOS,
  VENCIDO_LABEL,
} from '@facturador/shared/domain/receivables';
import type { jsPDF } from 'jspdf';
import { printableText } from './format';
import { COLORS, CONTENT_WIDTH, cell, drawLabelValue, lineHeight, numberPages, PAGE, setFont, wrap } from './pdf-kit';

/** Who sends the statement: the company's name and RUC head every page. */
export interface StatementCompany {
  razonSocial: string;
  nombreComercial: string;
  ruc: string;
}

const COLUMNS = [
  { header: 'Fecha', width: 17, align: 'left' },
  { header: 'Tipo', width: 22, align: 'left' },
  { header: 'Número', width: 29, align: 'left' },
  { header: 'Referencia', width: 26, align: 'left' },
  { header: 'Descripción', width: 36, align: 'left' },
  { header: 'Cargo', width: 20, align: 'right' },
  { header: 'Abono', width: 20, align: 'right' },
  { header: 'Saldo', width: 20, align: 'right' },
] as const;

const SIZE = 8;
const PAD = 1.2;

function drawRow(doc: jsPDF, values: readonly string[], y: number, header = false): number {
  setFont(doc, SIZE, header ? 'bold' : 'normal');
  const wrapped = values.map((value, index) => wrap(doc, value, COLUMNS[index]!.width - 2 * PAD));
  const height = Math.max(...wrapped.map((lines) => lines.length), 1) * lineHeight(SIZE) + 2 * PAD;
  let x = PAGE.margin;
  COLUMNS.forEach((column, index) => {
    cell(doc, x, y, column.width, height, header);
    setFont(doc, SIZE, header ? 'bold' : 'normal');
    const textX = column.align === 'right' ? x + column.width - PAD : x + PAD;
    wrapped[index]!.forEach((line, lineIndex) => {
      doc.text(line, textX, y + PAD + lineIndex * lineHeight(SIZE), { baseline: 'top', align: column.align });
    });
    x += column.width;
  });
  return height;
}

/** The statement as an A4 PDF: company, customer and period, the movements with the running balance, the ageing. */
export async function buildStatementPdf(statement: Statement, company: StatementCompany): Promise<Uint8Array> {
  const { jsPDF: JsPdf } = await import('jspdf');
  const doc = new JsPdf({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
  const title = `${ESTADO_DE_CUENTA_TITLE} de ${printableText(statement.cliente.razonSocial)}`;
  doc.setProperties({ title, author: company.razonSocial, creator: 'Facturador' });
  doc.setLanguage('es-EC');

  let y = PAGE.margin;
  setFont(doc, 13, 'bold');
  doc.text(printableText(company.nombreComercial || company.razonSocial), PAGE.margin, y, { baseline: 'top' });
  y += lineHeight(13);
  setFont(doc, 9, 'normal', COLORS.muted);
  doc.text(`${printableText(company.razonSocial)} · RUC ${company.ruc}`, PAGE.margin, y, { baseline: 'top' });
  y += lineHeight(9) + 3;
  setFont(doc, 12, 'bold');
  doc.text(ESTADO_DE_CUENTA_TITLE, PAGE.margin, y, { baseline: 'top' });
  y += lineHeight(12) + 1;
  const periodo = statement.desde ? `del ${statement.desde} al ${statement.hasta}` : `hasta el ${statement.hasta}`;
  for (const [label, value] of [
    ['Cliente:', printableText(statement.cliente.razonSocial)],
    ['Identificación:', statement.cliente.identificacion],
    ['Período:', periodo],
    ['Saldo inicial:', `$ ${formatMoneyPlain(statement.saldoInicial)}`],
  ] as const) {
    y += drawLabelValue(doc, label, value, PAGE.margin, y, CONTENT_WIDTH, 9) + 0.5;
  }
  y += 2;

  const header = COLUMNS.map((column) => column.header);
  y += drawRow(doc, header, y, true);
  for (const movimiento of statement.movimientos) {
    const values = [
      movimiento.fecha,
      TIPO_MOVIMIENTO_CUENTA_LABELS[movimiento.tipo],
      movimiento.numero,
      printableText(movimiento.referencia),
      printableText(movimiento.descripcion),
      movimiento.cargo ? formatMoneyPlain(movimiento.cargo) : '',
      movimiento.abono ? formatMoneyPlain(movimiento.abono) : '',
      formatMoneyPlain(movimiento.saldo),
    ];
    if (y + 12 > PAGE.contentBottom) {
      doc.addPage('a4', 'portrait');
      y = PAGE.margin;
      y += drawRow(doc, header, y, true);
    }
    y += drawRow(doc, values, y);
  }

  if (y + 40 > PAGE.contentBottom) {
    doc.addPage('a4', 'portrait');
    y = PAGE.margin;
  }
  y += 3;
  for (const [label, value] of [
    ['Saldo final:', `$ ${formatMoneyPlain(statement.saldoFinal)}`],
    [`${VENCIDO_LABEL}:`, `$ ${formatMoneyPlain(statement.vencido)}`],
    ...TRAMOS.map((tramo) => [`${TRAMO_LABELS[tramo]}:`, `$ ${formatMoneyPlain(statement.tramos[tramo])}`]),
  ]) {
    y += drawLabelValue(doc, label!, value!, PAGE.margin, y, CONTENT_WIDTH, 9) + 0.5;
  }

  numberPages(doc);
  return new Uint8Array(doc.output('arraybuffer'));
}
