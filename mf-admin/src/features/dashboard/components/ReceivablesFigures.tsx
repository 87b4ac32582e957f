import { useRemoteData } from '@facturador/shared/api';
import { CUENTAS_POR_COBRAR_ERROR_MESSAGE, fetchCuentasPorCobrar } from '@facturador/shared/api/receivables';
import { formatMoney } from '@facturador/shared/domain';
import { POR_COBRAR_LABEL, VENCIDO_LABEL } from '@facturador/shared/domain/receivables';

import { Link } from 'react-router-dom';
import { Figure } from '../../../common/Figure';
import { ErrorBanner } from '../../../common/feedback';

/** «Por cobrar» and «Vencido» today (issue #23): the ageing table's totals, for the dashboard's ambiente. */
export function ReceivablesFigures({ ambiente }: { ambiente: 1 | 2 }) {
  const { data, error } = useRemoteData(
    `por-cobrar-${ambiente}`,
    () => fetchCuentasPorCobrar({ ambiente }),
    CUENTAS_POR_COBRAR_ERROR_MESSAGE,
  );
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
