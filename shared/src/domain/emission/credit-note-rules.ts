import { z } from 'zod/mini';
import type { InvoiceFormLine } from '../invoicing/build-payload';
import { cantidadExcedeFacturadoMessage, notaCreditoExcedeFacturaMessage } from '../invoicing/credit-note';
import { formatMoneyPlain, fromCents, roundMoney, sumCents, toCents } from '../invoicing/money';
import { numeroSerieOf, type ProductoPayload, productoPayloadSchema } from '../invoicing/payload';
import { impuestosNotaCreditoDistintosMessage, sameLineTaxes } from '../invoicing/product-taxes';
import { ivaOptionByCodigo } from '../invoicing/taxes';
import { lineTotal } from '../invoicing/totals';
import { restanteAcreditableSchema } from './credit-allocation';
import { productoNoFacturadoMessage, serieNoFacturadaMessage } from './emission';

/**
 * Credit notes by construction (spec 01 §5, issue #11): a note credits the original invoice's own
 * lines — same buyer, same products and serials, same tax, a net unit price no higher than billed,
 * quantities and amount within what the invoice billed minus what earlier notes already credited.
 * The screen pre-fills from `creditableRemainder`; the server checks `creditNoteViolation`.
 */
export type CreditLine = Pick<
  ProductoPayload,
  | 'codigo'
  | 'cantidad'
  | 'detallesAdicionales'
  | 'precioUnitario'
  | 'descuento'
  | 'impuestos'
  | 'ice'
  | 'irbpnr'
  | 'asignado'
>;

export interface CreditableDocument {
  productos: readonly CreditLine[];
  /** Sum of price x quantity - discount of the lines. */
  totalSinImpuestos: number;
  importeTotal: number;
  /** The buyer's identification; a note must name the invoice's buyer. */
  identificacionComprador?: string;
}

export const compradorDistintoMessage = (identificacion: string) =>
  `La nota de crédito debe emitirse al comprador de la factura original (identificación ${identificacion}).`;
export const precioExcedeFacturadoMessage = (codigo: string, precio: number, original: number) =>
  `Producto ${codigo}: el precio unitario neto (${formatMoneyPlain(precio)}) no puede superar el facturado (${formatMoneyPlain(original)}).`;
export const impuestoDistintoMessage = (codigo: string, label: string) =>
  `Producto ${codigo}: el IVA debe ser el de la factura original (${label}).`;
export const serieYaAcreditadaMessage = (serie: string) =>
  `El número de serie ${serie} ya fue devuelto en otra nota de crédito.`;

/** What is left to credit of one invoiced code (and serial). */
export interface CreditableLine<L extends CreditLine = CreditLine> {
  codigo: string;
  numeroSerie?: string;
  /** The billed line, as the note pre-fills it. */
  original: L;
  cantidadFacturada: number;
  cantidadDisponible: number;
}

export interface CreditableRemainder<L extends CreditLine = CreditLine> {
  lineas: CreditableLine<L>[];
  importeTotalFactura: number;
  importeAcreditado: number;
  importeDisponible: number;
}

const micro = (value: number) => Math.round(value * 1e6);
const serialKey = (codigo: string, serie: string) => `${codigo}\u0000${serie}`;

function quantitiesByCode(lines: readonly CreditLine[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.codigo, (totals.get(line.codigo) ?? 0) + micro(line.cantidad));
  return totals;
}

function serialsOf(lines: readonly CreditLine[]): Set<string> {
  return new Set(
    lines.flatMap((line) => {
      const serie = numeroSerieOf(line);
      return serie ? [serialKey(line.codigo, serie)] : [];
    }),
  );
}

/** Net unit price (after the line's discount), unrounded. */
const netUnit = (line: CreditLine) =>
  line.cantidad > 0 ? (line.precioUnitario * line.cantidad - line.descuento) / line.cantidad : 0;

const centsOf = (documents: readonly CreditableDocument[], pick: (document: CreditableDocument) => number) =>
  sumCents(documents.map(pick));

