import type { FacturaRide } from '@facturador/shared/domain/ride';
import { useCallback, useEffect, useRef, useState } from 'react';
import { RIDE_PDF_ERROR_MESSAGE } from './messages';

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

/** The page's first view needs none of this: it comes with the first 'Ver factura' (see ride-loader.ts). */
const rideLoader = () => import('./ride-loader');

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
    const request = ++latestRequest.current;
    setState({ status: 'loading' });
    const loaded = await rideLoader().then(
      ({ loadRide }) => loadRide(clave),
      // The loader itself could not be downloaded (the connection dropped).
      (error: unknown) => ({
        message: `${RIDE_PDF_ERROR_MESSAGE} ${error instanceof Error ? error.message : ''}`.trim(),
      }),
    );
    if (request !== latestRequest.current) return null;
    if ('message' in loaded) {
      setState({ status: 'error', message: loaded.message });
      return null;
    }
    const view: RideView = { factura: loaded.factura, title: loaded.title, pdfUrl: URL.createObjectURL(loaded.pdf) };
    current.current = { clave, view };
    setState({ status: 'ready', view });
    return view;
  }, [clave]);

  return { state, load };
}
