import { createBuyerCapture, fetchBuyerCaptureResult } from '@facturador/shared/api/buyer-capture';
import { CAPTURA_EXPIRADA_MESSAGE, type CapturaComprador, type CapturaCreada } from '@facturador/shared/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** How often the clerk's screen asks whether the buyer has sent their data. */
export const CAPTURE_POLL_MS = 1_000;

export type CaptureLinkState =
  | { status: 'closed' }
  | { status: 'creating' }
  | { status: 'waiting'; link: CapturaCreada }
  | { status: 'failed'; message: string };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'No se pudo crear el enlace para el cliente';

/**
 * The clerk's side of «Datos del cliente por QR»: creates the link, then polls its result about every
 * second until the buyer's data arrive (handed to `onReceived`), the link expires, or the dialog closes.
 */
export function useBuyerCaptureLink(onReceived: (datos: CapturaComprador) => void) {
  const [state, setState] = useState<CaptureLinkState>({ status: 'closed' });
  const latest = useRef(onReceived);
  latest.current = onReceived;

  const open = useCallback(() => {
    setState({ status: 'creating' });
    createBuyerCapture()
      .then((link) => setState((current) => (current.status === 'creating' ? { status: 'waiting', link } : current)))
      .catch((error: unknown) =>
        setState((current) =>
          current.status === 'creating' ? { status: 'failed', message: messageOf(error) } : current,
        ),
      );
  }, []);
  const close = useCallback(() => setState({ status: 'closed' }), []);

  const token = state.status === 'waiting' ? state.link.token : null;
  useEffect(() => {
    if (!token) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const result = await fetchBuyerCaptureResult(token);
        if (!live) return;
        if (result.estado === 'recibido' && result.datos) {
          // Closed (and the focus given back) first, so that the owner may move the focus on.
          flushSync(() => setState({ status: 'closed' }));
          latest.current(result.datos);
          return;
        }
        if (result.estado === 'expirado') {
          setState({ status: 'failed', message: CAPTURA_EXPIRADA_MESSAGE });
          return;
        }
      } catch (error) {
        // A moment without the API: the next poll tries again; a link the API does not know ends here.
        if (!live) return;
        if ((error as { status?: number }).status === 404) {
          setState({ status: 'failed', message: messageOf(error) });
          return;
        }
      }
      timer = setTimeout(poll, CAPTURE_POLL_MS);
    };
    timer = setTimeout(poll, CAPTURE_POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [token]);

  return { state, open, close };
}
