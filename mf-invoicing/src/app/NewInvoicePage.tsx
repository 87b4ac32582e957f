import { useUserInfo } from '@facturador/shared/api';
import { Spinner } from '@facturador/shared/ui';
import { useSearchParams } from 'react-router-dom';
import { InvoiceScreen } from './InvoiceScreen';

/** /nueva-factura: an invoice, or a credit note with ?claveAcceso=…&esNotaDeCredito=true (spec 01 §2). */
export function NewInvoicePage() {
  const [params] = useSearchParams();
  const { user, error } = useUserInfo();
  const claveAcceso = params.get('claveAcceso')?.trim() || null;
  const creditNote = params.get('esNotaDeCredito') === 'true' && claveAcceso !== null;

  if (error)
    return (
      <p role="alert" className="p-6 text-red-700">
        {error}
      </p>
    );
  if (!user) return <Spinner />;
  // A new key per user and document type / original invoice: switching starts from a clean form,
  // and another user signing in never inherits (nor overwrites) this user's draft.
  return (
    <InvoiceScreen
      key={`${user.ruc}/${user.usuario}/${creditNote ? claveAcceso : 'factura'}`}
      user={user}
      claveAcceso={creditNote ? claveAcceso : null}
    />
  );
}
