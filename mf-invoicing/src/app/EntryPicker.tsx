import type { InvoiceFormLine, Item, Product } from '@facturador/shared/domain';
import { type ComponentProps, useMemo } from 'react';
import { flushSync } from 'react-dom';
import { ProductPickerDialog } from '../features/product-picker/components/ProductPickerDialog';

type EntryPickerProps = Omit<ComponentProps<typeof ProductPickerDialog>, 'addedSeries' | 'onSelect'> & {
  lines: readonly InvoiceFormLine[];
  /** Fills the entry row with the choice. */
  onChoose: (product: Product, item: Item | null) => void;
  /** After the dialog has closed: on to the quantity. */
  focusQuantity: () => void;
};

/** 'Buscar producto' for the entry row: the serials already listed are marked. */
export function EntryPicker({ lines, onChoose, focusQuantity, ...picker }: EntryPickerProps) {
  const addedSeries = useMemo(
    () =>
      new Set(lines.map((line) => (line.producto_numero_serie ?? '').toUpperCase()).filter((serie) => serie !== '')),
    [lines],
  );
  return (
    <ProductPickerDialog
      {...picker}
      addedSeries={addedSeries}
      onSelect={(product, item) => {
        // Once the dialog has given the focus back to 'Buscar producto': on to the quantity.
        flushSync(() => {
          onChoose(product, item);
          picker.onClose();
        });
        focusQuantity();
      }}
    />
  );
}
