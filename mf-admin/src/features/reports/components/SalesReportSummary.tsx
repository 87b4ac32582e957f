import { formatMoney } from '@facturador/shared/domain';
import type { SalesReport } from '@facturador/shared/domain/reports';
import { Figure } from '../../../common/Figure';

/** The period's totals (importeTotal of authorized documents), what is still waiting for the SRI, and what customers withheld. */
export function SalesReportSummary({ report }: { report: SalesReport }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Figure label="Total facturas" value={formatMoney(report.importeTotal.facturas)} />
      <Figure label="Total notas de crédito" value={formatMoney(report.importeTotal.notasCredito)} />
      <Figure label="Total neto" value={formatMoney(report.importeTotal.neto)} />
      <Figure label="Pendientes de autorización" value={String(report.pendientes)} />
      {/* Issue #22: what customers withheld, by the retenciones received dated in the period. */}
      <Figure label="IVA retenido por clientes" value={formatMoney(report.retenido.iva)} />
      <Figure label="Renta retenida por clientes" value={formatMoney(report.retenido.renta)} />
    </dl>
  );
}
