import { ITEM_ELIMINADO_NO_EDITABLE_MESSAGE, ITEM_STATUSES, type Item, TODOS } from '@facturador/shared/domain';
import { SelectField, smallButtonClass } from '@facturador/shared/ui';
import { useCallback, useState } from 'react';
import { formatQuantity } from '../../common/format';
import { ListTable } from '../../common/ListTable';
import { NewMovementLink } from '../../common/NewMovementLink';
import { PageHeader } from '../../common/PageHeader';
import { SearchField } from '../../common/SearchField';
import { cardClass } from '../../common/styles';
import { cellClass } from '../../common/Table';
import { useValues } from '../../common/useValues';
import { useWarehouseOptions } from '../../common/useWarehouseOptions';
import { ItemEditModal } from './components/ItemEditModal';
import { ItemSavedDialog } from './components/ItemSavedDialog';
import { ItemStatusBadge } from './components/ItemStatusBadge';
import { type ItemFilterValues, useInventoryItems } from './hooks/useInventoryItems';

export const SIN_ITEMS_MESSAGE = 'No se encontraron items';

const STATUS_OPTIONS = [
  { value: TODOS, label: 'Todos' },
  ...ITEM_STATUSES.map((status) => ({ value: status, label: status })),
];

/** Gestión de Inventario (spec 02 §2): items by warehouse, status and name or serial. */
export function ItemsPage() {
  const { values: filters, bind } = useValues<ItemFilterValues>({ almacen: TODOS, status: TODOS, busqueda: '' });
  const { data: items, error, loading, reload } = useInventoryItems(filters);
  const warehouses = useWarehouseOptions();
  const [editing, setEditing] = useState<Item | null>(null);
  const [saved, setSaved] = useState(false);
  const closeSaved = useCallback(() => setSaved(false), []);
  // Stable handlers: a new one on each render would make the shared Modal move the focus again.
  const closeEditor = useCallback(() => setEditing(null), []);
  const onItemSaved = useCallback(() => {
    setEditing(null);
    setSaved(true);
    reload();
  }, [reload]);

  return (
    <section>
      <PageHeader
        title="Gestión de Inventario"
        subtitle="Stock por almacén y estado de cada número de serie."
        actions={<NewMovementLink />}
      />
      <div className={`${cardClass} mb-4 grid gap-4 p-4 sm:grid-cols-3`}>
        <SelectField
          label="Almacén"
          options={[
            { value: TODOS, label: 'Todos' },
            ...warehouses.map(({ _id, nombre }) => ({ value: _id, label: nombre })),
          ]}
          {...bind('almacen')}
        />
        <SelectField label="Estado" options={STATUS_OPTIONS} {...bind('status')} />
        <SearchField scope="por nombre o número de serie" {...bind('busqueda')} />
      </div>
      <ListTable
        rows={items}
        loading={loading}
        error={error}
        emptyText={SIN_ITEMS_MESSAGE}
        caption="Items de inventario"
        headers={['Producto', 'Almacén', 'Número Serie', 'Cantidad', 'Estado', 'Editar']}
        cells={(item) => (
          <>
            <td className={cellClass}>
              <span className="font-medium text-slate-900">{item.nombre}</span>
              <span className="block font-mono text-xs text-slate-500">{item.producto_codigo}</span>
            </td>
            <td className={cellClass}>{item.almacen_nombre}</td>
            <td className={`${cellClass} font-mono text-xs`}>{item.numero_serie ?? 'N/A'}</td>
            <td className={`${cellClass} tabular-nums`}>{formatQuantity(item.stock)}</td>
            <td className={cellClass}>
              <ItemStatusBadge status={item.status} />
            </td>
            <td className={cellClass}>
              <button
                type="button"
                className={smallButtonClass}
                disabled={item.status === 'ELIMINADO'}
                onClick={() => setEditing(item)}
              >
                Editar
              </button>
              {item.status === 'ELIMINADO' ? (
                <span className="mt-1 block max-w-40 text-xs text-slate-500">{ITEM_ELIMINADO_NO_EDITABLE_MESSAGE}</span>
              ) : null}
            </td>
          </>
        )}
      />
      <ItemEditModal item={editing} onClose={closeEditor} onSaved={onItemSaved} />
      <ItemSavedDialog open={saved} onClose={closeSaved} />
    </section>
  );
}
