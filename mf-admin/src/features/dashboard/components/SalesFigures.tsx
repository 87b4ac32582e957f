import { formatMoney } from '@facturador/shared/domain';
import type { Dashboard } from '@facturador/shared/domain/reports';
import { Figure } from '../../../common/Figure';

const documentCount = ({ numeroFacturas, numeroNotasCredito }: Dashboard['mes']) =>
  `${numeroFacturas} ${numeroFacturas === 1 ? 'factura' : 'facturas'}, ${numeroNotasCredito} ${
    numeroNotasCredito === 1 ? 'nota de crédito' : 'notas de crédito'
  }`;

/** Sales are authorized invoices minus credit notes (importeTotal). */
export function SalesFigures({ dashboard }: { dashboard: Dashboard }) {
  const { hoy, mes, impuestosMes } = dashboard;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Figure label="Ventas de hoy" value={formatMoney(hoy.ventas)} detail={documentCount(hoy)} />
      <Figure label="Ventas del mes" value={formatMoney(mes.ventas)} detail={documentCount(mes)} />
      <Figure label="Comprobantes del mes" value={String(mes.numeroFacturas + mes.numeroNotasCredito)} />
      <Figure label="Ticket promedio del mes" value={formatMoney(mes.ticketPromedio)} />
      <Figure
        label="IVA del mes"
        value={formatMoney(impuestosMes.iva)}
        detail={`ICE ${formatMoney(impuestosMes.ice)} · IRBPNR ${formatMoney(impuestosMes.irbpnr)}`}
      />
    </dl>
  );
}
