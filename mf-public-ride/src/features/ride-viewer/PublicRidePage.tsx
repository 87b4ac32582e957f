import { Spinner, useHydrated } from '@facturador/shared/ui/runtime';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useRideSummary } from './hooks/useRideSummary';
import { useRideViewer } from './hooks/useRideViewer';

// The dialog (and the shared dialog and API code it brings) is needed only once the RIDE is built.
const loadDialog = () => import('./components/RideDialog');
const RideDialog = lazy(() => loadDialog().then(({ RideDialog }) => ({ default: RideDialog })));

/** /descargar-factura/{clave}: public, protected only by knowing the key (spec 02 §2). */
export function PublicRidePage() {
  const { clave = '' } = useParams();
  const { state, load } = useRideViewer(clave);
  const summary = useRideSummary(clave);
  // The pre-rendered page shows the button before its script has arrived: a tap then would be lost.
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const loading = state.status === 'loading';
  const close = useCallback(() => setOpen(false), []);
  const viewButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Closing the frame gives the focus back to the button that opened it.
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      viewButton.current?.focus();
    }
  }, [open]);

  const show = async () => {
    // Downloaded while the invoice is fetched and its PDF built.
    loadDialog().catch(() => undefined);
    const view = await load();
    setOpen(view !== null);
  };

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Visualiza tu factura</h1>
      <p className="text-slate-600">Haz clic en el botón para ver la factura</p>
      <p className="break-all font-mono text-xs text-slate-500">
        <span className="sr-only">Clave de acceso: </span>
        {/* The pre-rendered page holds a placeholder here; its script writes the key of the URL. */}
        <span data-route-param="clave">{clave}</span>
      </p>
      {summary ? (
        <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white p-4 text-left text-sm">
          <dt className="text-slate-500">Emisor</dt>
          <dd className="break-words font-medium text-slate-900">{summary.emisor}</dd>
          <dt className="text-slate-500">{summary.documento}</dt>
          <dd className="font-mono text-slate-900">{summary.numero}</dd>
          <dt className="text-slate-500">Fecha</dt>
          <dd className="text-slate-900">{summary.fecha}</dd>
          <dt className="text-slate-500">Total</dt>
          <dd className="font-semibold tabular-nums text-slate-900">$ {summary.total.toFixed(2)}</dd>
        </dl>
      ) : null}
      <button
        ref={viewButton}
        type="button"
        onClick={show}
        disabled={loading || !hydrated}
        aria-busy={loading}
        className="rounded-lg bg-blue-600 px-6 py-3 font-semibold text-white hover:bg-blue-700 disabled:cursor-wait disabled:opacity-60"
      >
        Ver factura
      </button>
      {loading ? <Spinner label="Cargando factura..." /> : null}
      {state.status === 'error' ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {state.message}
        </p>
      ) : null}
      {open && state.status === 'ready' ? (
        <Suspense fallback={null}>
          <RideDialog view={state.view} onClose={close} />
        </Suspense>
      ) : null}
    </section>
  );
}
