import {
  checkNewLine,
  fechaIsoHoy,
  type InvoiceFormLine,
  type Item,
  LEGACY_IVA_LABEL,
  lineTaxesOf,
  PRODUCTO_NO_EXISTE_EN_ALMACEN_MESSAGE,
  type Product,
} from '@facturador/shared/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { EMPTY_ENTRY, type EntryFields, type EntryState, filledEntry, same } from '../entry-state';
import { parseScan } from '../scan-code';
import { useEntryItems } from './useEntryItems';

export type { EntryFields } from '../entry-state';

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

/** What a scan (Enter in Código, scanner mode) did: added the line, went to the serial, or nothing. */
export type ScanOutcome = 'added' | 'serial' | 'filled' | 'none';

/** The entry row of 'Lista de items' (spec 01 §2, §4 "Entry row", §5 "Adding a line"). */
export function useEntryRow(context: EntryContext) {
  const [entry, setEntry] = useState<EntryState>(EMPTY_ENTRY);
  const { products, items, usarInventario } = context;

  /** Fills the row from a registered product (and item): quantity 1, discount 0. */
  const choose = useCallback((product: Product, item: Item | null, impuesto: string = product.impuesto) => {
    setEntry(filledEntry(product, item, impuesto));
  }, []);

  const { stockRowOf, resolveItem } = useEntryItems(context);

  const setField = useCallback((name: keyof EntryFields, value: string) => {
    setEntry((current) => {
      const fields = { ...current.fields, [name]: value };
      let { product, item } = current;
      // Another code is another product; another serial is another item.
      if (name === 'producto_codigo' && product && !same(value, product.codigo)) {
        product = null;
        item = null;
        fields.producto_numero_serie = '';
      }
      if (name === 'producto_numero_serie' && item?.numero_serie && !same(value, item.numero_serie)) item = null;
      // A serial number forces quantity 1 (spec 01 §4).
      if (fields.producto_numero_serie.trim()) fields.producto_cantidad = '1';
      return { fields, product, item };
    });
  }, []);

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
        usarInventario && product.inventariado && !product.serializado && !row && context.tipoComprobante === 'factura';
      if (missing) context.onWarning(PRODUCTO_NO_EXISTE_EN_ALMACEN_MESSAGE);
      else choose(product, row, product.impuesto || LEGACY_IVA_LABEL);
    },
    [stockRowOf, usarInventario, context.tipoComprobante, context.onWarning, choose],
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
    const product = products.find((candidate) => same(candidate.codigo, code));
    if (product) fillFromCode(product);
  }, [entry, products, context.productsLoading, context.almacen, fillFromCode]);

  // The catalogue arrived: finish the lookup of a code entered while it loaded, if still there.
  useEffect(() => {
    const code = pendingCode.current;
    if (context.productsLoading || code === null) return;
    pendingCode.current = null;
    if (!same(code, entry.fields.producto_codigo) || entry.product) return;
    const product = products.find((candidate) => same(candidate.codigo, code));
    if (product) fillFromCode(product);
  }, [context.productsLoading, products, entry, fillFromCode]);

  /** Enter in the serial field: a serial of the selected warehouse fills the row with its product. */
  const lookupSerial = useCallback(() => {
    const serie = entry.fields.producto_numero_serie.trim();
    if (!serie || (entry.item && same(entry.item.numero_serie, serie))) return;
    const item = items.find((candidate) => same(candidate.numero_serie, serie));
    if (!item) return;
    const product = products.find((candidate) => candidate._id === item.producto_id);
    if (!product) return;
    if (entry.product?._id === product._id) setEntry((current) => ({ ...current, item }));
    else choose(product, item);
  }, [entry, items, products, choose]);

  /** 'Agregar': checks the rules, adds the line and clears the row. True when added. */
  const addEntry = useCallback(
    async (state: EntryState = entry): Promise<boolean> => {
      // A typed code of a registered product is that product, even without Enter: its rules apply;
      // with nothing else typed (Ctrl+Enter in Código) the product fills the row as Enter would.
      const typed = state.product
        ? null
        : (products.find((candidate) => same(candidate.codigo, state.fields.producto_codigo)) ?? null);
      const current =
        typed && !state.fields.producto_nombre.trim()
          ? filledEntry(typed, stockRowOf(typed), typed.impuesto || LEGACY_IVA_LABEL)
          : state;
      const { fields } = current;
      const product = current.product ?? typed;
      const inventoried = Boolean(usarInventario && product?.inventariado);
      const item = await resolveItem(product, current.product ? current.item : null, fields);
      const line: InvoiceFormLine = {
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
      const problem = checkNewLine({
        line,
        product,
        item,
        usarInventario,
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
    [entry, products, usarInventario, resolveItem, stockRowOf, context],
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
