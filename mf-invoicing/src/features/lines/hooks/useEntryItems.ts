import { fetchItems } from '@facturador/shared/api';
import type { EntryItem, Item, Product } from '@facturador/shared/domain';
import { useCallback } from 'react';
import { type EntryFields, same, toEntryItem } from '../entry-state';

/** How the entry row finds the inventory item behind a product (spec 01 §4, §5). */
export function useEntryItems(context: {
  items: readonly Item[];
  usarInventario: boolean;
  almacen: { _id: string; nombre: string } | null;
}) {
  const { items, usarInventario, almacen } = context;

  /** Non-serialized inventoried products take their stock row in the selected warehouse. */
  const stockRowOf = useCallback(
    (product: Product) =>
      usarInventario && product.inventariado && !product.serializado
        ? (items.find((item) => item.producto_id === product._id && !item.numero_serie) ?? null)
        : null,
    [items, usarInventario],
  );

  /**
   * The item that serves the row: the remembered one (maybe from another warehouse, which the
   * rules refuse), the selected warehouse's row for it, or — for a typed serial — a search of
   * every warehouse so that the message can say where the serial is.
   */
  const resolveItem = useCallback(
    async (product: Product | null, item: Item | null, fields: EntryFields): Promise<EntryItem | null> => {
      if (!product?.inventariado || !usarInventario) return null;
      if (item) return toEntryItem(items.find((candidate) => candidate._id === item._id) ?? item);
      if (!product.serializado) {
        const row = stockRowOf(product);
        return row ? toEntryItem(row) : null;
      }
      const serie = fields.producto_numero_serie.trim();
      if (!serie) return null;
      const local = items.find(
        (candidate) => candidate.producto_id === product._id && same(candidate.numero_serie, serie),
      );
      if (local) return toEntryItem(local);
      try {
        const found = await fetchItems({ busqueda: serie, producto_id: product._id });
        const elsewhere = found.find(
          (candidate) => same(candidate.numero_serie, serie) && candidate.almacen_id !== almacen?._id,
        );
        return elsewhere ? toEntryItem(elsewhere) : null;
      } catch (error) {
        console.error('No se pudo buscar el número de serie', error);
        return null;
      }
    },
    [items, usarInventario, stockRowOf, almacen],
  );

  return { stockRowOf, resolveItem };
}
