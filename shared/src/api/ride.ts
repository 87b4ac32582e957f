import { runtimeConfig } from './config';

/**
 * GET /api/factura_xml/{clave} (public): the authorized XML the buyer and their accountant keep.
 * Offered as a plain link: the API answers it as an attachment named `{clave}.xml`, so the browser
 * downloads it without loading it into the page. `fetchFacturaRide` (the RIDE data) lives in original-invoice.ts.
 */
export function facturaXmlUrl(claveAcceso: string): string {
  const base = runtimeConfig().apiUrl.replace(/\/$/, '');
  return `${base}/api/factura_xml/${encodeURIComponent(claveAcceso.trim())}`;
}
