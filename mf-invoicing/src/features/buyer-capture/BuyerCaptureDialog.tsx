import { Modal, Spinner, secondaryButtonClass } from '@facturador/shared/ui';
import { CaptureQrCode } from './CaptureQrCode';
import type { CaptureLinkState } from './useBuyerCaptureLink';

export const BUYER_CAPTURE_DIALOG_TITLE = 'Datos del cliente por QR';

type Props = { state: CaptureLinkState; onClose: () => void; onRetry: () => void };

/** The QR code and the short link the buyer opens on their phone; it closes itself when the data arrive. */
export function BuyerCaptureDialog({ state, onClose, onRetry }: Props) {
  return (
    <Modal
      title={BUYER_CAPTURE_DIALOG_TITLE}
      open={state.status !== 'closed'}
      onClose={onClose}
      actions={
        <>
          {state.status === 'failed' ? (
            <button type="button" className={secondaryButtonClass} onClick={onRetry}>
              Crear otro enlace
            </button>
          ) : null}
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            Cerrar
          </button>
        </>
      }
    >
      {state.status === 'creating' ? <Spinner label="Creando el enlace..." /> : null}
      {state.status === 'failed' ? (
        <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {state.message}
        </p>
      ) : null}
      {state.status === 'waiting' ? (
        <div className="flex flex-col items-center gap-3 text-center">
          <p className="text-sm text-slate-700">
            El cliente escanea el código con su teléfono y escribe sus datos; llegan aquí solos.
          </p>
          <CaptureQrCode url={state.link.url} />
          <p className="break-all font-mono text-sm text-slate-900">
            <span className="sr-only">Enlace: </span>
            {state.link.url}
          </p>
          <p className="text-xs text-slate-500">Válido 10 minutos y para un solo envío.</p>
          <p role="status" className="text-xs text-slate-500">
            Esperando los datos del cliente…
          </p>
        </div>
      ) : null}
    </Modal>
  );
}
