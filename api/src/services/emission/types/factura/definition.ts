import { COD_DOC, fechaIsoHoy } from '@facturador/shared/domain';
import { checkInvoiceLineTaxes } from '../../stock-lines';
import { salesDocumentType } from '../sales-document';

/** Factura (01): its lines carry their products' ICE and IRBPNR in force today; its goods leave the warehouse. */
export const facturaType = salesDocumentType({
  codDoc: COD_DOC.factura,
  checkLines: (factura, products) => checkInvoiceLineTaxes(factura, products, fechaIsoHoy()),
  movement: (draft, claveAcceso) => ({
    tipo_movimiento: 'SALIDA',
    origen: draft.almacenId,
    observacion: `Factura: ${claveAcceso}`,
    documentoReferencia: claveAcceso,
    items: draft.lines,
  }),
});
