import { ITEM_ELIMINADO_NO_EDITABLE_MESSAGE, type Item } from '@facturador/shared/domain';
import { formatQuantity } from '../../../common/format';
import { ItemStatusBadge } from './ItemStatusBadge';

/** The item's fixed data above the form, and why an ELIMINADO item cannot be edited. */
export function ItemSummary({ item }: { item: Item }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-3 text-sm">
        <dt className="text-slate-500">Producto</dt>
        <dd className="font-medium text-slate-900">{item.nombre}</dd>
        <dt className="text-slate-500">Almacén</dt>
        <dd>{item.almacen_nombre}</dd>
        <dt className="text-slate-500">Número de serie</dt>
        <dd className="font-mono text-xs">{item.numero_serie ?? 'N/A'}</dd>
        <dt className="text-slate-500">Cantidad</dt>
        <dd>{formatQuantity(item.stock)}</dd>
        <dt className="text-slate-500">Estado actual</dt>
        <dd>
          <ItemStatusBadge status={item.status} />
        </dd>
      </dl>
      {item.status === 'ELIMINADO' ? (
        <p className="mt-4 text-sm font-medium text-red-700">{ITEM_ELIMINADO_NO_EDITABLE_MESSAGE}</p>
      ) : null}
    </>
  );
}
