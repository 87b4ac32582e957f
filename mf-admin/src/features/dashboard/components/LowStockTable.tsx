import type { Dashboard } from '@facturador/shared/domain/reports';
import { EmptyState } from '../../../common/feedback';
import { formatQuantity } from '../../../common/format';
import { cellClass, Table } from '../../../common/Table';

/** Items under their product's stock mínimo, per warehouse. */
export function LowStockTable({ rows }: { rows: Dashboard['stockBajo'] }) {
  if (rows.length === 0) return <EmptyState>Ningún producto está bajo su stock mínimo.</EmptyState>;
  return (
    <Table caption="Stock bajo" headers={['Producto', 'Almacén', 'Stock', 'Stock mínimo']}>
      {rows.map((row) => (
        <tr key={`${row.codigo}-${row.almacen}`}>
          <td className={cellClass}>
            {row.nombre} <span className="text-slate-500">({row.codigo})</span>
          </td>
          <td className={cellClass}>{row.almacen}</td>
          <td className={`${cellClass} font-semibold text-red-700 tabular-nums`}>{formatQuantity(row.stock)}</td>
          <td className={`${cellClass} tabular-nums`}>{formatQuantity(row.stockMinimo)}</td>
        </tr>
      ))}
    </Table>
  );
}
