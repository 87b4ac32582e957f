import { checkNewLine, type Item, LEGACY_IVA_LABEL, type Product } from '@facturador/shared/domain';
import { type Dispatch, type SetStateAction, useCallback, useRef } from 'react';
import type { EntryContext } from '../entry-context';
import { EMPTY_ENTRY, type EntryState, filledEntry, lineOf, same } from '../entry-state';
import type { useEntryItems } from './useEntryItems';

type AddEntryOptions = {
  context: EntryContext;
  entry: EntryState;
  setEntry: Dispatch<SetStateAction<EntryState>>;
  resolveItem: ReturnType<typeof useEntryItems>['resolveItem'];
  stockRowOf: (product: Product) => Item | null;
};

/** 'Agregar' (spec 01 §5 "Adding a line"): the row's line, checked, added once however fast Enter is pressed. */
export function useAddEntry({ context, entry, setEntry, resolveItem, stockRowOf }: AddEntryOptions) {
  /** 'Agregar': checks the rules, adds the line and clears the row. True when added. */
  const addEntry = useCallback(
    async (state: EntryState = entry): Promise<boolean> => {
      // A typed code of a registered product is that product, even without Enter: its rules apply;
      // with nothing else typed (Ctrl+Enter in Código) the product fills the row as Enter would.
      const typed = state.product
        ? null
        : (context.products.find((candidate) => same(candidate.codigo, state.fields.producto_codigo)) ?? null);
      const current =
        typed && !state.fields.producto_nombre.trim()
          ? filledEntry(typed, stockRowOf(typed), typed.impuesto || LEGACY_IVA_LABEL)
          : state;
      const { fields } = current;
      const product = current.product ?? typed;
      const inventoried = Boolean(context.usarInventario && product?.inventariado);
      const item = await resolveItem(product, current.product ? current.item : null, fields);
      const line = lineOf(fields, product, item, inventoried);
      const problem = checkNewLine({
        line,
        product,
        item,
        usarInventario: context.usarInventario,
        almacen: context.almacen,
        lines: context.lines,
        tipoComprobante: context.tipoComprobante,
        cantidadOriginal: context.cantidadesOriginales?.get(line.producto_codigo.toUpperCase()) ?? 0,
      });
      if (problem) {
        if (current !== state) setEntry(current);
        context.onWarning(problem);
        return false;
      }
      context.onAdd(line);
      setEntry(EMPTY_ENTRY);
      return true;
    },
    [entry, resolveItem, stockRowOf, context, setEntry],
  );

  const adding = useRef(false);
  const add = useCallback(
    async (state?: EntryState): Promise<boolean> => {
      // Enter pressed twice quickly must not add the row twice while a serial is being looked up.
      if (adding.current) return false;
      adding.current = true;
      try {
        return await addEntry(state);
      } finally {
        adding.current = false;
      }
    },
    [addEntry],
  );
  return add;
}
