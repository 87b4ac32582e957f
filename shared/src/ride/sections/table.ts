import type { jsPDF } from 'jspdf';
import { type Align, cell, drawLines, lineHeight, PAGE, setFont, wrap } from '../pdf-kit';

const SIZE = 7.5;
const CELL_PADDING = 1.2;

/** One column of a simple table: which cell of the row, its header, width (mm) and alignment. */
export interface TableColumn<Key extends string> {
  key: Key;
  label: string;
  width: number;
  align: Align;
}

/** One table row (the header when `header`), its cells wrapped. Answers its height. */
function drawRow<Key extends string>(
  doc: jsPDF,
  columns: readonly TableColumn<Key>[],
  cells: string[],
  top: number,
  header: boolean,
  measureOnly = false,
): number {
  setFont(doc, SIZE, header ? 'bold' : 'normal');
  const lines = columns.map((column, index) => wrap(doc, cells[index]!, column.width - 2 * CELL_PADDING));
  const height = Math.max(1, ...lines.map((wrapped) => wrapped.length)) * lineHeight(SIZE) + 2 * CELL_PADDING;
  if (measureOnly) return height;
  let x = PAGE.margin;
  columns.forEach((column, index) => {
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

/**
 * A table of text rows (a retención's withholdings, a nota de débito's motivos) over as many pages as
 * it needs, its header repeated on each. Answers the y below it.
 */
export function drawTable<Key extends string>(
  doc: jsPDF,
  columns: readonly TableColumn<Key>[],
  rows: readonly Record<Key, string>[],
  top: number,
  newPage: () => number,
): number {
  const labels = columns.map((column) => column.label);
  let y = top + drawRow(doc, columns, labels, top, true);
  for (const row of rows) {
    const cells = columns.map((column) => row[column.key]);
    if (y + drawRow(doc, columns, cells, y, false, true) > PAGE.contentBottom) {
      const pageTop = newPage();
      y = pageTop + drawRow(doc, columns, labels, pageTop, true);
    }
    y += drawRow(doc, columns, cells, y, false);
  }
  return y;
}
