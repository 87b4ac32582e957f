import { checkAmounts, checkNewLine, type InvoiceFormLine, type Item, type Product } from '@facturador/shared/domain';
import { useCallback } from 'react';

/** What an added line may change in place (issue 13). */
export type LineEdit = Partial<
  Pick<InvoiceFormLine, 'producto_precio' | 'producto_cantidad' | 'producto_descuento' | 'producto_impuesto'>
>;

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase();

/**
 * Edits an added line in place: the changed line must pass every rule of spec 01 §5 again, against
 * the other lines (cumulative stock, original quantities of a credit note), or it stays as it was
 * and the warning says why. A credit note's lines pre-filled from the invoice follow `billedLines`
 * instead: what is left to credit and the billed price bound them, not the counter's stock rules.
 */
export function useLineEditing(context: {
  lines: readonly InvoiceFormLine[];
  products: readonly Product[];
  items: readonly Item[];
  usarInventario: boolean;
  almacen: { _id: string; nombre: string } | null;
  tipoComprobante: 'factura' | 'notaCredito';
  cantidadesOriginales?: ReadonlyMap<string, number>;
  /** Credit note: which lines came from the invoice, and their edit (adjusted, or the reason it is refused). */
  billedLines?: {
    isBilled: (line: InvoiceFormLine) => boolean;
    edit: (current: InvoiceFormLine, next: InvoiceFormLine) => InvoiceFormLine | string;
  };
  onChange: (lines: InvoiceFormLine[]) => void;
  onWarning: (message: string) => void;
}) {
  const { lines, products, items, usarInventario, almacen, tipoComprobante, cantidadesOriginales } = context;
  const { billedLines, onChange, onWarning } = context;

  const productOf = useCallback(
    (line: InvoiceFormLine) =>
      products.find((product) => product._id === line.producto_id) ??
      products.find((product) => same(product.codigo, line.producto_codigo)) ??
      null,
    [products],
  );

  const edit = useCallback(
    (index: number, change: LineEdit): boolean => {
      const current = lines[index];
      if (!current) return false;
      const line = { ...current, ...change };
      const product = productOf(line);
      if (billedLines?.isBilled(current)) {
        const edited = checkAmounts(line, product?.unidad_medida) ?? billedLines.edit(current, line);
        if (typeof edited === 'string') {
          onWarning(edited);
          return false;
        }
        onChange(lines.map((other, position) => (position === index ? edited : other)));
        return true;
      }
      const serie = (line.producto_numero_serie ?? '').trim();
      const item = line.esInventariado
        ? (items.find(
            (candidate) =>
              candidate.producto_id === line.producto_id &&
              candidate.almacen_id === line.almacen_id &&
              (serie ? same(candidate.numero_serie, serie) : !candidate.numero_serie),
          ) ?? null)
        : null;
      const problem = checkNewLine({
        line,
        product,
        item,
        usarInventario,
        almacen,
        lines: lines.filter((_, other) => other !== index),
        tipoComprobante,
        cantidadOriginal: cantidadesOriginales?.get(line.producto_codigo.toUpperCase()) ?? 0,
      });
      if (problem) {
        onWarning(problem);
        return false;
      }
      onChange(lines.map((other, position) => (position === index ? line : other)));
      return true;
    },
    [
      lines,
      items,
      usarInventario,
      almacen,
      tipoComprobante,
      cantidadesOriginales,
      billedLines,
      productOf,
      onChange,
      onWarning,
    ],
  );

  return {
    edit,
    unitOf: (line: InvoiceFormLine) => productOf(line)?.unidad_medida,
    /** A billed line keeps its discount (prorated) and tax. */
    isBilled: (line: InvoiceFormLine) => billedLines?.isBilled(line) ?? false,
  };
}

export type LineEditing = ReturnType<typeof useLineEditing>;
