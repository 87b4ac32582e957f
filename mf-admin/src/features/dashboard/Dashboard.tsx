import { useRemoteData, useUserInfo } from '@facturador/shared/api';
import { CUENTAS_POR_COBRAR_ERROR_MESSAGE, fetchCuentasPorCobrar } from '@facturador/shared/api/receivables';
import { DASHBOARD_ERROR_MESSAGE, fetchDashboard } from '@facturador/shared/api/reports';
import { Spinner } from '@facturador/shared/ui';
import type { ReactNode } from 'react';
import { AmbienteSwitch } from '../../common/ambiente/AmbienteSwitch';
import { useAmbienteVista } from '../../common/ambiente/useAmbienteVista';
import { ErrorBanner } from '../../common/feedback';
import { AttentionList } from './components/AttentionList';
import { CompanyStatus } from './components/CompanyStatus';
import { LowStockTable } from './components/LowStockTable';
import { ReceivablesFigures } from './components/ReceivablesFigures';
import { SalesCharts } from './components/SalesCharts';
import { SalesFigures } from './components/SalesFigures';
import { TopProductsTable } from './components/TopProductsTable';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-3">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** Issue #15: the administrator's figures under the welcome page (GET /api/dashboard answers administrators only). */
export function Dashboard() {
  const { user } = useUserInfo();
  const administrador = Boolean(user?.permisos.administrar);
  const vista = useAmbienteVista();
  const ambiente = vista.pedido;
  const { data, error, loading } = useRemoteData(
    administrador ? `dashboard-${ambiente ?? 'empresa'}` : null,
    () => fetchDashboard(ambiente),
    DASHBOARD_ERROR_MESSAGE,
  );
  // Asked for together with the figures above, not once they are shown: one round trip less.
  const receivables = useRemoteData(
    administrador ? `por-cobrar-${ambiente ?? 'empresa'}` : null,
    () => fetchCuentasPorCobrar({ ambiente }),
    CUENTAS_POR_COBRAR_ERROR_MESSAGE,
  );
  if (!administrador) return null;

  return (
    <section aria-labelledby="dashboard-title" className="mt-10 grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="dashboard-title" className="text-2xl font-bold text-slate-900">
          Resumen del negocio
        </h2>
        <AmbienteSwitch shown={vista.shown(data?.ambiente)} onChange={vista.choose} />
      </div>
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {loading && !data ? <Spinner /> : null}
      {data ? (
        <div className="grid gap-8" aria-busy={loading}>
          <SalesFigures dashboard={data} />
          <Panel title="Cuentas por cobrar">
            <ReceivablesFigures data={receivables.data} error={receivables.error} />
          </Panel>
          <Panel title="Ventas">
            <SalesCharts diario={data.diario} mensual={data.mensual} />
          </Panel>
          <Panel title="Comprobantes por atender">
            <AttentionList rows={data.atencion} anexos={data.anexos} />
          </Panel>
          {user?.permisos.usarInventario ? (
            <Panel title="Stock bajo">
              <LowStockTable rows={data.stockBajo} />
            </Panel>
          ) : null}
          <Panel title="Productos más vendidos del mes">
            <TopProductsTable rows={data.topProductos} />
          </Panel>
          {data.empresa ? (
            <Panel title="Firma electrónica y plan">
              <CompanyStatus empresa={data.empresa} />
            </Panel>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
