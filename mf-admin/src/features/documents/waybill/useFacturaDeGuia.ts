import { errorMessage } from '@facturador/shared/api';
import { FACTURA_ORIGINAL_ERROR_MESSAGE, fetchFacturaRide } from '@facturador/shared/api/original-invoice';
import { useEffect, useState } from 'react';
import { draftFromFactura, type GuiaDraft } from './draft';

/**
 * The card lists no lines nor the buyer's e-mail: the guía starts from the issued invoice
 * (GET /api/factura_ride/{clave}), read when the dialog opens.
 */
export function useFacturaDeGuia(claveAcceso: string) {
  const [draft, setDraft] = useState<GuiaDraft | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    fetchFacturaRide(claveAcceso).then(
      (factura) => {
        if (current) setDraft(draftFromFactura(factura));
      },
      (failure) => {
        if (current) setLoadError(errorMessage(failure, FACTURA_ORIGINAL_ERROR_MESSAGE));
      },
    );
    return () => {
      current = false;
    };
  }, [claveAcceso]);

  function update(changes: Partial<GuiaDraft>) {
    setDraft((previous) => (previous ? { ...previous, ...changes } : previous));
  }

  function setCantidad(index: number, cantidad: string) {
    setDraft((previous) =>
      previous
        ? {
            ...previous,
            detalles: previous.detalles.map((detalle, at) => (at === index ? { ...detalle, cantidad } : detalle)),
          }
        : previous,
    );
  }

  return { draft, loadError, update, setCantidad };
}
