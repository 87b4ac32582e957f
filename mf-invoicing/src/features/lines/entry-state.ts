import { DEFAULT_IVA_LABEL, type EntryItem, type Item, type Product } from '@facturador/shared/domain';

/** The entry row's text fields, as typed. */
export type EntryFields = {
  producto_codigo: string;
  producto_nombre: string;
  producto_numero_serie: string;
  producto_precio: string;
  producto_cantidad: string;
  producto_descuento: string;
  producto_impuesto: string;
};

export type EntryState = {
  fields: EntryFields;
  /** Registered product chosen for the row (by code, serial or picker). */
  product: Product | null;
  /** Inventory item chosen for the row: its product and warehouse are remembered (spec 01 §4). */
  item: Item | null;
};

/** Spec 01 §3 defaults: price 1, quantity 1, discount 0, IVA 15%. */
const EMPTY_FIELDS: EntryFields = {
  producto_codigo: '',
  producto_nombre: '',
  producto_numero_serie: '',
  producto_precio: '1',
  producto_cantidad: '1',
  producto_descuento: '0',
  producto_impuesto: DEFAULT_IVA_LABEL,
};
export const EMPTY_ENTRY: EntryState = { fields: EMPTY_FIELDS, product: null, item: null };

/** Nothing typed yet: the row holds only the spec's defaults, so it shows no subtotal (it is not a line). */
export const isUntouchedEntry = (fields: EntryFields) =>
  (Object.keys(EMPTY_FIELDS) as (keyof EntryFields)[]).every(
    (name) => (fields[name] ?? '').trim() === (EMPTY_FIELDS[name] ?? '').trim(),
  );

/** Codes and serials compare trimmed and case-insensitively. */
export const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase();

export const toEntryItem = (item: Item): EntryItem => ({
  _id: item._id,
  almacen_id: item.almacen_id,
  almacen_nombre: item.almacen_nombre,
  numero_serie: item.numero_serie,
  stock: item.stock,
});

/** The row filled from a registered product (and item): quantity 1, discount 0 (spec 01 §4). */
export function filledEntry(product: Product, item: Item | null, impuesto: string = product.impuesto): EntryState {
  return {
    product,
    item,
    fields: {
      producto_codigo: product.codigo,
      producto_nombre: product.nombre,
      producto_numero_serie: item?.numero_serie ?? '',
      producto_precio: String(product.precio),
      producto_cantidad: '1',
      producto_descuento: '0',
      producto_impuesto: impuesto,
    },
  };
}
