import { type Ambiente, ambienteConfirmacionTexto, formatMoney, NO_PRODUCTOS_MESSAGE } from '@facturador/shared/domain';
import { Modal, primaryButtonClass, Spinner, secondaryButtonClass } from '@facturador/shared/ui';
import { type ReactNode, useRef } from 'react';
import { AcceptDialog } from '../../../ui/AcceptDialog';
import type { SubmitDialog } from '../hooks/useSubmitDocument';

type SubmitDialogsProps = {
  dialog: SubmitDialog | null;
  detail: string | null;
  sending: boolean;
  total: number;
  /** Named in the confirmation (issue #24). */
  ambiente: Ambiente;
  onConfirm: () => void;
  onClose: () => void;
  /** 'Aceptar' on 'Documento enviado con exito': ready for the next customer. */
  onReceivedClosed: () => void;
  /** Shown under 'Documento enviado con exito' and 'Documento en camino': number, total, print again, RIDE (issue 13). */
  receivedDetails?: ReactNode;
};

/** The dialogs of the submit flow (spec 01 §2, §4) and the sending overlay. */
export function SubmitDialogs({
  dialog,
  detail,
  sending,
  total,
  ambiente,
  onConfirm,
  onClose,
  onReceivedClosed,
  receivedDetails,
}: SubmitDialogsProps) {
  // Enter answers the open dialog at the counter: its main button has the focus (AcceptDialog's too).
  const confirmRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <AcceptDialog title="Sin productos" open={dialog === 'sin_productos'} onAccept={onClose}>
        <p>{NO_PRODUCTOS_MESSAGE}</p>
      </AcceptDialog>

      <Modal
        title="Confirmar emisión"
        open={dialog === 'confirmar'}
        onClose={onClose}
        initialFocusRef={confirmRef}
        actions={
          <>
            <button type="button" className={secondaryButtonClass} onClick={onClose}>
              Cancelar
            </button>
            <button ref={confirmRef} type="button" className={primaryButtonClass} onClick={onConfirm}>
              Confirmar
            </button>
          </>
        }
      >
        <p>
          Confirmar emisión del documento por el siguiente monto:{' '}
          <strong className="text-slate-900">{formatMoney(total)}</strong>
        </p>
        <p className={`mt-2 font-semibold ${ambiente === 2 ? 'text-emerald-800' : 'text-amber-800'}`}>
          Ambiente: {ambienteConfirmacionTexto(ambiente)}
        </p>
      </Modal>

      <AcceptDialog title="Documento enviado" open={dialog === 'factura_recibida'} onAccept={onReceivedClosed}>
        <p className="flex items-center gap-2 font-medium text-emerald-800">
          <span aria-hidden="true" className="grid h-6 w-6 place-items-center rounded-full bg-emerald-100">
            ✓
          </span>
          Documento enviado con exito
        </p>
        {receivedDetails}
      </AcceptDialog>

      <AcceptDialog title="Documento en camino" open={dialog === 'documento_en_camino'} onAccept={onReceivedClosed}>
        <p className="font-medium text-slate-900">{detail}</p>
        <p className="mt-2 text-sm text-slate-600">
          El SRI aún no confirma la recepción; el sistema lo seguirá enviando. Su estado se ve en Mis Comprobantes.
        </p>
        {receivedDetails}
      </AcceptDialog>

      <AcceptDialog title="Documento no recibido" open={dialog === 'factura_no_recibida'} onAccept={onClose}>
        <p>No se recibio el documento. Consultar con servicio tecnico</p>
        {detail ? <p className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">{detail}</p> : null}
      </AcceptDialog>

      {sending ? (
        <div className="fixed inset-0 z-50 grid place-items-center bg-white/70 backdrop-blur-sm">
          <div className="rounded-xl bg-white px-6 py-4 shadow-xl ring-1 ring-slate-200">
            <Spinner label="Enviando documento..." />
          </div>
        </div>
      ) : null}
    </>
  );
}
