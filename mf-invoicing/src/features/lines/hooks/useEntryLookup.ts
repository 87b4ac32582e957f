import {
  type Item,
  LEGACY_IVA_LABEL,
  PRODUCTO_NO_EXISTE_EN_ALMACEN_MESSAGE,
  type Product,
} from '@facturador/shared/domain';
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef } from 'react';
import type { EntryContext } from '../entry-context';
import { type EntryState, same } from '../entry-state';

type EntryLookupOptions = {
  context: EntryContext;
  entry: EntryState;
  setEntry: Dispatch<SetStateAction<EntryState>>;
  choose: (product: Product, item: Item | null, impuesto?: string) => void;
  stockRowOf: (product: Product) => Item | null;
};

/** Enter in Código and in Serie: the registered product or serial fills the entry row. */
export function useEntryLookup({ context, entry, setEntry, choose, stockRowOf }: EntryLookupOptions) {
  /**
   * Enter in the code field: a registered product with that code fills the row. Chosen from the
   * code field, a product without a tax label falls back to the legacy IVA 12% (spec 01 §9).
   */
  const pendingCode = useRef<string | null>(null);
  /**
   * A found code fills the row, unless it is an inventoried product (not serialized: a serial says where it
   * is) with no stock row in the selected warehouse: refused at once, before price and quantity, with the
   * spec's message; the code stays for the clerk to correct.
   */
  const fillFromCode = useCallback(
    (product: Product) => {
      const row = stockRowOf(product);
      const missing =
        context.usarInventario &&
        product.inventariado &&
        !product.serializado &&
        !row &&
        context.tipoComprobante === 'factura';
      if (missing) context.onWarning(PRODUCTO_NO_EXISTE_EN_ALMACEN_MESSAGE);
      else choose(product, row, product.impuesto || LEGACY_IVA_LABEL);
    },
    [stockRowOf, context.usarInventario, context.tipoComprobante, context.onWarning, choose],
  );
  const lookupCode = useCallback(() => {
    const code = entry.fields.producto_codigo.trim();
    // Looked up already, unless its item belongs to another warehouse since a warehouse change.
    const itemElsewhere = entry.item !== null && entry.item.almacen_id !== context.almacen?._id;
    if (!code || (entry.product && same(entry.product.codigo, code) && !itemElsewhere)) return;
    if (context.productsLoading) {
      pendingCode.current = code;
      return;
    }
    const product = context.products.find((candidate) => same(candidate.codigo, code));
    if (product) fillFromCode(product);
  }, [entry, context.products, context.productsLoading, context.almacen, fillFromCode]);

  // The catalogue arrived: finish the lookup of a code entered while it loaded, if still there.
  useEffect(() => {
    const code = pendingCode.current;
    if (context.productsLoading || code === null) return;
    pendingCode.current = null;
    if (!same(code, entry.fields.producto_codigo) || entry.product) return;
    const product = context.products.find((candidate) => same(candidate.codigo, code));
    if (product) fillFromCode(product);
  }, [context.productsLoading, context.products, entry, fillFromCode]);

  /** Enter in the serial field: a serial of the selected warehouse fills the row with its product. */
  const lookupSerial = useCallback(() => {
    const serie = entry.fields.producto_numero_serie.trim();
    if (!serie || (entry.item && same(entry.item.numero_serie, serie))) return;
    const item = context.items.find((candidate) => same(candidate.numero_serie, serie));
    if (!item) return;
    const product = context.products.find((candidate) => candidate._id === item.producto_id);
    if (!product) return;
    if (entry.product?._id === product._id) setEntry((current) => ({ ...current, item }));
    else choose(product, item);
  }, [entry, context.items, context.products, choose, setEntry]);

  return { lookupCode, lookupSerial };
}
