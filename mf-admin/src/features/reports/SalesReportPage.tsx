import { errorMessage, useRemoteData } from '@facturador/shared/api';
import {
  downloadSalesReport,
  fetchSalesReport,
  REPORTE_DESCARGA_ERROR_MESSAGE,
  REPORTE_VENTAS_ERROR_MESSAGE,
} from '@facturador/shared/api/reports';
import { currentMonthEcuador, monthPeriod } from '@facturador/shared/domain/reports';
import { primaryButtonClass, SelectField, Spinner, TextField } from '@facturador/shared/ui';
import { useState } from 'react';
import { AmbienteSwitch } from '../../common/ambiente/AmbienteSwitch';
import { useAmbienteVista } from '../../common/ambiente/useAmbienteVista';
import { EmptyState, ErrorBanner } from '../../common/feedback';
import { PageHeader } from '../../common/PageHeader';
import { cardClass } from '../../common/styles';
import { SalesReportSummary } from './components/SalesReportSummary';
import { SalesReportTable } from './components/SalesReportTable';
import { SettlementPurchasesSection } from './components/SettlementPurchasesSection';
import { useEstablishmentOptions } from './hooks/useEstablishmentOptions';

/** /admin/reportes (issue #15): a month's sales and IVA of authorized documents (PRODUCCIÓN, or PRUEBAS), and its Excel. */
export function SalesReportPage() {
  const [month, setMonth] = useState(currentMonthEcuador);
  const [establecimiento, setEstablecimiento] = useState('');
  const vista = useAmbienteVista();
  const establishmentOptions = useEstablishmentOptions();
  const period = monthPeriod(month);
  const filters = period ? { ...period, establecimiento, ambiente: vista.pedido } : null;
  const {
    data: report,
    error,
    loading,
  } = useRemoteData(
    filters ? JSON.stringify(filters) : null,
    () => fetchSalesReport(filters!),
    REPORTE_VENTAS_ERROR_MESSAGE,
  );
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = async () => {
    if (!filters) return;
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadSalesReport(filters);
    } catch (failure) {
      setDownloadError(errorMessage(failure, REPORTE_DESCARGA_ERROR_MESSAGE));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section>
      <PageHeader
        title="Reporte de ventas e IVA"
        subtitle="Comprobantes autorizados, por tarifa de IVA: lo que declara el formulario 104 (del ambiente en que emite su empresa, salvo que elija el otro)."
        actions={
          <button
            type="button"
            className={primaryButtonClass}
            disabled={!filters || downloading}
            aria-busy={downloading}
            onClick={download}
          >
            Descargar Excel
          </button>
        }
      />
      <div className={`${cardClass} mb-4 grid gap-4 p-4 sm:grid-cols-2`}>
        <TextField
          label="Mes"
          type="month"
          value={month}
          required
          error={period ? null : 'Elija un mes'}
          onChange={(event) => setMonth(event.target.value)}
        />
        <SelectField
          label="Establecimiento"
          options={establishmentOptions}
          value={establecimiento}
          onChange={(event) => setEstablecimiento(event.target.value)}
        />
        <AmbienteSwitch shown={vista.shown(report?.ambiente)} onChange={vista.choose} className="sm:col-span-2" />
      </div>
      {downloadError ? (
        <div className="mb-4">
          <ErrorBanner>{downloadError}</ErrorBanner>
        </div>
      ) : null}
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {loading && !report ? <Spinner /> : null}
      {report ? (
        <div className="grid gap-4" aria-busy={loading}>
          <SalesReportSummary report={report} />
          {report.iva.length === 0 ? (
            <EmptyState>No hay comprobantes autorizados en este período.</EmptyState>
          ) : (
            <SalesReportTable report={report} />
          )}
          <SettlementPurchasesSection compras={report.comprasLiquidacion} />
        </div>
      ) : null}
    </section>
  );
}
