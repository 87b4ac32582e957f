import { SIN_VALIDEZ_TRIBUTARIA_TEXT } from '@facturador/shared/domain/ride';
import type { jsPDF } from 'jspdf';
import { darkRuns } from '../barcode';
import type { RideLogo } from '../logo';
import { COLORS, drawLabelValue, drawLines, fitFontSize, frame, lineHeight, PAGE, setFont, wrap } from '../pdf-kit';
import type { RideDocument } from '../ride-input';

/** Printed where the emisor has no logo (spec 02 §9). */
export const NO_LOGO_TEXT = 'NO TIENE LOGO';

const COLUMN_GAP = 4;
const COLUMN_WIDTH = (PAGE.width - 2 * PAGE.margin - COLUMN_GAP) / 2;
const LEFT_X = PAGE.margin;
const RIGHT_X = PAGE.margin + COLUMN_WIDTH + COLUMN_GAP;
const PADDING = 3;
const INNER_WIDTH = COLUMN_WIDTH - 2 * PADDING;
const LOGO_HEIGHT = 30;
const BARCODE_HEIGHT = 13;
/** CODE128 wants a quiet zone of 10 modules on each side. */
const QUIET_MODULES = 10;

function drawLogo(doc: jsPDF, logo: RideLogo | null): void {
  const top = PAGE.margin;
  if (logo) {
    try {
      const { width, height } = doc.getImageProperties(logo.data);
      const scale = Math.min(COLUMN_WIDTH / width, LOGO_HEIGHT / height);
      const drawnWidth = width * scale;
      const drawnHeight = height * scale;
      doc.addImage(
        logo.data,
        logo.format,
        LEFT_X + (COLUMN_WIDTH - drawnWidth) / 2,
        top + (LOGO_HEIGHT - drawnHeight) / 2,
        drawnWidth,
        drawnHeight,
      );
      return;
    } catch {
      // A damaged image prints as no logo rather than stopping the invoice.
    }
  }
  setFont(doc, 16, 'bold', COLORS.alert);
  doc.text(NO_LOGO_TEXT, LEFT_X + COLUMN_WIDTH / 2, top + LOGO_HEIGHT / 2, { align: 'center', baseline: 'middle' });
}

/** Left box: who issues the document (SRI-NOTES §5). Answers its content height. */
function drawIssuer(doc: jsPDF, ride: RideDocument, top: number): number {
  const x = LEFT_X + PADDING;
  let y = top + PADDING;
  setFont(doc, 10, 'bold');
  y += drawLines(doc, wrap(doc, ride.razonSocial, INNER_WIDTH), x, y) + 0.8;
  if (ride.nombreComercial && ride.nombreComercial !== ride.razonSocial) {
    setFont(doc, 9);
    y += drawLines(doc, wrap(doc, ride.nombreComercial, INNER_WIDTH), x, y) + 0.8;
  }
  y += drawLabelValue(doc, 'Dir. Matriz:', ride.direccionMatriz, x, y, INNER_WIDTH, 8) + 0.8;
  y += drawLabelValue(doc, 'Dir. Sucursal:', ride.direccionSucursal, x, y, INNER_WIDTH, 8) + 0.8;
  if (ride.contribuyenteEspecial)
    y += drawLabelValue(doc, 'Contribuyente Especial Nro.:', ride.contribuyenteEspecial, x, y, INNER_WIDTH, 8) + 0.8;
  y += drawLabelValue(doc, 'OBLIGADO A LLEVAR CONTABILIDAD:', ride.obligadoContabilidad, x, y, INNER_WIDTH, 8);
  if (ride.agenteRetencion)
    y +=
      0.8 +
      drawLabelValue(doc, 'Agente de Retención Resolución No.:', ride.agenteRetencion, x, y + 0.8, INNER_WIDTH, 8);
  if (ride.contribuyenteRimpe) {
    setFont(doc, 8, 'bold');
    y += 0.8 + drawLines(doc, wrap(doc, ride.contribuyenteRimpe, INNER_WIDTH), x, y + 0.8);
  }
  return y + PADDING - top;
}

function drawBarcode(doc: jsPDF, modules: string, x: number, top: number, width: number): void {
  const moduleWidth = width / (modules.length + 2 * QUIET_MODULES);
  doc.setFillColor(0, 0, 0);
  for (const [start, length] of darkRuns(modules)) {
    doc.rect(x + (QUIET_MODULES + start) * moduleWidth, top, length * moduleWidth, BARCODE_HEIGHT, 'F');
  }
}

