import { fetchItems } from '@facturador/shared/api';
import type { Item, ItemStatus } from '@facturador/shared/domain';
import { useEffect, useState } from 'react';

/**
 * Inventory items of the selected warehouse (spec 01 §4 "Warehouse change"): cleared when the
 * warehouse changes, then reloaded when the user has usarInventario. An invoice sells DISPONIBLE
 * items; a credit note takes back VENDIDO serials (and stock rows, which are always DISPONIBLE).
 * A failed load is logged and yields an empty list. `version` reloads after an emission.
 */
export function useWarehouseItems(
  almacenId: string | null,
  enabled: boolean,
  creditNote: boolean,
  version: number,
): { items: Item[]; loading: boolean } {
  const [state, setState] = useState<{ key: string; items: Item[]; loading: boolean }>({
    key: '',
    items: [],
    loading: false,
  });
  const key = `${almacenId}|${creditNote}|${version}`;

  useEffect(() => {
    if (!enabled || !almacenId) {
      setState({ key, items: [], loading: false });
      return;
    }
    let cancelled = false;
    setState({ key, items: [], loading: true });
    const statuses: ItemStatus[] = creditNote ? ['VENDIDO', 'DISPONIBLE'] : ['DISPONIBLE'];
    Promise.all(statuses.map((status) => fetchItems({ almacen: almacenId, status, limite: 5000 })))
      .then((lists) => lists.flat().filter((item) => item.activo))
      .catch((error: unknown) => {
        console.error('No se pudieron cargar los items del almacén', error);
        return [] as Item[];
      })
      .then((items) => {
        if (!cancelled) setState({ key, items, loading: false });
      });
    return () => {
      cancelled = true;
    };
  }, [almacenId, enabled, creditNote, key]);

  // Until the effect runs for a new warehouse, never show the previous warehouse's items.
  if (state.key !== key) return { items: [], loading: enabled && Boolean(almacenId) };
  return { items: state.items, loading: state.loading };
}
