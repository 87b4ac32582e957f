import { fetchWarehouses, loadUserInfo } from '@facturador/shared/api';
import { FACTURA_ORIGINAL_ERROR_MESSAGE, fetchFacturaRide } from '@facturador/shared/api/original-invoice';
import { draftFromFactura, lugarDe } from '../../../common/waybill/draft';
import { useGuiaDraft } from '../../../common/waybill/useGuiaDraft';

/** Where the goods leave from: the user's warehouse when it has an address (else the invoice's establishment). */
async function partidaDelUsuario(): Promise<string> {
  const user = await loadUserInfo();
  if (!user?.almacen) return '';
  const almacenes = await fetchWarehouses().catch(() => []);
  return lugarDe(almacenes.find((almacen) => almacen._id === user.almacen) ?? null);
}

/**
 * The card lists no lines nor the buyer's e-mail: the guía starts from the issued invoice
 * (GET /api/factura_ride/{clave}) and the user's warehouse, read when the dialog opens.
 */
export function useFacturaDeGuia(claveAcceso: string) {
  return useGuiaDraft(
    claveAcceso,
    async () => {
      const [factura, partida] = await Promise.all([fetchFacturaRide(claveAcceso), partidaDelUsuario()]);
      const draft = draftFromFactura(factura);
      return partida ? { ...draft, dirPartida: partida } : draft;
    },
    FACTURA_ORIGINAL_ERROR_MESSAGE,
  );
}
