import { formatMoney } from '@facturador/shared/domain';
import { type AgeingResponse, POR_COBRAR_LABEL, VENCIDO_LABEL } from '@facturador/shared/domain/receivables';
import { Link } from 'react-router-dom';
import { Figure } from '../../../common/Figure';
import { ErrorBanner } from '../../../common/feedback';

/**
 * «Por cobrar» and «Vencido» today (issue #23): the ageing table's totals, for the dashboard's ambiente.
 * The dashboard asks for them with its own figures, at once (not after them).
 */
export function ReceivablesFigures({ data, error }: { data: AgeingResponse | null; error: string | null }) {
  if (error) return <ErrorBanner>{error}</ErrorBanner>;
  if (!data) return null;
  const clientes = data.clientes.length;
  return (
    <div className="grid gap-2">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label={POR_COBRAR_LABEL}
          value={formatMoney(data.totales.saldo)}
          detail={`${clientes} ${clientes === 1 ? 'cliente' : 'clientes'}`}
        />
        <Figure label={VENCIDO_LABEL} value={formatMoney(data.totales.vencido)} />
      </dl>
      <Link to="/cuentas-por-cobrar" className="text-sm font-medium text-blue-700 hover:underline">
        Ver cuentas por cobrar
      </Link>
    </div>
  );
}
