import { useRemoteData } from '@facturador/shared/api';
import {
  fetchReceivedWithholding,
  fetchReceivedWithholdings,
  RETENCIONES_ERROR_MESSAGE,
} from '@facturador/shared/api/withholdings';
import { formatMoney, isoToFechaSri } from '@facturador/shared/domain';
import type { RetencionRecibida } from '@facturador/shared/domain/withholdings';
import { primaryButtonClass, TextField } from '@facturador/shared/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorBanner } from '../../common/feedback';
import { PageHeader } from '../../common/PageHeader';
import { RowActionCell } from '../../common/RowActionCell';
import { cellClass, Table } from '../../common/Table';
import { RegisterWithholdingDialog } from './components/RegisterWithholdingDialog';
import { WithholdingDetailDialog } from './components/WithholdingDetailDialog';
import { WithholdingsExport } from './components/WithholdingsExport';

/**
 * /admin/retenciones (issue #22): the retenciones customers withheld on the company's invoices —
 * register one by clave de acceso or file, list them by date, see and delete one, export the year.
 */
export function WithholdingsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [registering, setRegistering] = useState(false);
  const [selected, setSelected] = useState<RetencionRecibida | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = useRemoteData(
    `retenciones:${desde}:${hasta}`,
    () => fetchReceivedWithholdings({ desde, hasta }),
    RETENCIONES_ERROR_MESSAGE,
  );

  // ?ver={id}: opened from an invoice's card.
  const ver = searchParams.get('ver');
  useEffect(() => {
    if (!ver) return;
    fetchReceivedWithholding(ver)
      .then(setSelected)
      .catch(() => setError(RETENCIONES_ERROR_MESSAGE));
  }, [ver]);
  const closeDetail = () => {
    setSelected(null);
    if (ver) setSearchParams({}, { replace: true });
  };

  const retenciones = list.data ?? [];
  return (
    <section className="max-w-6xl">
      <PageHeader
        title="Retenciones"
        subtitle="Las retenciones que sus clientes le hicieron en sus facturas: bajan lo que le deben y se declaran (IVA en el formulario 104, renta en su declaración)."
        actions={
          <button type="button" className={primaryButtonClass} onClick={() => setRegistering(true)}>
            Registrar retención
          </button>
        }
      />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-wrap gap-3">
          <TextField label="Desde" type="date" value={desde} onChange={(event) => setDesde(event.target.value)} />
          <TextField label="Hasta" type="date" value={hasta} onChange={(event) => setHasta(event.target.value)} />
        </div>
        <WithholdingsExport onError={setError} />
      </div>
      {error || list.error ? <ErrorBanner>{error ?? list.error}</ErrorBanner> : null}
      {list.data && retenciones.length === 0 ? (
        <EmptyState>No hay retenciones recibidas en este período.</EmptyState>
      ) : null}
      {retenciones.length > 0 ? (
        <Table
          caption="Retenciones recibidas"
          headers={['Fecha', 'Número', 'Agente de retención', 'Facturas', 'Renta retenida', 'IVA retenido', 'Acciones']}
        >
          {retenciones.map((retencion) => (
            <tr key={retencion.id}>
              <td className={`${cellClass} tabular-nums`}>{isoToFechaSri(retencion.fechaEmision)}</td>
              <td className={`${cellClass} font-mono`}>{retencion.numero}</td>
              <td className={cellClass}>{retencion.razonSocialAgente}</td>
              <td className={`${cellClass} font-mono text-xs`}>
                {[...new Set(retencion.lineas.map((linea) => linea.factura.numero))].join(', ')}
              </td>
              <td className={`${cellClass} tabular-nums`}>{formatMoney(retencion.totalRenta)}</td>
              <td className={`${cellClass} tabular-nums`}>{formatMoney(retencion.totalIva)}</td>
              <RowActionCell name={`Ver retención ${retencion.numero}`} onClick={() => setSelected(retencion)}>
                Ver
              </RowActionCell>
            </tr>
          ))}
        </Table>
      ) : null}
      {registering ? (
        <RegisterWithholdingDialog
          onClose={() => setRegistering(false)}
          onRegistered={(retencion) => {
            setRegistering(false);
            setSelected(retencion);
            list.reload();
          }}
        />
      ) : null}
      {selected ? (
        <WithholdingDetailDialog
          retencion={selected}
          onClose={closeDetail}
          onDeleted={() => {
            closeDetail();
            list.reload();
          }}
        />
      ) : null}
    </section>
  );
}
