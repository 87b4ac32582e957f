import type { jsPDF } from 'jspdf';
import type { GuiaRemisionDocument } from '../guia-remision-input';
import { CONTENT_WIDTH, drawLabelValue, frame, lineHeight, PAGE } from '../pdf-kit';
import { drawLeftRows } from './summary';
import { drawTable, type TableColumn } from './table';

const PADDING = 2.5;
const SIZE = 8;
const ROW_GAP = 1;
const X = PAGE.margin + PADDING;
const INNER_WIDTH = CONTENT_WIDTH - 2 * PADDING;

type Detalle = GuiaRemisionDocument['destinatarios'][number]['detalles'][number];

/** OCA's `report_e_delivery_note.xml` (SRI-NOTES §10.2): quantity, description, code; 190 mm. */
const COLUMNS: TableColumn<keyof Detalle>[] = [
  { key: 'cantidad', label: 'Cantidad', width: 25, align: 'right' },
  { key: 'descripcion', label: 'Descripción', width: 125, align: 'left' },
  { key: 'codigo', label: 'Código', width: 40, align: 'left' },
];

/**
 * A framed block of `Label: value` rows, on a new page first when it would not fit (a block is a
 * handful of short rows, never split). Answers the y below it.
 */
function drawBlock(
  doc: jsPDF,
  filas: readonly { etiqueta: string; valor: string }[],
  top: number,
  newPage: () => number,
): number {
  const estimate = filas.length * (lineHeight(SIZE) + ROW_GAP) + 2 * PADDING;
  const start = top + estimate > PAGE.contentBottom ? newPage() : top;
  let y = start + PADDING;
  for (const fila of filas) y += drawLabelValue(doc, fila.etiqueta, fila.valor, X, y, INNER_WIDTH, SIZE) + ROW_GAP;
  const bottom = y - ROW_GAP + PADDING;
  frame(doc, PAGE.margin, start, CONTENT_WIDTH, bottom - start);
  return bottom;
}

/**
 * A guía de remisión's body (no totals): the transport block, then per destinatario its block (the
 * comprobante de venta when sold, motivo, destino, identity, establishment, ruta) and its items, then
 * the Información Adicional.
 */
export function drawGuiaRemision(
  doc: jsPDF,
  guia: GuiaRemisionDocument,
  informacionAdicional: readonly { nombre: string; valor: string }[],
  top: number,
  newPage: () => number,
): void {
  let y = drawBlock(doc, guia.transporte, top, newPage);
  for (const destinatario of guia.destinatarios) {
    y = drawBlock(doc, destinatario.filas, y + 3, newPage);
    y = drawTable(doc, COLUMNS, destinatario.detalles, y + 2, newPage);
  }
  if (informacionAdicional.length === 0) return;
  const widths = [32, CONTENT_WIDTH - 32];
  drawLeftRows(
    doc,
    y + 3,
    [
      { cells: ['Información Adicional'], widths: [CONTENT_WIDTH], title: true },
      ...informacionAdicional.map(({ nombre, valor }) => ({ cells: [nombre, valor], widths, bold: [true, false] })),
    ],
    newPage,
  );
}
