import { FACTURA_ORIGINAL_ERROR_MESSAGE, fetchFacturaRide } from '@facturador/shared/api/original-invoice';
import { draftFromFactura } from '../../../common/waybill/draft';
import { useGuiaDraft } from '../../../common/waybill/useGuiaDraft';

/**
 * The card lists no lines nor the buyer's e-mail: the guía starts from the issued invoice
 * (GET /api/factura_ride/{clave}), read when the dialog opens.
 */
export function useFacturaDeGuia(claveAcceso: string) {
  return useGuiaDraft(
    claveAcceso,
    async () => draftFromFactura(await fetchFacturaRide(claveAcceso)),
    FACTURA_ORIGINAL_ERROR_MESSAGE,
  );
}
