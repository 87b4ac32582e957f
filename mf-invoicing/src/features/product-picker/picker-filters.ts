import type { Item, Product } from '@facturador/shared/domain';

export type PickerTab = 'todos' | 'inventariados' | 'no-inventariados';

export const PICKER_TABS: { id: PickerTab; label: string }[] = [
  { id: 'todos', label: 'Todos' },
  { id: 'inventariados', label: 'Inventariados' },
  { id: 'no-inventariados', label: 'No Inventariados' },
];

/** Tab, case-insensitive search over name, code and description, and (credit note) the original codes. */
export function filterProducts(
  products: readonly Product[],
  tab: PickerTab,
  search: string,
  onlyCodes?: ReadonlySet<string> | null,
): Product[] {
  const needle = search.trim().toLocaleLowerCase('es');
  return products.filter((product) => {
    if (tab === 'inventariados' && !product.inventariado) return false;
    if (tab === 'no-inventariados' && product.inventariado) return false;
    if (onlyCodes && !onlyCodes.has(product.codigo.toUpperCase())) return false;
    if (!needle) return true;
    return [product.nombre, product.codigo, product.descripcion].some((text) =>
      text.toLocaleLowerCase('es').includes(needle),
    );
  });
}

export function itemsOfProduct(items: readonly Item[], product: Product): Item[] {
  return items.filter((item) => item.producto_id === product._id);
}
