import type { Movement } from '@facturador/shared/domain/movements';
import { formatQuantity } from '../../../common/format';
import { cellClass, Table } from '../../../common/Table';

/** Producto / Cantidad / Número de Serie of a movement (N/A when a line has no serial). */
export function MovementLinesTable({ items }: { items: Movement['items'] }) {
  return (
    <Table caption="Items del movimiento" headers={['Producto', 'Cantidad', 'Número de Serie']}>
      {items.map((line) => (
        <tr key={line._id}>
          <td className={cellClass}>{line.nombre}</td>
          <td className={`${cellClass} tabular-nums`}>{formatQuantity(line.cantidad)}</td>
          <td className={`${cellClass} font-mono text-xs`}>{line.numero_serie ?? 'N/A'}</td>
        </tr>
      ))}
    </Table>
  );
}
