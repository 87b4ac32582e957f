import { ApiRequestError, fetchFacturaRide } from '@facturador/shared/api';
import { CLAVE_ACCESO_INCORRECTA_MESSAGE, CLAVE_ACCESO_PATTERN, type FacturaRide } from '@facturador/shared/domain';
import { buildRidePdfBlob, normalizeRide, rideTitle } from '@facturador/shared/ride';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A built RIDE, ready to show and save. */
export interface RideView {
  factura: FacturaRide;
  /** `Factura 001-001-000000123` */
  title: string;
  /** Object URL of the PDF (revoked when the page goes away or the key changes). */
  pdfUrl: string;
}

export type RideViewerState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; view: RideView }
  | { status: 'error'; message: string };

export const RIDE_PDF_ERROR_MESSAGE = 'No se pudo generar el PDF de la factura.';

function failureMessage(error: unknown): string {
  // Too many lookups from one address: the API's own message says to wait.
  if (error instanceof ApiRequestError && error.status === 429 && error.fromServer) return error.message;
  // Unknown key, a document of another kind, or the API unreachable: spec 02 §8.
  if (error instanceof ApiRequestError) return CLAVE_ACCESO_INCORRECTA_MESSAGE;
  const detail = error instanceof Error && error.message ? ` ${error.message}` : '';
  return `${RIDE_PDF_ERROR_MESSAGE}${detail}`;
}

/**
 * Fetches the invoice behind `clave` and builds its RIDE in the browser (spec 02 §7: the PDF is built
 * locally). A second 'Ver factura' for the same key reuses the PDF already built.
 */
export function useRideViewer(clave: string) {
  const [state, setState] = useState<RideViewerState>({ status: 'idle' });
  const current = useRef<{ clave: string; view: RideView } | null>(null);
  // A newer request (or another key) makes an answer still on its way stale.
  const latestRequest = useRef(0);

  // Another key in the URL (or leaving the page) drops the PDF of this one and any answer on its way.
  useEffect(() => {
    const shown = clave;
    return () => {
      latestRequest.current++;
      if (current.current?.clave === shown) {
        URL.revokeObjectURL(current.current.view.pdfUrl);
        current.current = null;
      }
      setState({ status: 'idle' });
    };
  }, [clave]);

  const load = useCallback(async (): Promise<RideView | null> => {
    if (current.current?.clave === clave) {
      setState({ status: 'ready', view: current.current.view });
      return current.current.view;
    }
    // Only 49 digits can be an access key: anything else gets the spec's alert without asking the API.
    if (!CLAVE_ACCESO_PATTERN.test(clave.trim())) {
      setState({ status: 'error', message: CLAVE_ACCESO_INCORRECTA_MESSAGE });
      return null;
    }
    const request = ++latestRequest.current;
    setState({ status: 'loading' });
    try {
      const factura = await fetchFacturaRide(clave);
      const blob = await buildRidePdfBlob(factura);
      if (request !== latestRequest.current) return null;
      const view: RideView = { factura, title: rideTitle(normalizeRide(factura)), pdfUrl: URL.createObjectURL(blob) };
      current.current = { clave, view };
      setState({ status: 'ready', view });
      return view;
    } catch (error) {
      if (request !== latestRequest.current) return null;
      setState({ status: 'error', message: failureMessage(error) });
      return null;
    }
  }, [clave]);

  return { state, load };
}
