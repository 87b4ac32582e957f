import { errorMessage, type FacturaOriginal, fetchFacturaOriginal } from '@facturador/shared/api';
import { useEffect, useState } from 'react';

export type OriginalInvoiceState =
  | { status: 'idle' | 'loading'; factura: null; error: null }
  | { status: 'ready'; factura: FacturaOriginal; error: null }
  | { status: 'error'; factura: null; error: string };

/** GET /api/factura_ride/{clave}: the invoice a credit note modifies (spec 01 §7). */
export function useOriginalInvoice(claveAcceso: string | null): OriginalInvoiceState {
  const [state, setState] = useState<OriginalInvoiceState>({ status: 'idle', factura: null, error: null });

  useEffect(() => {
    if (!claveAcceso) {
      setState({ status: 'idle', factura: null, error: null });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading', factura: null, error: null });
    fetchFacturaOriginal(claveAcceso)
      .then((factura) => {
        if (!cancelled) setState({ status: 'ready', factura, error: null });
      })
      .catch((error: unknown) => {
        if (!cancelled)
          setState({
            status: 'error',
            factura: null,
            error: errorMessage(error, 'No se pudo cargar la factura original'),
          });
      });
    return () => {
      cancelled = true;
    };
  }, [claveAcceso]);

  return state;
}
