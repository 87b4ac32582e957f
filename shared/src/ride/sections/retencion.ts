import type { jsPDF } from 'jspdf';
import {
  type Align,
  CONTENT_WIDTH,
  cell,
  drawLabelValue,
  drawLines,
  frame,
  lineHeight,
  PAGE,
  setFont,
  wrap,
} from '../pdf-kit';
import type { RetencionRideDocument, RetencionRideRow } from '../retencion-input';
import type { RideDocument } from '../ride-input';
import { drawLeftRows } from './summary';

const SIZE = 7.5;
const PADDING = 2.5;
const CELL_PADDING = 1.2;
const GAP = 4;
const TOTAL_WIDTH = 78;
const TOTAL_VALUE_WIDTH = 24;

interface Column {
  key: keyof RetencionRideRow;
  label: string;
  width: number;
  align: Align;
}

/** The SRI's retención table: the supporting document, then the tax withheld on it; 190 mm in all. */
const COLUMNS: Column[] = [
  { key: 'comprobante', label: 'Comprobante', width: 26, align: 'left' },
  { key: 'numero', label: 'Número', width: 30, align: 'left' },
  { key: 'fecha', label: 'Fecha Emisión', width: 20, align: 'left' },
  { key: 'impuesto', label: 'Impuesto', width: 17, align: 'left' },
  { key: 'codigo', label: 'Código de Retención', width: 18, align: 'left' },
  { key: 'baseImponible', label: 'Base Imponible para la Retención', width: 28, align: 'right' },
  { key: 'porcentaje', label: 'Porcentaje Retención', width: 21, align: 'right' },
  { key: 'valor', label: 'Valor Retenido', width: 30, align: 'right' },
];

/** The sujeto retenido, the issue date and the ejercicio fiscal. Answers the y below the block. */
function drawSujeto(doc: jsPDF, ride: RideDocument, retencion: RetencionRideDocument, top: number): number {
  const x = PAGE.margin + PADDING;
  const inner = CONTENT_WIDTH - 2 * PADDING;
  const rightWidth = 62;
  const leftWidth = inner - rightWidth - 4;
  const rightX = x + inner - rightWidth;
  let y = top + PADDING;
  const twoColumns = (left: [string, string], right: [string, string]) => {
    const leftHeight = drawLabelValue(doc, left[0], left[1], x, y, leftWidth, 8);
    const rightHeight = drawLabelValue(doc, right[0], right[1], rightX, y, rightWidth, 8);
    y += Math.max(leftHeight, rightHeight) + 1;
  };
  twoColumns(
    ['Razón Social / Nombres y Apellidos:', ride.comprador.razonSocial],
    ['Identificación:', ride.comprador.identificacion],
  );
  twoColumns(['Fecha Emisión:', ride.fecha], ['Ejercicio Fiscal:', retencion.periodoFiscal]);
  const bottom = y - 1 + PADDING;
  frame(doc, PAGE.margin, top, CONTENT_WIDTH, bottom - top);
  return bottom;
}

/** One table row (the header when `header`), its cells wrapped. Answers its height. */
function drawRow(doc: jsPDF, cells: string[], top: number, header: boolean, measureOnly = false): number {
  setFont(doc, SIZE, header ? 'bold' : 'normal');
  const lines = COLUMNS.map((column, index) => wrap(doc, cells[index]!, column.width - 2 * CELL_PADDING));
  const height = Math.max(1, ...lines.map((wrapped) => wrapped.length)) * lineHeight(SIZE) + 2 * CELL_PADDING;
  if (measureOnly) return height;
  let x = PAGE.margin;
  COLUMNS.forEach((column, index) => {
    cell(doc, x, top, column.width, height, header);
    setFont(doc, SIZE, header ? 'bold' : 'normal');
    const align: Align = header ? 'center' : column.align;
    const textX =
      align === 'right'
        ? x + column.width - CELL_PADDING
        : align === 'center'
          ? x + column.width / 2
          : x + CELL_PADDING;
    // Header labels centred in their cell, like the invoice's detail table.
    const textTop = header ? top + (height - lines[index]!.length * lineHeight(SIZE)) / 2 : top + CELL_PADDING;
    drawLines(doc, lines[index]!, textX, textTop, align);
    x += column.width;
  });
  return height;
}

/** The withholdings, over as many pages as they need with the header repeated. Answers the y below. */
function drawTable(doc: jsPDF, retencion: RetencionRideDocument, top: number, newPage: () => number): number {
  const labels = COLUMNS.map((column) => column.label);
  let y = top + drawRow(doc, labels, top, true);
  for (const fila of retencion.filas) {
    const cells = COLUMNS.map((column) => fila[column.key]);
    if (y + drawRow(doc, cells, y, false, true) > PAGE.contentBottom) {
      const pageTop = newPage();
      y = pageTop + drawRow(doc, labels, pageTop, true);
    }
    y += drawRow(doc, cells, y, false);
  }
  return y;
}

/** TOTAL RETENIDO on the right, Información Adicional on the left. Answers the y below both. */
function drawTotal(
  doc: jsPDF,
  ride: RideDocument,
  retencion: RetencionRideDocument,
  tableBottom: number,
  newPage: () => number,
): number {
  const height = lineHeight(SIZE) + 2;
  let top = tableBottom + GAP;
  if (top + height > PAGE.contentBottom) top = newPage();
  const totalX = PAGE.width - PAGE.margin - TOTAL_WIDTH;
  cell(doc, totalX, top, TOTAL_WIDTH - TOTAL_VALUE_WIDTH, height, true);
  cell(doc, totalX + TOTAL_WIDTH - TOTAL_VALUE_WIDTH, top, TOTAL_VALUE_WIDTH, height, true);
  setFont(doc, SIZE, 'bold');
  doc.text('TOTAL RETENIDO', totalX + 1.5, top + 1, { baseline: 'top' });
  doc.text(retencion.totalRetenido, PAGE.width - PAGE.margin - 1.5, top + 1, { baseline: 'top', align: 'right' });
  if (ride.informacionAdicional.length === 0) return top + height;
  const leftWidth = totalX - GAP - PAGE.margin;
  const nameWidth = 32;
  return drawLeftRows(
    doc,
    top,
    [
      { cells: ['Información Adicional'], widths: [leftWidth], title: true },
      ...ride.informacionAdicional.map(({ nombre, valor }) => ({
        cells: [nombre, valor],
        widths: [nameWidth, leftWidth - nameWidth],
        bold: [true, false],
      })),
    ],
    newPage,
  );
}

/**
 * The body of a comprobante de retención's RIDE (below the header every RIDE shares): sujeto
 * retenido and ejercicio fiscal, one row per withholding with its comprobante sustento, the total
 * withheld and Información Adicional. No invoice lines, subtotals nor forma de pago.
 */
export function drawRetencion(
  doc: jsPDF,
  ride: RideDocument,
  retencion: RetencionRideDocument,
  top: number,
  newPage: () => number,
): number {
  const y = drawSujeto(doc, ride, retencion, top);
  const tableBottom = drawTable(doc, retencion, y + 3, newPage);
  return drawTotal(doc, ride, retencion, tableBottom, newPage);
}
