import { errorMessage } from '@facturador/shared/api';
import type { FacturaOriginal } from '@facturador/shared/api/original-invoice';
import { useEffect, useState } from 'react';

export type OriginalInvoiceState =
  | { status: 'idle' | 'loading'; factura: null; error: null }
  | { status: 'ready'; factura: FacturaOriginal; error: null }
  | { status: 'error'; factura: null; error: string };

/** Its client comes down with the first credit note, not with every invoice (issue 20). */
const loadOriginal = (claveAcceso: string) =>
  import('@facturador/shared/api/original-invoice').then(({ fetchFacturaOriginal }) =>
    fetchFacturaOriginal(claveAcceso),
  );

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
    loadOriginal(claveAcceso)
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