/** The invoice's lines minus what earlier notes credited: what a new note may still return. */
export function creditableRemainder<L extends CreditLine>(
  invoice: { productos: readonly L[]; importeTotal: number },
  previousNotes: readonly CreditableDocument[],
): CreditableRemainder<L> {
  const credited = quantitiesByCode(previousNotes.flatMap((note) => note.productos));
  const creditedSerials = serialsOf(previousNotes.flatMap((note) => note.productos));
  const lineas: CreditableLine<L>[] = [];
  for (const original of invoice.productos) {
    const serie = numeroSerieOf(original);
    let disponible: number;
    if (serie) disponible = creditedSerials.has(serialKey(original.codigo, serie)) ? 0 : micro(original.cantidad);
    else {
      // Earlier credits of a code are taken from its lines in invoice order.
      const left = credited.get(original.codigo) ?? 0;
      const taken = Math.min(left, micro(original.cantidad));
      credited.set(original.codigo, left - taken);
      disponible = micro(original.cantidad) - taken;
    }
    lineas.push({
      codigo: original.codigo,
      ...(serie ? { numeroSerie: serie } : {}),
      original,
      cantidadFacturada: original.cantidad,
      cantidadDisponible: disponible / 1e6,
    });
  }
  const acreditado = centsOf(previousNotes, (note) => note.importeTotal);
  return {
    lineas,
    importeTotalFactura: invoice.importeTotal,
    importeAcreditado: fromCents(acreditado),
    importeDisponible: fromCents(Math.max(0, toCents(invoice.importeTotal) - acreditado)),
  };
}

/** The first rule a note breaks against its invoice and the notes already issued on it, or null. */
export function creditNoteViolation(
  invoice: Pick<CreditableDocument, 'productos' | 'importeTotal' | 'identificacionComprador'>,
  previousNotes: readonly CreditableDocument[],
  note: CreditableDocument,
  netShares: readonly number[] = [],
): string | null {
  return (
    creditNoteLinesViolation(invoice, previousNotes, note, netShares) ??
    creditNoteAmountViolation(invoice, previousNotes, note)
  );
}

/** The buyer and each line: billed code, serial, IVA and other taxes, quantity and price within the invoice's. */
export function creditNoteLinesViolation(
  invoice: Pick<CreditableDocument, 'productos' | 'importeTotal' | 'identificacionComprador'>,
  previousNotes: readonly CreditableDocument[],
  note: CreditableDocument,
  /** Each note line's share of the net left (credit-allocation): the last cent of a proration may reach it. */
  netShares: readonly number[] = [],
): string | null {
  if (
    invoice.identificacionComprador !== undefined &&
    note.identificacionComprador !== undefined &&
    invoice.identificacionComprador !== note.identificacionComprador
  ) {
    return compradorDistintoMessage(invoice.identificacionComprador);
  }
  const invoiced = quantitiesByCode(invoice.productos);
  const credited = quantitiesByCode([...previousNotes.flatMap((previous) => previous.productos), ...note.productos]);
  const invoicedSerials = serialsOf(invoice.productos);
  const creditedSerials = serialsOf(previousNotes.flatMap((previous) => previous.productos));

  for (const [index, line] of note.productos.entries()) {
    const original = invoiced.get(line.codigo);
    if (original === undefined) return productoNoFacturadoMessage(line.codigo);
    const serie = numeroSerieOf(line);
    if (serie && !invoicedSerials.has(serialKey(line.codigo, serie))) return serieNoFacturadaMessage(serie);
    if (serie && creditedSerials.has(serialKey(line.codigo, serie))) return serieYaAcreditadaMessage(serie);
    if ((credited.get(line.codigo) ?? 0) > original) return cantidadExcedeFacturadoMessage(original / 1e6);

    // A serial is compared with its own billed line, other lines with every line of the code.
    const billed = invoice.productos.filter(
      (candidate) => candidate.codigo === line.codigo && (!serie || numeroSerieOf(candidate) === serie),
    );
    const codigoPorcentaje = line.impuestos[0]?.codigoPorcentaje;
    const sameIva = billed.filter((candidate) => candidate.impuestos[0]?.codigoPorcentaje === codigoPorcentaje);
    if (sameIva.length === 0) {
      const label = ivaOptionByCodigo(billed[0]?.impuestos[0]?.codigoPorcentaje ?? -1)?.label ?? '';
      return impuestoDistintoMessage(line.codigo, label);
    }
    // ICE and IRBPNR go back at the invoice's own rates, in proportion to the quantity.
    const sameTax = sameIva.filter((candidate) => sameLineTaxes(line, candidate));
    if (sameTax.length === 0) return impuestosNotaCreditoDistintosMessage(line.codigo);
    // Half a cent of slack: a discount prorated to a lower quantity rounds to cents; and the units'
    // share of the net left, which takes back a cent an earlier proration left behind.
    const highest = Math.max(...sameTax.map(netUnit));
    const total = lineTotal(line.precioUnitario, line.cantidad, line.descuento);
    const ceiling = Math.max(highest * line.cantidad * 100 + 0.5 + 1e-6, toCents(netShares[index] ?? 0));
    if (toCents(total) > ceiling) {
      return precioExcedeFacturadoMessage(line.codigo, netUnit(line), highest);
    }
  }

  return null;
}

