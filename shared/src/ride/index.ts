/**
 * `@facturador/shared/ride`: the RIDE PDF builder (jspdf + jsbarcode, both loaded on first use),
 * for the browser and for Node.
 */
export { BARCODE_ERROR_MESSAGES, BarcodeError, type BarcodeErrorKind, code128Modules } from './barcode';
export { buildRidePdf, buildRidePdfBlob, RIDE_MIME_TYPE, rideTitle } from './build-ride-pdf';
export {
  normalizeRide,
  notaDebitoTotals,
  type RideDocument,
  type RideInput,
  type RideLine,
  type RideProductoInput,
  rideTotals,
  SIN_AUTORIZACION_TEXT,
  TIPO_DOCUMENTO_FACTURA,
  TIPO_DOCUMENTO_NOTA_CREDITO,
} from './ride-input';
export { DESCRIPTION_FONT_SIZES, descriptionFontSize } from './sections/details';
export { NO_LOGO_TEXT } from './sections/header';
export { buildStatementPdf, type StatementCompany } from './statement-pdf';
