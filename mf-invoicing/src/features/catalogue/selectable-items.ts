import type { Item } from '@facturador/shared/domain';

/** Serial numbers per product code that an original invoice carried (credit-note mode). */
export type SeriesByCode = ReadonlyMap<string, readonly string[]>;

/**
 * Items that can go on the document (spec 01 §2): DISPONIBLE items with stock on an invoice; on a
 * credit note VENDIDO serials (those of the original invoice when it names them) and stock rows.
 */
export function selectableItems(items: readonly Item[], creditNote: boolean, series?: SeriesByCode): Item[] {
  return items.filter((item) => {
    if (!creditNote) return item.status === 'DISPONIBLE' && item.stock > 0;
    if (!item.numero_serie) return item.status === 'DISPONIBLE';
    if (item.status !== 'VENDIDO') return false;
    const invoiced = series?.get(item.producto_codigo.toUpperCase());
    return !invoiced?.length || invoiced.some((serie) => serie.toUpperCase() === item.numero_serie?.toUpperCase());
  });
}
