import type { jsPDF } from 'jspdf';
import { cell, drawLines, lineHeight, PAGE, setFont, wrap } from '../pdf-kit';
import type { RideDocument } from '../ride-input';

const GAP = 4;
const TOTALS_WIDTH = 78;
const TOTALS_VALUE_WIDTH = 24;
const TOTALS_X = PAGE.width - PAGE.margin - TOTALS_WIDTH;
const LEFT_X = PAGE.margin;
const LEFT_WIDTH = TOTALS_X - GAP - LEFT_X;
const PAYMENT_VALUE_WIDTH = 24;
const SIZE = 7.5;
const PADDING_X = 1.5;
const PADDING_Y = 1;
const ROW_HEIGHT = lineHeight(SIZE) + 2 * PADDING_Y;

/** Height the totals block needs: it is never split across pages. */
export function totalsHeight(ride: RideDocument): number {
  return ride.totales.length * ROW_HEIGHT;
}

function drawTotals(doc: jsPDF, ride: RideDocument, top: number): void {
  let y = top;
  const labelWidth = TOTALS_WIDTH - TOTALS_VALUE_WIDTH;
  ride.totales.forEach((total, index) => {
    const last = index === ride.totales.length - 1;
    cell(doc, TOTALS_X, y, labelWidth, ROW_HEIGHT, last);
    cell(doc, TOTALS_X + labelWidth, y, TOTALS_VALUE_WIDTH, ROW_HEIGHT, last);
    setFont(doc, SIZE, last ? 'bold' : 'normal');
    doc.text(total.etiqueta, TOTALS_X + PADDING_X, y + PADDING_Y, { baseline: 'top' });
    doc.text(total.valor, TOTALS_X + TOTALS_WIDTH - PADDING_X, y + PADDING_Y, { baseline: 'top', align: 'right' });
    y += ROW_HEIGHT;
  });
}

export interface LeftRow {
  cells: string[];
  widths: number[];
  /** Title rows are filled and bold. */
  title?: boolean;
  /** Cells right-aligned (amounts). */
  right?: boolean[];
  bold?: boolean[];
}

/** Rows of the left column, each moving to a new page when it does not fit. Answers the y below. */
export function drawLeftRows(doc: jsPDF, top: number, rows: LeftRow[], newPage: () => number): number {
  let y = top;
  for (const row of rows) {
    const style = (index: number) => (row.title || row.bold?.[index] ? 'bold' : 'normal');
    const wrapped = row.cells.map((text, index) => {
      setFont(doc, SIZE, style(index));
      return wrap(doc, text, row.widths[index]! - 2 * PADDING_X);
    });
    const height = Math.max(1, ...wrapped.map((lines) => lines.length)) * lineHeight(SIZE) + 2 * PADDING_Y;
    if (y + height > PAGE.contentBottom) y = newPage();
    let x = LEFT_X;
    wrapped.forEach((lines, index) => {
      const width = row.widths[index]!;
      cell(doc, x, y, width, height, row.title);
      setFont(doc, SIZE, style(index));
      const right = row.right?.[index] === true;
      drawLines(doc, lines, right ? x + width - PADDING_X : x + PADDING_X, y + PADDING_Y, right ? 'right' : 'left');
      x += width;
    });
    y += height;
  }
  return y;
}

/**
 * Totals on the right; Información Adicional and, on invoices, Forma de pago on the left. Starts on a
 * new page when the totals do not fit below the table. Answers the y below the lowest column.
 */
export function drawSummary(doc: jsPDF, ride: RideDocument, tableBottom: number, newPage: () => number): number {
  let top = tableBottom + GAP;
  if (top + totalsHeight(ride) > PAGE.contentBottom) top = newPage();
  drawTotals(doc, ride, top);
  const totalsBottom = top + totalsHeight(ride);
  const startPage = doc.getCurrentPageInfo().pageNumber;

  let y = top;
  if (ride.informacionAdicional.length > 0) {
    const nameWidth = 32;
    y = drawLeftRows(
      doc,
      y,
      [
        { cells: ['Información Adicional'], widths: [LEFT_WIDTH], title: true },
        ...ride.informacionAdicional.map(({ nombre, valor }) => ({
          cells: [nombre, valor],
          widths: [nameWidth, LEFT_WIDTH - nameWidth],
          bold: [true, false],
        })),
      ],
      newPage,
    );
  }
  if (ride.pagos.length > 0) {
    const widths = [LEFT_WIDTH - PAYMENT_VALUE_WIDTH, PAYMENT_VALUE_WIDTH];
    y = drawLeftRows(
      doc,
      y + (ride.informacionAdicional.length > 0 ? 3 : 0),
      [
        { cells: ['Forma de pago', 'Valor'], widths, title: true },
        ...ride.pagos.map((pago) => ({ cells: [pago.formaPago, pago.total], widths, right: [false, true] })),
      ],
      newPage,
    );
  }
  const samePage = doc.getCurrentPageInfo().pageNumber === startPage;
  return samePage ? Math.max(y, totalsBottom) : y;
}
