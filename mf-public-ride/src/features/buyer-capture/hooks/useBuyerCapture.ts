import { fetchBuyerCaptureContext, sendBuyerCapture } from '@facturador/shared/api/buyer-capture';
import { CAPTURA_DATOS_REQUERIDOS_MESSAGE, type CapturaDatos, capturaDatosSchema } from '@facturador/shared/domain';
import { useCallback, useEffect, useState } from 'react';

export type CaptureState =
  | { status: 'loading' }
  | { status: 'closed'; message: string }
  | { status: 'open'; nombreComercial: string }
  | { status: 'sent'; nombreComercial: string };

/** A link that can no longer take data (unknown, used, expired) or an API that did not answer. */
const CLOSED_STATUSES = new Set([404, 409, 410, 414]);

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'No se pudo enviar sus datos. Inténtelo nuevamente.';
const statusOf = (error: unknown) => (error as { status?: number }).status ?? 0;

/** The public page's link: its context, then one send of the buyer's data. */
export function useBuyerCapture(token: string) {
  const [state, setState] = useState<CaptureState>({ status: 'loading' });
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The catastro did not know the person: razón social and dirección are asked for. */
  const [needsNames, setNeedsNames] = useState(false);

  useEffect(() => {
    let live = true;
    fetchBuyerCaptureContext(token)
      .then(({ nombreComercial }) => live && setState({ status: 'open', nombreComercial }))
      .catch((failure: unknown) => live && setState({ status: 'closed', message: messageOf(failure) }));
    return () => {
      live = false;
    };
  }, [token]);

  const send = useCallback(
    async (datos: CapturaDatos) => {
      if (state.status !== 'open') return;
      const checked = capturaDatosSchema.safeParse(datos);
      if (!checked.success) {
        setError(checked.error.issues[0]?.message ?? 'Revise sus datos.');
        return;
      }
      setSending(true);
      setError(null);
      try {
        await sendBuyerCapture(token, checked.data);
        setState({ status: 'sent', nombreComercial: state.nombreComercial });
      } catch (failure) {
        const message = messageOf(failure);
        if (message === CAPTURA_DATOS_REQUERIDOS_MESSAGE) setNeedsNames(true);
        if (CLOSED_STATUSES.has(statusOf(failure))) setState({ status: 'closed', message });
        else setError(message);
      } finally {
        setSending(false);
      }
    },
    [state, token],
  );

  return { state, send, sending, error, needsNames };
}
