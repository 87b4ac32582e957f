import { CAPTURA_RECIBIDA_MESSAGE, type CapturaComprador } from '@facturador/shared/domain';
import { smallButtonClass } from '@facturador/shared/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useBuyerCaptureLink } from './useBuyerCaptureLink';

// The dialog brings the QR drawing: loaded the first time it opens.
const BuyerCaptureDialog = lazy(() =>
  import('./BuyerCaptureDialog').then(({ BuyerCaptureDialog }) => ({ default: BuyerCaptureDialog })),
);

/** The key that opens the dialog from anywhere on the screen (see KeyboardHints). */
export const BUYER_CAPTURE_KEY = 'F4';

type Props = {
  onReceived: (datos: CapturaComprador) => void;
  /** Bumped by the screen's shortcut: each change opens the dialog. */
  openRequests: number;
};

/** «Datos del cliente por QR»: the button, its dialog and the notice once the buyer's data are in. */
export function BuyerCaptureButton({ onReceived, openRequests }: Props) {
  const [received, setReceived] = useState(false);
  const { state, open, close } = useBuyerCaptureLink((datos) => {
    onReceived(datos);
    setReceived(true);
  });

  useEffect(() => {
    if (openRequests > 0) open();
  }, [openRequests, open]);
  useEffect(() => {
    if (!received) return;
    const timer = setTimeout(() => setReceived(false), 8_000);
    return () => clearTimeout(timer);
  }, [received]);

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={smallButtonClass}
        aria-keyshortcuts={BUYER_CAPTURE_KEY}
        onClick={() => {
          setReceived(false);
          open();
        }}
      >
        Datos del cliente por QR
      </button>
      <p role="status" className="text-sm font-medium text-green-700">
        {received ? CAPTURA_RECIBIDA_MESSAGE : ''}
      </p>
      {state.status !== 'closed' ? (
        <Suspense fallback={null}>
          <BuyerCaptureDialog state={state} onClose={close} onRetry={open} />
        </Suspense>
      ) : null}
    </div>
  );
}
