import { errorMessage, useRemoteData } from '@facturador/shared/api';
import { ESTADO_DE_CUENTA_ERROR_MESSAGE, fetchEstadoDeCuenta } from '@facturador/shared/api/receivables';
import { formatMoney } from '@facturador/shared/domain';
import { type CuentaFactura, ESTADO_DE_CUENTA_TITLE, VENCIDO_LABEL } from '@facturador/shared/domain/receivables';
import { Spinner, TextField } from '@facturador/shared/ui';
import { useState } from 'react';
import { Figure } from '../../../common/Figure';
import { ErrorBanner } from '../../../common/feedback';
import { RegistrarCobroDialog } from '../../../common/RegistrarCobroDialog';
import { cardClass } from '../../../common/styles';
import { StatementActions } from './StatementActions';
import { MovementsTable, OpenInvoicesTable } from './StatementTables';

/** A customer's statement up to the cut-off day: figures, movements, open invoices, downloads and e-mail. */
export function StatementPanel({
  identificacion,
  hasta,
  ambiente,
  onChanged,
  onClose,
}: {
  identificacion: string;
  hasta: string;
  ambiente: 1 | 2;
  /** A payment was registered: the ageing reloads too. */
  onChanged: () => void;
  onClose: () => void;
}) {
  const [desde, setDesde] = useState('');
  const [version, setVersion] = useState(0);
  const [cobrar, setCobrar] = useState<CuentaFactura | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const filters = { desde: desde || undefined, hasta, ambiente };
  const { data, error, loading } = useRemoteData(
    JSON.stringify({ identificacion, ...filters, version }),
    () => fetchEstadoDeCuenta(identificacion, filters),
    ESTADO_DE_CUENTA_ERROR_MESSAGE,
  );

  async function act(work: () => Promise<string | null>) {
    setNotice(null);
    setActionError(null);
    try {
      setNotice(await work());
    } catch (failure) {
      setActionError(errorMessage(failure, ESTADO_DE_CUENTA_ERROR_MESSAGE));
    }
  }

  const titleId = `estado-${identificacion}`;
  return (
    <section aria-labelledby={titleId} className={`${cardClass} grid gap-4 p-5`}>
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {ESTADO_DE_CUENTA_TITLE}
          {data ? ` de ${data.cliente.razonSocial}` : ''}
        </h2>
        <StatementActions identificacion={identificacion} filters={filters} act={act} onClose={onClose} />
      </header>
      <TextField
        label="Movimientos desde"
        hint="Vacío: desde la primera factura"
        type="date"
        className="max-w-xs"
        value={desde}
        onChange={(event) => setDesde(event.target.value)}
      />
      {notice ? (
        <p role="status" className="text-sm font-medium text-slate-800">
          {notice}
        </p>
      ) : null}
      {actionError ? <ErrorBanner>{actionError}</ErrorBanner> : null}
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {loading && !data ? <Spinner /> : null}
      {data ? (
        <div className="grid gap-4" aria-busy={loading}>
          <dl className="grid gap-4 sm:grid-cols-3">
            <Figure label="Saldo inicial" value={formatMoney(data.saldoInicial)} />
            <Figure label="Saldo final" value={formatMoney(data.saldoFinal)} detail={`al ${data.hasta}`} />
            <Figure label={VENCIDO_LABEL} value={formatMoney(data.vencido)} />
          </dl>
          <MovementsTable movimientos={data.movimientos} />
          <OpenInvoicesTable facturas={data.facturas} onCobrar={setCobrar} />
        </div>
      ) : null}
      {cobrar ? (
        <RegistrarCobroDialog
          cuenta={cobrar}
          onClose={() => setCobrar(null)}
          onSaved={() => {
            setCobrar(null);
            setNotice('Cobro registrado');
            setVersion((current) => current + 1);
            onChanged();
          }}
        />
      ) : null}
    </section>
  );
}
