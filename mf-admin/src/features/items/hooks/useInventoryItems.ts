import { fetchItems, type RemoteData, useRemoteData } from '@facturador/shared/api';
import { type Item, type ItemStatus, TODOS } from '@facturador/shared/domain';
import { useDebouncedValue } from '../../../common/useDebouncedValue';

export interface ItemFilterValues {
  /** Warehouse id, or TODOS. */
  almacen: string;
  status: ItemStatus | typeof TODOS;
  busqueda: string;
}

/**
 * GET /api/items with the screen's filters: the search waits 500 ms after the last keystroke;
 * TODOS and empty filters are not sent (spec 02 §5).
 */
export function useInventoryItems(filters: ItemFilterValues): RemoteData<Item[]> {
  const busqueda = useDebouncedValue(filters.busqueda.trim());
  const query = {
    busqueda,
    almacen: filters.almacen === TODOS ? '' : filters.almacen,
    status: filters.status === TODOS ? '' : filters.status,
  } as const;
  return useRemoteData(JSON.stringify(query), () => fetchItems(query), 'Error al cargar los items');
}
