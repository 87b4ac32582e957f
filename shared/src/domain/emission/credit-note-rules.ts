import { cantidadExcedeFacturadoMessage, notaCreditoExcedeFacturaMessage } from '../invoicing/credit-note';
import { toCents } from '../invoicing/money';
import { numeroSerieOf, type ProductoPayload } from '../invoicing/payload';
import { productoNoFacturadoMessage, serieNoFacturadaMessage } from './emission';

/**
 * The credit-note limits of spec 01 §5, checked by the server against the original invoice and the
 * credit notes already issued on it: every code and serial must be on the invoice, the credited
 * quantity of a code may not exceed the invoiced one, and the credited amount may not exceed the
 * invoice's importeTotal. Returns the first violation's exact message, or null.
 */
type Line = Pick<ProductoPayload, 'codigo' | 'cantidad' | 'detallesAdicionales'>;

export interface CreditableDocument {
  productos: readonly Line[];
  /** Sum of price x quantity - discount of the lines. */
  totalSinImpuestos: number;
  importeTotal: number;
}

function quantitiesByCode(lines: readonly Line[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.codigo, (totals.get(line.codigo) ?? 0) + line.cantidad);
  return totals;
}

export function creditNoteViolation(
  invoice: Pick<CreditableDocument, 'productos' | 'importeTotal'>,
  previousNotes: readonly CreditableDocument[],
  note: CreditableDocument,
): string | null {
  const invoiced = quantitiesByCode(invoice.productos);
  const credited = quantitiesByCode([...previousNotes.flatMap((previous) => previous.productos), ...note.productos]);
  const invoicedSerials = new Set(
    invoice.productos.flatMap((line) => {
      const serie = numeroSerieOf(line);
      return serie ? [`${line.codigo}\u0000${serie}`] : [];
    }),
  );

  for (const line of note.productos) {
    const original = invoiced.get(line.codigo);
    if (original === undefined) return productoNoFacturadoMessage(line.codigo);
    // Quantities carry up to 6 decimals: compare in millionths.
    if (Math.round((credited.get(line.codigo) ?? 0) * 1e6) > Math.round(original * 1e6)) {
      return cantidadExcedeFacturadoMessage(original);
    }
    const serie = numeroSerieOf(line);
    if (serie && !invoicedSerials.has(`${line.codigo}\u0000${serie}`)) return serieNoFacturadaMessage(serie);
  }

  const sum = (pick: (document: CreditableDocument) => number) =>
    [...previousNotes, note].reduce((total, document) => total + toCents(pick(document)), 0) / 100;
  // The screen's formula (price x quantity - discount), then the amount with tax that SRI records.
  for (const amount of [sum((document) => document.totalSinImpuestos), sum((document) => document.importeTotal)]) {
    if (toCents(amount) > toCents(invoice.importeTotal)) {
      return notaCreditoExcedeFacturaMessage(amount, invoice.importeTotal);
    }
  }
  return null;
}
