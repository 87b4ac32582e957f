import { fetchWarehouses, loadUserInfo } from '@facturador/shared/api';
import { fetchEstablishments } from '@facturador/shared/api/establishments';
import type { Movement } from '@facturador/shared/domain/movements';
import type { EstablecimientoInfo } from '@facturador/shared/domain/settings';
import { useState } from 'react';
import { draftFromTraslado } from '../../../common/waybill/draft';
import { useGuiaDraft } from '../../../common/waybill/useGuiaDraft';

export const TRASLADO_GUIA_ERROR_MESSAGE = 'No se pudo preparar la guía del traslado';

/** Only an administrator lists the establishments; anyone else types the destination's code. */
async function establishmentsOrNone(): Promise<EstablecimientoInfo[]> {
  try {
    return (await fetchEstablishments()).filter((establecimiento) => establecimiento.activo);
  } catch {
    return [];
  }
}

/**
 * The guía of a TRASLADO starts from the movement (its products), its warehouses' addresses (partida,
 * destination) and the company (the destinatario), read when the dialog opens.
 */
export function useTrasladoDeGuia(movement: Movement) {
  const [establecimientos, setEstablecimientos] = useState<{ value: string; label: string }[]>([]);
  const state = useGuiaDraft(
    movement._id,
    async () => {
      const [almacenes, propios, user] = await Promise.all([fetchWarehouses(), establishmentsOrNone(), loadUserInfo()]);
      setEstablecimientos(
        propios.map((propio) => ({ value: propio.codigo, label: `${propio.codigo} - ${propio.direccion}` })),
      );
      const almacen = (id: string | undefined) => almacenes.find((candidate) => candidate._id === id) ?? null;
      return draftFromTraslado({
        movement,
        origen: almacen(movement.origen?._id),
        destino: almacen(movement.destino?._id),
        empresa: { ruc: user?.ruc ?? '', razonSocial: user?.razonSocial ?? '' },
        codEstabDestino: propios[0]?.codigo ?? '001',
      });
    },
    TRASLADO_GUIA_ERROR_MESSAGE,
  );
  return { state, establecimientos };
}