/** The notes' amounts, added up, within the invoice's importeTotal. */
export function creditNoteAmountViolation(
  invoice: Pick<CreditableDocument, 'importeTotal'>,
  previousNotes: readonly CreditableDocument[],
  note: CreditableDocument,
): string | null {
  const documents = [...previousNotes, note];
  // The screen's formula (price x quantity - discount), then the amount with tax that SRI records.
  for (const cents of [centsOf(documents, (d) => d.totalSinImpuestos), centsOf(documents, (d) => d.importeTotal)]) {
    if (cents > toCents(invoice.importeTotal))
      return notaCreditoExcedeFacturaMessage(fromCents(cents), invoice.importeTotal);
  }
  return null;
}

/** `GET /api/facturas/{clave}/acreditable`: what a new credit note on the invoice may still return. */
export const creditableRemainderResponseSchema = z.object({
  lineas: z.array(
    z.object({
      codigo: z.string(),
      numeroSerie: z.optional(z.string()),
      original: productoPayloadSchema,
      cantidadFacturada: z.number(),
      cantidadDisponible: z.number(),
    }),
  ),
  importeTotalFactura: z.number(),
  importeAcreditado: z.number(),
  importeDisponible: z.number(),
  /** Net, ICE and IRBPNR left per code (and serial), IVA left per rate: a note's shares (credit-allocation). */
  restantes: restanteAcreditableSchema.shape.restantes,
  ivaRestante: restanteAcreditableSchema.shape.ivaRestante,
});
export type CreditableRemainderResponse = z.infer<typeof creditableRemainderResponseSchema>;

/** The billed line's discount for a lower quantity, to the cent (the same net unit price). */
export function proratedDiscount(original: Pick<CreditLine, 'cantidad' | 'descuento'>, cantidad: number): number {
  if (original.cantidad <= 0) return 0;
  return roundMoney((original.descuento * cantidad) / original.cantidad);
}

/** A credit-note form line: the billed line with the quantity still creditable. */
export interface CreditNoteFormLine extends InvoiceFormLine {
  /** The most this line may return (billed − already credited). */
  cantidadMaxima: number;
  /** The billed line's quantity and discount (to prorate the discount when the quantity goes down) and price (a ceiling). */
  facturado: { cantidad: number; descuento: number; precioUnitario: number };
}

/** The lines a credit note starts with: every billed line with something left, as billed. */
export function creditNoteFormLines(
  remainder: Pick<CreditableRemainder<ProductoPayload>, 'lineas'>,
): CreditNoteFormLine[] {
  return remainder.lineas
    .filter((linea) => linea.cantidadDisponible > 0)
    .map(({ original, numeroSerie, cantidadDisponible }) => ({
      producto_codigo: original.codigo,
      producto_nombre: original.nombre,
      producto_descripcion: original.descripcion,
      producto_numero_serie: numeroSerie ?? '',
      producto_precio: original.precioUnitario,
      producto_cantidad: cantidadDisponible,
      producto_descuento: proratedDiscount(original, cantidadDisponible),
      producto_impuesto: ivaOptionByCodigo(original.impuestos[0]?.codigoPorcentaje ?? -1)?.label ?? '',
      esInventariado: original.esInventariado,
      producto_id: original.producto_id ?? null,
      ice: original.ice ?? null,
      irbpnr: original.irbpnr ?? null,
      cantidadMaxima: cantidadDisponible,
      facturado: {
        cantidad: original.cantidad,
        descuento: original.descuento,
        precioUnitario: original.precioUnitario,
      },
    }));
}
