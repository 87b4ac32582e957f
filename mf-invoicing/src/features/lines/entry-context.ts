import type { InvoiceFormLine, Item, Product } from '@facturador/shared/domain';

/** What the entry row works with: the catalogue, the warehouse, the listed lines and the screen's callbacks. */
export type EntryContext = {
  /** Products the user may sell (active; inventoried ones only with usarInventario). */
  products: readonly Product[];
  /** Still loading: a code entered meanwhile (a fast scanner) is looked up once they arrive. */
  productsLoading: boolean;
  /** Items of the selected warehouse that this document may take. */
  items: readonly Item[];
  usarInventario: boolean;
  almacen: { _id: string; nombre: string } | null;
  lines: readonly InvoiceFormLine[];
  tipoComprobante: 'factura' | 'notaCredito';
  /** Credit note: quantity originally invoiced per upper-case code. */
  cantidadesOriginales?: ReadonlyMap<string, number>;
  onAdd: (line: InvoiceFormLine) => void;
  /** Scanner mode: adds units to the listed line at `index`; false when a rule refused it (and warned). */
  onIncrease?: (index: number, cantidad: string) => boolean;
  onWarning: (message: string) => void;
};
