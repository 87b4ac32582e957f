import type { jsPDF } from 'jspdf';
import { type Align, cell, drawLines, lineHeight, PAGE, setFont, wrap } from '../pdf-kit';
import type { RideDocument, RideLine } from '../ride-input';

type ColumnKey = keyof RideLine;
interface Column {
  key: ColumnKey;
  label: string;
  width: number;
  align: Align;
}

const CELL_SIZE = 7;
const HEADER_SIZE = 7;
const PADDING_X = 1.2;
const PADDING_Y = 1.2;

/** Spec 02 §9: the description shrinks above 40 characters and again above 55. */
export const DESCRIPTION_FONT_SIZES = { normal: 7, above40: 6, above55: 5 } as const;

export function descriptionFontSize(descripcion: string): number {
  if (descripcion.length > 55) return DESCRIPTION_FONT_SIZES.above55;
  if (descripcion.length > 40) return DESCRIPTION_FONT_SIZES.above40;
  return DESCRIPTION_FONT_SIZES.normal;
}

/** The detail columns of SRI-NOTES §5, 190 mm in all; subsidy columns only when a line has one. */
export function detailColumns(conSubsidio: boolean): Column[] {
  const columns: Column[] = [
    { key: 'codPrincipal', label: 'Cód. Principal', width: 19, align: 'left' },
    { key: 'codAuxiliar', label: 'Cód. Auxiliar', width: 17, align: 'left' },
    { key: 'cantidad', label: 'Cantidad', width: 15, align: 'right' },
    { key: 'descripcion', label: 'Descripción', width: conSubsidio ? 34 : 56, align: 'left' },
    { key: 'detalleAdicional', label: 'Detalle Adicional', width: conSubsidio ? 22 : 30, align: 'left' },
    { key: 'precioUnitario', label: 'Precio Unitario', width: 18, align: 'right' },
  ];
  if (conSubsidio) {
    columns.push(
      { key: 'subsidio', label: 'Subsidio', width: 14, align: 'right' },
      { key: 'precioSinSubsidio', label: 'Precio sin Subsidio', width: 16, align: 'right' },
    );
  }
  columns.push(
    { key: 'descuento', label: 'Descuento', width: 16, align: 'right' },
    { key: 'precioTotal', label: 'Precio Total', width: 19, align: 'right' },
  );
  return columns;
}

function textX(column: Column, x: number): number {
  if (column.align === 'right') return x + column.width - PADDING_X;
  if (column.align === 'center') return x + column.width / 2;
  return x + PADDING_X;
}

/** The header row (drawn again at the top of every page the table continues on). */
export function drawTableHeader(doc: jsPDF, columns: Column[], top: number): number {
  setFont(doc, HEADER_SIZE, 'bold');
  const labels = columns.map((column) => wrap(doc, column.label, column.width - 2 * PADDING_X));
  const height = Math.max(...labels.map((lines) => lines.length)) * lineHeight(HEADER_SIZE) + 2 * PADDING_Y;
  let x = PAGE.margin;
  columns.forEach((column, index) => {
    cell(doc, x, top, column.width, height, true);
    const lines = labels[index]!;
    const textTop = top + (height - lines.length * lineHeight(HEADER_SIZE)) / 2;
    setFont(doc, HEADER_SIZE, 'bold');
    drawLines(doc, lines, x + column.width / 2, textTop, 'center');
    x += column.width;
  });
  return top + height;
}

interface LaidOutCell {
  lines: string[];
  size: number;
}

function layoutRow(doc: jsPDF, columns: Column[], line: RideLine): { cells: LaidOutCell[]; height: number } {
  const cells = columns.map((column): LaidOutCell => {
    const size = column.key === 'descripcion' ? descriptionFontSize(line.descripcion) : CELL_SIZE;
    setFont(doc, size);
    const width = column.width - 2 * PADDING_X;
    const value = line[column.key];
    const lines = Array.isArray(value) ? value.flatMap((entry) => wrap(doc, entry, width)) : wrap(doc, value, width);
    return { lines, size };
  });
  const content = Math.max(...cells.map((laid) => laid.lines.length * lineHeight(laid.size)), lineHeight(CELL_SIZE));
  return { cells, height: content + 2 * PADDING_Y };
}

/**
 * The detail table, continued on as many pages as it needs with its header repeated.
 * `newPage` adds a page and answers the y where the table may go on. Answers the y below the table.
 */
export function drawDetails(doc: jsPDF, ride: RideDocument, top: number, newPage: () => number): number {
  const columns = detailColumns(ride.conSubsidio);
  let y = drawTableHeader(doc, columns, top);
  for (const line of ride.lineas) {
    const row = layoutRow(doc, columns, line);
    if (y + row.height > PAGE.contentBottom) y = drawTableHeader(doc, columns, newPage());
    let x = PAGE.margin;
    columns.forEach((column, index) => {
      cell(doc, x, y, column.width, row.height);
      const laid = row.cells[index]!;
      setFont(doc, laid.size);
      drawLines(doc, laid.lines, textX(column, x), y + PADDING_Y, column.align);
      x += column.width;
    });
    y += row.height;
  }
  return y;
}
