import { type Item, LEGACY_IVA_LABEL, type Product } from '@facturador/shared/domain';
import { useCallback, useState } from 'react';
import type { EntryContext } from '../entry-context';
import { EMPTY_ENTRY, type EntryFields, type EntryState, filledEntry, same, withField } from '../entry-state';
import { parseScan } from '../scan-code';
import { useAddEntry } from './useAddEntry';
import { useEntryItems } from './useEntryItems';
import { useEntryLookup } from './useEntryLookup';

export type { EntryContext } from '../entry-context';
export type { EntryFields } from '../entry-state';

/** What a scan (Enter in Código, scanner mode) did: added the line, went to the serial, or nothing. */
export type ScanOutcome = 'added' | 'serial' | 'filled' | 'none';

/** The entry row of 'Lista de items' (spec 01 §2, §4 "Entry row", §5 "Adding a line"). */
export function useEntryRow(context: EntryContext) {
  const [entry, setEntry] = useState<EntryState>(EMPTY_ENTRY);
  const { products, usarInventario } = context;

  /** Fills the row from a registered product (and item): quantity 1, discount 0. */
  const choose = useCallback((product: Product, item: Item | null, impuesto: string = product.impuesto) => {
    setEntry(filledEntry(product, item, impuesto));
  }, []);

  const { stockRowOf, resolveItem } = useEntryItems(context);

  const setField = useCallback((name: keyof EntryFields, value: string) => {
    setEntry((current) => withField(current, name, value));
  }, []);

  const { lookupCode, lookupSerial } = useEntryLookup({ context, entry, setEntry, choose, stockRowOf });

  const add = useAddEntry({ context, entry, setEntry, resolveItem, stockRowOf });

  /**
   * Scanner mode (issue 13): a code of exactly one registered product fills the row (quantity 1,
   * discount 0); a non-serialized one is added at once, with every rule of spec 01 §5 (repeated
   * codes, cumulative stock). A serialized one waits for its serial; no match is left to Enter.
   * Issue 25: `N*CODE` takes N units, and a code already listed without serial adds to its line.
   */
  const scan = useCallback(async (): Promise<ScanOutcome> => {
    const { codigo: code, cantidad } = parseScan(entry.fields.producto_codigo);
    if (!code || context.productsLoading) return 'none';
    const matches = products.filter((candidate) => same(candidate.codigo, code));
    if (matches.length !== 1) return 'none';
    const product = matches[0]!;
    const state = filledEntry(product, stockRowOf(product), product.impuesto || LEGACY_IVA_LABEL);
    if (cantidad) state.fields.producto_cantidad = cantidad;
    setEntry(state);
    if (usarInventario && product.serializado) return 'serial';
    const listed = context.lines.findIndex(
      (line) => same(line.producto_codigo, product.codigo) && !(line.producto_numero_serie ?? '').trim(),
    );
    if (listed >= 0 && context.onIncrease) {
      if (!context.onIncrease(listed, cantidad ?? '1')) return 'filled';
      setEntry(EMPTY_ENTRY);
      return 'added';
    }
    return (await add(state)) ? 'added' : 'filled';
  }, [entry, products, context, usarInventario, stockRowOf, add]);

  const serialDisabled = Boolean(entry.product && !(usarInventario && entry.product.inventariado));
  const quantityDisabled = entry.fields.producto_numero_serie.trim() !== '';

  return {
    fields: entry.fields,
    /** Nothing typed in the row (Ctrl+Enter then sends the document). */
    empty: !entry.fields.producto_codigo.trim() && !entry.fields.producto_nombre.trim(),
    product: entry.product,
    /** The inventory item behind the row (its stock row in the selected warehouse, or a serial). */
    item: entry.item,
    serialDisabled,
    quantityDisabled,
    setField,
    choose: (product: Product, item: Item | null) => choose(product, item ?? stockRowOf(product)),
    lookupCode,
    lookupSerial,
    add: () => add(),
    scan,
  };
}

export type EntryRow = ReturnType<typeof useEntryRow>;
