/** When the RIDE cannot be built (or its code cannot be downloaded), followed by the reason. */
export const RIDE_PDF_ERROR_MESSAGE = 'No se pudo generar el PDF de la factura.';
