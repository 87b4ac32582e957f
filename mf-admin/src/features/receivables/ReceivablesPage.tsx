import { useRemoteData } from '@facturador/shared/api';
import { CUENTAS_POR_COBRAR_ERROR_MESSAGE, fetchCuentasPorCobrar } from '@facturador/shared/api/receivables';
import { fechaIsoHoy } from '@facturador/shared/domain';
import { CUENTAS_POR_COBRAR_TITLE } from '@facturador/shared/domain/receivables';
import { Spinner, TextField, ToggleField } from '@facturador/shared/ui';
import { useState } from 'react';
import { AmbienteSwitch } from '../../common/ambiente/AmbienteSwitch';
import { useAmbienteVista } from '../../common/ambiente/useAmbienteVista';
import { EmptyState, ErrorBanner } from '../../common/feedback';
import { PageHeader } from '../../common/PageHeader';
import { cardClass } from '../../common/styles';
import { useDebouncedValue } from '../../common/useDebouncedValue';
import { AgeingTable } from './components/AgeingTable';
import { StatementPanel } from './components/StatementPanel';

/**
 * /admin/cuentas-por-cobrar (issue #23): who owes what and since when, by customer and age, on a
 * cut-off day; a customer's statement with its invoices and «Registrar cobro».
 */
export function ReceivablesPage() {
  const [corte, setCorte] = useState(fechaIsoHoy);
  const [filtro, setFiltro] = useState('');
  const [vencidos, setVencidos] = useState(false);
  const vista = useAmbienteVista();
  const [cliente, setCliente] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const search = useDebouncedValue(filtro);
  const filters = { corte, filtro: search, vencidos, ambiente: vista.pedido };
  const { data, error, loading } = useRemoteData(
    JSON.stringify({ ...filters, version }),
    () => fetchCuentasPorCobrar(filters),
    CUENTAS_POR_COBRAR_ERROR_MESSAGE,
  );

  return (
    <section>
      <PageHeader
        title={CUENTAS_POR_COBRAR_TITLE}
        subtitle="Facturas a crédito autorizadas: saldo por cliente y antigüedad en la fecha de corte, del ambiente en que emite su empresa salvo que elija el otro."
      />
      <div className={`${cardClass} mb-4 grid gap-4 p-4 sm:grid-cols-2`}>
        <TextField
          label="Fecha de corte"
          type="date"
          value={corte}
          onChange={(event) => setCorte(event.target.value)}
        />
        <TextField
          label="Buscar cliente"
          hint="Cédula/RUC o nombre"
          value={filtro}
          onChange={(event) => setFiltro(event.target.value)}
        />
        <ToggleField label="Solo clientes con saldo vencido" checked={vencidos} onChange={setVencidos} />
        <AmbienteSwitch shown={vista.shown(data?.ambiente)} onChange={vista.choose} />
      </div>
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {loading && !data ? <Spinner /> : null}
      {data ? (
        <div className="grid gap-6" aria-busy={loading}>
          {data.clientes.length === 0 ? (
            <EmptyState>No hay saldos por cobrar en esta fecha de corte.</EmptyState>
          ) : (
            <AgeingTable ageing={data} selected={cliente} onSelect={setCliente} />
          )}
          {cliente ? (
            <StatementPanel
              key={`${cliente}-${corte}-${data.ambiente}`}
              identificacion={cliente}
              hasta={corte}
              ambiente={data.ambiente}
              onChanged={() => setVersion((current) => current + 1)}
              onClose={() => setCliente(null)}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
