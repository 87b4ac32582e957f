import { useUserInfo } from '@facturador/shared/api';
import type { Movement } from '@facturador/shared/domain/movements';
import { smallButtonClass } from '@facturador/shared/ui';
import { useState } from 'react';
import { GuiaRemisionDialog } from '../../../common/waybill/GuiaRemisionDialog';
import { useTrasladoDeGuia } from './useTrasladoDeGuia';

/** «Emitir guía de remisión» on a TRASLADO (issue 41 §1): the moved goods travel with it. */
export function TrasladoGuiaAction({ movement, onIssued }: { movement: Movement; onIssued: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={smallButtonClass} onClick={() => setOpen(true)}>
        Emitir guía de remisión
      </button>
      {open ? <TrasladoGuiaDialog movement={movement} onClose={() => setOpen(false)} onIssued={onIssued} /> : null}
    </>
  );
}

function TrasladoGuiaDialog({
  movement,
  onClose,
  onIssued,
}: {
  movement: Movement;
  onClose: () => void;
  onIssued: () => void;
}) {
  const { user } = useUserInfo();
  const { state, establecimientos } = useTrasladoDeGuia(movement);
  const ruta = `${movement.origen?.nombre ?? ''} a ${movement.destino?.nombre ?? ''}`;
  return (
    <GuiaRemisionDialog
      intro={<>Lleva la mercadería del traslado de {ruta}.</>}
      confirmacion={`Confirmar emisión de la guía de remisión del traslado de ${ruta}.`}
      state={state}
      origen={{ movimientoId: movement._id }}
      ambiente={user?.empresa?.ambiente ?? 2}
      establecimientos={establecimientos}
      onClose={onClose}
      onIssued={onIssued}
    />
  );
}
