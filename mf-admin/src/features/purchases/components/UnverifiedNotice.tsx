import { errorMessage } from '@facturador/shared/api';
import { COMPRA_VERIFICACION_ERROR_MESSAGE, verifyPurchase } from '@facturador/shared/api/purchases';
import { COMPRA_SIN_VERIFICAR_TEXTO, type Compra } from '@facturador/shared/domain/withholdings';
import { secondaryButtonClass } from '@facturador/shared/ui';
import { useState } from 'react';

/**
 * A typed purchase the SRI could not be asked about (issue #37 §7): says so, and checks it against
 * the SRI again on request (the API refuses it, naming the figure, if its bases are above the invoice).
 */
export function UnverifiedNotice({ compra, onVerified }: { compra: Compra; onVerified: (compra: Compra) => void }) {
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function verify() {
    setChecking(true);
    setError(null);
    try {
      onVerified(await verifyPurchase(compra.id));
    } catch (failure) {
      setError(errorMessage(failure, COMPRA_VERIFICACION_ERROR_MESSAGE));
    } finally {
      setChecking(false);
    }
  }

  return (
    <div role="alert" className="grid gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
      <p>{COMPRA_SIN_VERIFICAR_TEXTO}. Compruebe las bases con la factura antes de retener.</p>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={secondaryButtonClass} disabled={checking} onClick={verify}>
          {checking ? 'Consultando al SRI...' : 'Verificar con el SRI'}
        </button>
        {error ? <span className="font-medium text-red-800">{error}</span> : null}
      </div>
    </div>
  );
}
