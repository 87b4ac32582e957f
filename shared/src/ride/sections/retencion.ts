import type { jsPDF } from 'jspdf';
import { CONTENT_WIDTH, cell, drawLabelValue, frame, lineHeight, PAGE, setFont } from '../pdf-kit';
import type { RetencionRideDocument, RetencionRideRow } from '../retencion-input';
import type { RideDocument } from '../ride-input';
import { drawLeftRows } from './summary';
import { drawTable, type TableColumn } from './table';

const SIZE = 7.5;
const PADDING = 2.5;
const GAP = 4;
const TOTAL_WIDTH = 78;
const TOTAL_VALUE_WIDTH = 24;

/** The SRI's retención table: the supporting document, then the tax withheld on it; 190 mm in all. */
const COLUMNS: TableColumn<keyof RetencionRideRow>[] = [
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
  const tableBottom = drawTable(doc, COLUMNS, retencion.filas, y + 3, newPage);
  return drawTotal(doc, ride, retencion, tableBottom, newPage);
}
