import {
  DEFAULT_IVA_LABEL,
  type EntryItem,
  fechaIsoHoy,
  type InvoiceFormLine,
  type Item,
  lineTaxesOf,
  type Product,
} from '@facturador/shared/domain';

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

/** The row after typing `value` in one field: another code is another product, another serial another item. */
export function withField(current: EntryState, name: keyof EntryFields, value: string): EntryState {
  const fields = { ...current.fields, [name]: value };
  let { product, item } = current;
  if (name === 'producto_codigo' && product && !same(value, product.codigo)) {
    product = null;
    item = null;
    fields.producto_numero_serie = '';
  }
  if (name === 'producto_numero_serie' && item?.numero_serie && !same(value, item.numero_serie)) item = null;
  // A serial number forces quantity 1 (spec 01 §4).
  if (fields.producto_numero_serie.trim()) fields.producto_cantidad = '1';
  return { fields, product, item };
}

/** The line 'Agregar' adds from the row's fields and its product and item. */
export function lineOf(
  fields: EntryFields,
  product: Product | null,
  item: EntryItem | null,
  inventoried: boolean,
): InvoiceFormLine {
  return {
    producto_codigo: fields.producto_codigo.trim(),
    producto_nombre: fields.producto_nombre.trim(),
    producto_descripcion: product?.descripcion ?? '',
    producto_numero_serie: fields.producto_numero_serie.trim(),
    producto_precio: fields.producto_precio.trim(),
    producto_cantidad: fields.producto_cantidad.trim(),
    producto_descuento: fields.producto_descuento.trim() || '0',
    producto_impuesto: fields.producto_impuesto,
    esInventariado: inventoried,
    producto_id: product?._id ?? null,
    // A registered product's ICE and IRBPNR at today's rates; typed lines stay IVA-only.
    ...(product ? lineTaxesOf(product, fechaIsoHoy()) : {}),
    almacen_id: inventoried ? (item?.almacen_id ?? null) : null,
  };
}
