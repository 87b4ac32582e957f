import { code128Modules } from './barcode';
import { loadLogo } from './logo';
import { numberPages } from './pdf-kit';
import { normalizeRetencion } from './retencion-input';
import { normalizeRide, type RideDocument, type RideInput } from './ride-input';
import { drawBuyer } from './sections/buyer';
import { drawDetails } from './sections/details';
import { drawGuiaRemision } from './sections/guia-remision';
import { drawContinuationHeader, drawHeader } from './sections/header';
import { drawMotivos } from './sections/motivos';
import { drawRetencion } from './sections/retencion';
import { drawSummary } from './sections/summary';

export const RIDE_MIME_TYPE = 'application/pdf';

/** jspdf is ~350 KB: loaded only when a RIDE is built (browser: its own chunk; Node: its CJS build). */
async function loadJsPdf() {
  const { jsPDF } = await import('jspdf');
  return jsPDF;
}

/** `Factura 001-001-000000123` / `Nota de crédito …` / `Guía de remisión …`: the document's title. */
export function rideTitle(
  ride: Pick<RideDocument, 'esNotaCredito' | 'numero'> & { codDoc?: string; tipoDocumento?: string },
): string {
  if (ride.codDoc === '07' || /^comprobante de retenci/i.test(ride.tipoDocumento ?? ''))
    return `Comprobante de retención ${ride.numero}`;
  if (ride.codDoc === '05' || /^nota de d[eé]bito/i.test(ride.tipoDocumento ?? ''))
    return `Nota de débito ${ride.numero}`;
  if (ride.codDoc === '06' || /^gu[ií]a de remisi/i.test(ride.tipoDocumento ?? ''))
    return `Guía de remisión ${ride.numero}`;
  if (ride.codDoc === '03' || /^liquidaci[oó]n de compra/i.test(ride.tipoDocumento ?? ''))
    return `Liquidación de compra ${ride.numero}`;
  return `${ride.esNotaCredito ? 'Nota de crédito' : 'Factura'} ${ride.numero}`;
}

/**
 * Builds the RIDE (the printable representation of the electronic document, SRI-NOTES §5 and spec 02
 * §9) as an A4 PDF: header boxes with the access key as CODE128, buyer block, detail table over as
 * many pages as needed with its header repeated, totals, Información Adicional, Forma de pago on
 * invoices, and the page number on every page; a comprobante de retención (with `retencion`) prints its
 * withholdings instead (sections/retencion). Works the same in the browser and in Node.
 */
export async function buildRidePdf(input: RideInput): Promise<Uint8Array> {
  const ride = normalizeRide(input);
  const [JsPdf, barcode, logo] = await Promise.all([
    loadJsPdf(),
    code128Modules(ride.claveAcceso),
    loadLogo(ride.logo),
  ]);
  const doc = new JsPdf({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
  doc.setProperties({
    title: rideTitle(ride),
    subject: `Clave de acceso ${ride.claveAcceso}`,
    author: ride.razonSocial,
    creator: 'Facturador',
  });
  doc.setLanguage('es-EC');

  const newPage = () => {
    doc.addPage('a4', 'portrait');
    return drawContinuationHeader(doc, ride);
  };
  let y = drawHeader(doc, ride, logo, barcode);
  if (input.retencion) {
    // A comprobante de retención has its own body: withholdings per supporting document, no invoice lines.
    drawRetencion(doc, ride, normalizeRetencion(input.retencion), y + 3, newPage);
  } else if (ride.guiaRemision) {
    // A guía de remisión carries no amounts: transport and destinatarios, no buyer block nor totals.
    drawGuiaRemision(doc, ride.guiaRemision, ride.informacionAdicional, y + 3, newPage);
  } else {
    y = drawBuyer(doc, ride, y + 3);
    // A nota de débito's motivos (razón, valor) take the place of the invoice lines.
    y = ride.notaDebito
      ? drawMotivos(doc, ride.notaDebito.motivos, y + 3, newPage)
      : drawDetails(doc, ride, y + 3, newPage);
    drawSummary(doc, ride, y, newPage);
  }

  numberPages(doc);
  return new Uint8Array(doc.output('arraybuffer'));
}

/** The RIDE as a Blob, for an object URL or a download in the browser. */
export async function buildRidePdfBlob(input: RideInput): Promise<Blob> {
  const bytes = await buildRidePdf(input);
  return new Blob([bytes.buffer as ArrayBuffer], { type: RIDE_MIME_TYPE });
}
