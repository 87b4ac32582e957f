import { useUserInfo } from '@facturador/shared/api';
import { Spinner } from '@facturador/shared/ui';
import { useSearchParams } from 'react-router-dom';

/** /nueva-factura: an invoice, or a credit note with ?claveAcceso=…&esNotaDeCredito=true (spec 01 §2). */
export function NewInvoicePage() {
  const [params] = useSearchParams();
  const { user, error } = useUserInfo();
  const creditNote = params.get('esNotaDeCredito') === 'true' && Boolean(params.get('claveAcceso'));

  if (error)
    return (
      <p role="alert" className="p-6 text-red-700">
        {error}
      </p>
    );
  if (!user) return <Spinner />;
  return (
    <section className="mx-auto max-w-6xl p-4 md:p-8">
      <h1 className="text-3xl font-bold text-slate-900">{creditNote ? 'Nueva Nota de Crédito' : 'Nueva Factura'}</h1>
      <p className="mt-1 text-lg text-slate-600">{user.nombreComercial}</p>
    </section>
  );
}
