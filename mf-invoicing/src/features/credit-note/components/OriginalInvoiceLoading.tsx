import { Spinner } from '@facturador/shared/ui';

/** The credit-note screen until its original invoice has loaded (or failed to). */
export function OriginalInvoiceLoading({ nombreComercial, error }: { nombreComercial: string; error: string | null }) {
  return (
    <section className="mx-auto max-w-7xl p-4 md:p-8">
      <h1 className="text-3xl font-bold text-slate-900">Nueva Nota de Crédito</h1>
      <p className="mt-1 text-lg text-slate-600">{nombreComercial}</p>
      {error !== null ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {error}
        </p>
      ) : (
        <Spinner label="Cargando la factura original..." />
      )}
    </section>
  );
}
