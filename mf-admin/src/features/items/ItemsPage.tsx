import { ITEM_ELIMINADO_NO_EDITABLE_MESSAGE, ITEM_STATUSES, type Item, TODOS } from '@facturador/shared/domain';
import { primaryButtonClass, SelectField, Spinner, smallButtonClass, TextField } from '@facturador/shared/ui';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorBanner } from '../../common/feedback';
import { formatQuantity } from '../../common/format';
import { PageHeader } from '../../common/PageHeader';
import { cardClass } from '../../common/styles';
import { cellClass, Table } from '../../common/Table';
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
  const [filters, setFilters] = useState<ItemFilterValues>({ almacen: TODOS, status: TODOS, busqueda: '' });
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

  const set = <K extends keyof ItemFilterValues>(key: K, value: ItemFilterValues[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));

  return (
    <section>
      <PageHeader
        title="Gestión de Inventario"
        subtitle="Stock por almacén y estado de cada número de serie."
        actions={
          <Link to="/movimientos-inventario" className={primaryButtonClass}>
            Realizar movimiento
          </Link>
        }
      />
      <div className={`${cardClass} mb-4 grid gap-4 p-4 sm:grid-cols-3`}>
        <SelectField
          label="Almacén"
          options={[
            { value: TODOS, label: 'Todos' },
            ...warehouses.map(({ _id, nombre }) => ({ value: _id, label: nombre })),
          ]}
          value={filters.almacen}
          onChange={(event) => set('almacen', event.target.value)}
        />
        <SelectField
          label="Estado"
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(event) => set('status', event.target.value as ItemFilterValues['status'])}
        />
        <TextField
          label="Buscar"
          hiddenLabel="por nombre o número de serie"
          type="search"
          placeholder="Buscar por nombre o número de serie"
          value={filters.busqueda}
          onChange={(event) => set('busqueda', event.target.value)}
        />
      </div>
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {loading && !items ? <Spinner /> : null}
      {items && items.length === 0 ? <EmptyState>{SIN_ITEMS_MESSAGE}</EmptyState> : null}
      {items && items.length > 0 ? (
        <Table
          caption="Items de inventario"
          headers={['Producto', 'Almacén', 'Número Serie', 'Cantidad', 'Estado', 'Editar']}
        >
          {items.map((item) => (
            <tr key={item._id} className="hover:bg-slate-50">
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
                  <span className="mt-1 block max-w-40 text-xs text-slate-500">
                    {ITEM_ELIMINADO_NO_EDITABLE_MESSAGE}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </Table>
      ) : null}
      <ItemEditModal item={editing} onClose={closeEditor} onSaved={onItemSaved} />
      <ItemSavedDialog open={saved} onClose={closeSaved} />
    </section>
  );
}
