import type { jsPDF } from 'jspdf';
import { COLORS, CONTENT_WIDTH, drawLabelValue, frame, PAGE } from '../pdf-kit';
import type { RideDocument } from '../ride-input';

const PADDING = 2.5;
const SIZE = 8;
const ROW_GAP = 1;
const X = PAGE.margin + PADDING;
const INNER_WIDTH = CONTENT_WIDTH - 2 * PADDING;
/** The right-hand column of the two-column rows. */
const RIGHT_WIDTH = 62;
const LEFT_WIDTH = INNER_WIDTH - RIGHT_WIDTH - 4;
const RIGHT_X = X + INNER_WIDTH - RIGHT_WIDTH;

/**
 * The buyer block: name, identification, issue date and address; a credit or debit note adds the
 * invoice it modifies and that invoice's date, a credit note also the reason and the observation.
 * Answers the y below the block.
 */
export function drawBuyer(doc: jsPDF, ride: RideDocument, top: number): number {
  let y = top + PADDING;
  const twoColumns = (left: [string, string], right: [string, string]) => {
    const leftHeight = drawLabelValue(doc, left[0], left[1], X, y, LEFT_WIDTH, SIZE);
    const rightHeight = drawLabelValue(doc, right[0], right[1], RIGHT_X, y, RIGHT_WIDTH, SIZE);
    y += Math.max(leftHeight, rightHeight) + ROW_GAP;
  };
  const fullRow = (label: string, value: string) => {
    y += drawLabelValue(doc, label, value, X, y, INNER_WIDTH, SIZE) + ROW_GAP;
  };

  // A liquidación de compra's other party is the proveedor who sells to the company (SRI-NOTES §10.3).
  twoColumns(
    [ride.codDoc === '03' ? 'Proveedor:' : 'Razón Social / Nombres y Apellidos:', ride.comprador.razonSocial],
    ['Identificación:', ride.comprador.identificacion],
  );
  fullRow('Fecha Emisión:', ride.fecha);
  fullRow('Dirección:', ride.comprador.direccion);

  if (ride.esNotaCredito || ride.notaDebito) {
    doc.setDrawColor(...COLORS.border);
    doc.setLineWidth(0.2);
    doc.line(X, y, X + INNER_WIDTH, y);
    y += 1.5;
    // SRI-NOTES §10.1: a nota de débito's RIDE says «Comprobante que modifica»; its reasons are its table.
    const modifica = ride.esNotaCredito ? 'Comprobante que se modifica:' : 'Comprobante que modifica:';
    fullRow(modifica, `FACTURA ${ride.notaCredito.facturaModificada}`.trim());
    fullRow('Fecha Emisión (Comprobante a modificar):', ride.notaCredito.fechaDocumentoModificado);
    if (ride.esNotaCredito) {
      fullRow('Razón de Modificación:', ride.notaCredito.motivo);
      if (ride.notaCredito.observacion) fullRow('Observación:', ride.notaCredito.observacion);
    }
  }

  const bottom = y - ROW_GAP + PADDING;
  frame(doc, PAGE.margin, top, CONTENT_WIDTH, bottom - top);
  return bottom;
}
