import { formatMoney, type SalesReport } from '@facturador/shared/domain';
import { Figure } from '../../../common/Figure';

/** The period's totals (importeTotal of authorized documents) and what is still waiting for the SRI. */
export function SalesReportSummary({ report }: { report: SalesReport }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Figure label="Total facturas" value={formatMoney(report.importeTotal.facturas)} />
      <Figure label="Total notas de crédito" value={formatMoney(report.importeTotal.notasCredito)} />
      <Figure label="Total neto" value={formatMoney(report.importeTotal.neto)} />
      <Figure label="Pendientes de autorización" value={String(report.pendientes)} />
    </dl>
  );
}
