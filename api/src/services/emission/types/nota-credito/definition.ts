import { COD_DOC } from '@facturador/shared/domain';
import { checkCreditNote } from '../../credit-notes';
import { salesDocumentType } from '../sales-document';

/**
 * Nota de crédito (04): within what its invoice still allows, with the shares the server allots it;
 * it names its invoice by the stored key and date, whatever the screen sent; its goods come back.
 */
export const notaCreditoType = salesDocumentType({
  codDoc: COD_DOC.notaCredito,
  async settle(tx, emisorId, factura) {
    const invoice = await checkCreditNote(tx, emisorId, factura);
    return {
      factura: invoice.nota,
      modifies: { claveAcceso: invoice.claveAcceso, fechaEmision: invoice.fechaEmision },
    };
  },
  movement: (draft, claveAcceso) => ({
    tipo_movimiento: 'DEVOLUCIÓN',
    destino: draft.almacenId,
    observacion: `Nota de crédito: ${claveAcceso}`,
    documentoReferencia: claveAcceso,
    items: draft.lines,
  }),
});
