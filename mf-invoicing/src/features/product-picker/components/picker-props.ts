import type { Item, Product } from '@facturador/shared/domain';

/** What the product picker and its items view are given. */
export type ProductPickerProps = {
  open: boolean;
  onClose: () => void;
  /** Products the user may sell (active; inventoried only with usarInventario). */
  products: readonly Product[];
  productsLoading: boolean;
  /** Items of the selected warehouse this document may take. */
  items: readonly Item[];
  itemsLoading: boolean;
  usarInventario: boolean;
  almacenSelected: boolean;
  /** Credit note: only the original invoice's product codes (upper case). */
  onlyCodes?: ReadonlySet<string> | null;
  /** Serials already in the list, marked so the clerk sees them. */
  addedSeries: ReadonlySet<string>;
  onSelect: (product: Product, item: Item | null) => void;
};
