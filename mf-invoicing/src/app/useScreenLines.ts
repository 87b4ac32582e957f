import type { InvoiceFormLine, Item, Product } from '@facturador/shared/domain';
import { useCallback } from 'react';
import { cantidadMaxima, editBilledLine } from '../features/credit-note/credit-note-fields';
import type { InvoiceForm } from '../features/invoice-form/state/form-state';
import { useEntryRow } from '../features/lines/hooks/useEntryRow';
import { useLineEditing } from '../features/lines/hooks/useLineEditing';
import { addQuantity } from '../features/lines/scan-code';

/** A credit note's lines pre-filled from the invoice, edited within what is left to credit (issue 11). */
const billedLines = { isBilled: (line: InvoiceFormLine) => cantidadMaxima(line) !== null, edit: editBilledLine };

/**
 * 'Lista de items' wired to the form: the added lines edited in place, and the entry row that adds
 * them (a scanner's repeated code adds to its line, with the rules of an edit).
 */
export function useScreenLines(options: {
  form: InvoiceForm;
  patch: (changes: Partial<InvoiceForm>) => void;
  addLine: (line: InvoiceFormLine) => void;
  products: readonly Product[];
  productsLoading: boolean;
  items: readonly Item[];
  usarInventario: boolean;
  almacen: { _id: string; nombre: string } | null;
  cantidades: ReadonlyMap<string, number>;
  creditNote: boolean;
  onWarning: (message: string) => void;
}) {
  const { form, patch, addLine, products, productsLoading, items, usarInventario, almacen, cantidades } = options;
  const { creditNote, onWarning } = options;
  const editProductos = useCallback((productos: InvoiceForm['productos']) => patch({ productos }), [patch]);

  const lineEditing = useLineEditing({
    lines: form.productos,
    products,
    items,
    usarInventario,
    almacen,
    tipoComprobante: form.tipoComprobante,
    cantidadesOriginales: cantidades,
    billedLines: creditNote ? billedLines : undefined,
    onChange: editProductos,
    onWarning,
  });

  const entry = useEntryRow({
    products,
    productsLoading,
    items,
    usarInventario,
    almacen,
    lines: form.productos,
    tipoComprobante: form.tipoComprobante,
    cantidadesOriginales: cantidades,
    onAdd: addLine,
    onIncrease: (index, cantidad) =>
      lineEditing.edit(index, { producto_cantidad: addQuantity(form.productos[index]!.producto_cantidad, cantidad) }),
    onWarning,
  });

  return { lineEditing, entry };
}