/** Right box: the document's identity, authorization and access key (SRI-NOTES §5). */
function drawIdentity(doc: jsPDF, ride: RideDocument, barcode: string, top: number): number {
  const x = RIGHT_X + PADDING;
  let y = top + PADDING;
  y += drawLabelValue(doc, 'R.U.C.:', ride.ruc, x, y, INNER_WIDTH, 11) + 1.5;

  const numero = `${ride.titulo} No. ${ride.numero}`;
  setFont(doc, 12, 'bold');
  const size = fitFontSize(doc, numero, INNER_WIDTH, 12, 8);
  if (doc.getTextWidth(numero) <= INNER_WIDTH) {
    doc.text(numero, x, y, { baseline: 'top' });
    y += lineHeight(size) + 1.5;
  } else {
    // A title too long for one line even at the smallest size (the liquidación de compra's) wraps,
    // its number on a line of its own.
    setFont(doc, 10, 'bold');
    y += drawLines(doc, [...wrap(doc, ride.titulo, INNER_WIDTH), `No. ${ride.numero}`], x, y) + 1.5;
  }

  setFont(doc, 8.5, 'bold');
  doc.text('NÚMERO DE AUTORIZACIÓN', x, y, { baseline: 'top' });
  y += lineHeight(8.5);
  setFont(doc, 8.5);
  const authorizationSize = fitFontSize(doc, ride.numeroAutorizacion, INNER_WIDTH, 8.5, 6);
  doc.text(ride.numeroAutorizacion, x, y, { baseline: 'top' });
  y += lineHeight(authorizationSize) + 1.2;

  y += drawLabelValue(doc, 'FECHA Y HORA DE AUTORIZACIÓN:', ride.fechaAutorizacion, x, y, INNER_WIDTH, 8) + 0.8;
  y += drawLabelValue(doc, 'AMBIENTE:', ride.ambiente, x, y, INNER_WIDTH, 8) + 0.8;
  if (ride.pruebas) {
    // A test document must never pass for a real one.
    setFont(doc, 13, 'bold', COLORS.alert);
    doc.text(SIN_VALIDEZ_TRIBUTARIA_TEXT, x + INNER_WIDTH / 2, y, { baseline: 'top', align: 'center' });
    y += lineHeight(13) + 0.8;
  }
  y += drawLabelValue(doc, 'EMISIÓN:', ride.tipoEmision, x, y, INNER_WIDTH, 8) + 1.5;

  setFont(doc, 8.5, 'bold');
  doc.text('CLAVE DE ACCESO', x, y, { baseline: 'top' });
  y += lineHeight(8.5) + 0.5;
  drawBarcode(doc, barcode, x, y, INNER_WIDTH);
  y += BARCODE_HEIGHT + 1;
  setFont(doc, 8);
  const digitsSize = fitFontSize(doc, ride.claveAcceso, INNER_WIDTH, 8, 5);
  doc.text(ride.claveAcceso, x + INNER_WIDTH / 2, y, { baseline: 'top', align: 'center' });
  y += lineHeight(digitsSize);
  return y + PADDING - top;
}

/** Logo, issuer box and identity box side by side. Answers the y below them. */
export function drawHeader(doc: jsPDF, ride: RideDocument, logo: RideLogo | null, barcode: string): number {
  drawLogo(doc, logo);
  const issuerTop = PAGE.margin + LOGO_HEIGHT + 2;
  const issuerHeight = drawIssuer(doc, ride, issuerTop);
  const identityHeight = drawIdentity(doc, ride, barcode, PAGE.margin);
  const bottom = Math.max(issuerTop + issuerHeight, PAGE.margin + identityHeight);
  frame(doc, LEFT_X, issuerTop, COLUMN_WIDTH, bottom - issuerTop);
  frame(doc, RIGHT_X, PAGE.margin, COLUMN_WIDTH, bottom - PAGE.margin);
  return bottom;
}

/** Pages after the first: the document number and access key on one line above the table. */
export function drawContinuationHeader(doc: jsPDF, ride: RideDocument): number {
  const y = PAGE.margin;
  setFont(doc, 9, 'bold');
  doc.text(`${ride.titulo} No. ${ride.numero}`, PAGE.margin, y, { baseline: 'top' });
  setFont(doc, 7, 'normal', COLORS.muted);
  doc.text(`CLAVE DE ACCESO: ${ride.claveAcceso}`, PAGE.width - PAGE.margin, y + 0.6, {
    baseline: 'top',
    align: 'right',
  });
  doc.setDrawColor(...COLORS.border);
  doc.setLineWidth(0.3);
  doc.line(PAGE.margin, y + 5, PAGE.width - PAGE.margin, y + 5);
  return y + 8;
}
