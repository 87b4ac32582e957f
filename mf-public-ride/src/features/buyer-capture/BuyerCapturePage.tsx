import { CAPTURA_ENVIADA_MESSAGE } from '@facturador/shared/domain';
import { Spinner } from '@facturador/shared/ui/runtime';
import { useParams } from 'react-router-dom';
import { CaptureForm } from './components/CaptureForm';
import { useBuyerCapture } from './hooks/useBuyerCapture';

/** /datos-cliente/{token}: the buyer types their own data for the clerk's invoice (no session). */
export function BuyerCapturePage() {
  const { token = '' } = useParams();
  const { state, send, sending, error, needsNames } = useBuyerCapture(token);

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-6">
      {state.status === 'open' || state.status === 'sent' ? (
        <p className="text-center text-lg font-semibold text-slate-900">{state.nombreComercial}</p>
      ) : null}
      <h1 className="text-center text-2xl font-bold text-slate-900">Sus datos para la factura</h1>
      {state.status === 'loading' ? <Spinner label="Abriendo el enlace..." /> : null}
      {state.status === 'closed' ? (
        <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-center text-amber-900">
          {state.message}
        </p>
      ) : null}
      {state.status === 'open' ? (
        <>
          <p className="text-center text-sm text-slate-600">
            Escriba sus datos: llegan a la caja y su factura sale a su nombre.
          </p>
          <CaptureForm
            nombreComercial={state.nombreComercial}
            needsNames={needsNames}
            sending={sending}
            error={error}
            onSend={send}
          />
        </>
      ) : null}
      {state.status === 'sent' ? (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-4 text-center text-green-900">
          {CAPTURA_ENVIADA_MESSAGE}
        </p>
      ) : null}
    </section>
  );
}
