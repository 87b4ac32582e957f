import { type RemoteData, takeEarly, useRemoteData } from '@facturador/shared/api';
import type { Item, ItemStatus } from '@facturador/shared/domain';
import { ITEMS_LOAD_ERROR } from '../catalogue-messages';
import { itemsKey, loadItems } from '../early-requests';

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
        statuses.map((status) => takeEarly(itemsKey(almacenId!, status), () => loadItems(almacenId!, status))),
      );
      return lists.flat().filter((item) => item.activo);
    },
    ITEMS_LOAD_ERROR,
    // Never show the previous warehouse's items for the new one.
    { keepPrevious: false },
  );
  return { items: data ?? NONE, error, loading, reload };
}
