import type { CapturaComprador, TipoIdentificacion } from '@facturador/shared/domain';
import { useCallback, useState } from 'react';
import type { useScreenForm } from './useScreenForm';

/**
 * «Datos del cliente por QR» on the invoice screen: the shortcut's open requests, and the buyer's data
 * written into the buyer fields as the lookup would (upper case but the e-mail); the clerk may still
 * correct them. The buyer's own choice about being registered becomes the form's «Registrar comprador».
 */
export function useScreenBuyerCapture(patch: ReturnType<typeof useScreenForm>['patch'], onFilled: () => void) {
  const [openRequests, setOpenRequests] = useState(0);
  const requestOpen = useCallback(() => setOpenRequests((count) => count + 1), []);
  const receive = (datos: CapturaComprador) => {
    patch({
      tipo_identificacion: datos.tipoIdentificacion as TipoIdentificacion,
      comprador_cedula: datos.identificacion,
      comprador_nombres: datos.razonSocial.toUpperCase(),
      comprador_direccion: datos.direccion.toUpperCase(),
      comprador_email: datos.email,
      registrar_comprador: datos.registrar,
    });
    // After the dialog has closed and given the focus back: the counter goes on with the products.
    setTimeout(onFilled, 0);
  };
  return { openRequests, requestOpen, receive };
}
