import { formatMoney } from '@facturador/shared/domain';
import type { Dashboard } from '@facturador/shared/domain/reports';
import { EmptyState } from '../../../common/feedback';
import { formatQuantity } from '../../../common/format';
import { cellClass, Table } from '../../../common/Table';

/** The month's best sellers by amount. */
export function TopProductsTable({ rows }: { rows: Dashboard['topProductos'] }) {
  if (rows.length === 0) return <EmptyState>Aún no hay ventas este mes.</EmptyState>;
  return (
    <Table caption="Productos más vendidos del mes" headers={['Producto', 'Cantidad', 'Total']}>
      {rows.map((row) => (
        <tr key={row.codigo}>
          <td className={cellClass}>
            {row.nombre} <span className="text-slate-500">({row.codigo})</span>
          </td>
          <td className={`${cellClass} tabular-nums`}>{formatQuantity(row.cantidad)}</td>
          <td className={`${cellClass} tabular-nums`}>{formatMoney(row.total)}</td>
        </tr>
      ))}
    </Table>
  );
}
