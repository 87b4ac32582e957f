import { fetchItems, type RemoteData, useRemoteData } from '@facturador/shared/api';
import type { Item, ItemStatus } from '@facturador/shared/domain';
import { ITEMS_LOAD_ERROR } from '../catalogue-messages';

/** One empty list, so screens memoizing on it do not recompute while nothing is loaded. */
const NONE: Item[] = [];

type WarehouseItems = Pick<RemoteData<Item[]>, 'error' | 'loading' | 'reload'> & { items: Item[] };

/**
 * Inventory items of the selected warehouse (spec 01 §4 "Warehouse change"): cleared when the
 * warehouse changes, then reloaded when the user has usarInventario. An invoice sells DISPONIBLE
 * items; a credit note takes back VENDIDO serials (and stock rows, which are always DISPONIBLE).
 * A failed load yields an empty list and an error. `version` reloads after an emission.
 */
export function useWarehouseItems(
  almacenId: string | null,
  enabled: boolean,
  creditNote: boolean,
  version: number,
): WarehouseItems {
  const key = enabled && almacenId ? `${almacenId}|${creditNote}|${version}` : null;
  const { data, error, loading, reload } = useRemoteData(
    key,
    async () => {
      const statuses: ItemStatus[] = creditNote ? ['VENDIDO', 'DISPONIBLE'] : ['DISPONIBLE'];
      const lists = await Promise.all(
        statuses.map((status) => fetchItems({ almacen: almacenId!, status, limite: 5000 })),
      );
      return lists.flat().filter((item) => item.activo);
    },
    ITEMS_LOAD_ERROR,
    // Never show the previous warehouse's items for the new one.
    { keepPrevious: false },
  );
  return { items: data ?? NONE, error, loading, reload };
}
