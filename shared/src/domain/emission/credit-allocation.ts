import { z } from 'zod/mini';
import { formatMoneyPlain, fromCents, percentOf, roundMoney, toCents } from '../invoicing/money';
import {
  DETALLE_ADICIONAL_SERIE,
  type FacturaPayload,
  numeroSerieOf,
  type ProductoPayload,
} from '../invoicing/payload';
import { CODIGO_IVA } from '../invoicing/taxes';
import { computeTotals, lineTotal, type TaxableLine } from '../invoicing/totals';
import { recomputeFacturaTotals, type TaxedProducto } from '../invoicing/verify-totals';

/**
 * Partial credits to the cent (issue 37): each credit note of an invoice line takes its share of what
 * is still left of that line — net, ICE, IRBPNR: round(left × quantity / quantity left) — and the
 * note that takes the last units takes exactly what is left. IVA is rounded once per rate on the
 * document (round globally, SRI-NOTES §8), so a note's IVA of a rate is what makes the IVA credited so
 * far equal the IVA of the base credited so far, and the note that takes the rest of the base takes
 * the rest of the IVA. Added up, the notes never exceed and can always reach the invoice's figures.
 * The screen and `POST /api/facturar` compute the same shares from `GET /api/facturas/{clave}/acreditable`.
 */

/** What is left to credit of one invoiced code (and serial): the lines of that code added up. */
export interface RestanteLinea {
  codigo: string;
  numeroSerie?: string;
  /** The billed unit price (the highest of the code's lines): a line at this price returns units as billed. */
  precioUnitario: number;
  cantidad: number;
  neto: number;
  ice: number;
  irbpnr: number;
}

/** What is left, and was credited, of one IVA rate of the invoice. */
export interface RestanteIva {
  codigoPorcentaje: number;
  tarifa: number;
  baseImponible: number;
  valor: number;
  baseAcreditada: number;
  valorAcreditado: number;
}

export interface RestanteAcreditable {
  restantes: RestanteLinea[];
  ivaRestante: RestanteIva[];
}

/** The lines and IVA shares a note's document carries. */
type AllocatedDocument = { productos: readonly (TaxedProducto & CreditKeyLine)[]; ivaAsignado?: ProductoIva };
type ProductoIva = { codigoPorcentaje: number; valor: number }[];
type CreditKeyLine = Pick<ProductoPayload, 'codigo' | 'detallesAdicionales'>;

const keyOf = (line: CreditKeyLine) => `${line.codigo}\u0000${numeroSerieOf(line) ?? ''}`;
const micro = (value: number) => Math.round(value * 1e6);

/** The invoice's figures minus those of the notes already issued on it (never below zero). */
export function creditRemainderFigures(
  invoice: { productos: readonly (TaxedProducto & CreditKeyLine)[] },
  previousNotes: readonly AllocatedDocument[],
): RestanteAcreditable {
  const byKey = new Map<string, RestanteLinea & { micro: number; cents: [number, number, number] }>();
  const invoiced = recomputeFacturaTotals(invoice);
  invoice.productos.forEach((producto, index) => {
    const line = invoiced.lineas[index]!;
    const key = keyOf(producto);
    const serie = numeroSerieOf(producto);
    const entry = byKey.get(key) ?? {
      codigo: producto.codigo,
      ...(serie ? { numeroSerie: serie } : {}),
      precioUnitario: 0,
      cantidad: 0,
      neto: 0,
      ice: 0,
      irbpnr: 0,
      micro: 0,
      cents: [0, 0, 0] as [number, number, number],
    };
    entry.precioUnitario = Math.max(entry.precioUnitario, producto.precioUnitario);
    entry.micro += micro(producto.cantidad);
    entry.cents[0] += toCents(line.precioTotalSinImpuesto);
    entry.cents[1] += toCents(valorOf(line.impuestos, 3));
    entry.cents[2] += toCents(valorOf(line.impuestos, 5));
    byKey.set(key, entry);
  });
  const iva = new Map(
    invoiced.totalConImpuestos
      .filter((tax) => tax.codigo === CODIGO_IVA)
      .map((tax) => [tax.codigoPorcentaje, { tax, base: 0, valor: 0 }]),
  );
  for (const note of previousNotes) {
    const credited = recomputeFacturaTotals(note);
    note.productos.forEach((producto, index) => {
      const entry = byKey.get(keyOf(producto));
      if (!entry) return;
      const line = credited.lineas[index]!;
      entry.micro -= micro(producto.cantidad);
      entry.cents[0] -= toCents(line.precioTotalSinImpuesto);
      entry.cents[1] -= toCents(valorOf(line.impuestos, 3));
      entry.cents[2] -= toCents(valorOf(line.impuestos, 5));
    });
    for (const tax of credited.totalConImpuestos) {
      const rate = tax.codigo === CODIGO_IVA ? iva.get(tax.codigoPorcentaje) : undefined;
      if (!rate) continue;
      rate.base += toCents(tax.baseImponible);
      rate.valor += toCents(tax.valor);
    }
  }
  const left = (cents: number) => fromCents(Math.max(0, cents));
  return {
    restantes: [...byKey.values()].map(({ micro: quantity, cents, ...entry }) => ({
      ...entry,
      cantidad: Math.max(0, quantity) / 1e6,
      neto: left(cents[0]),
      ice: left(cents[1]),
      irbpnr: left(cents[2]),
    })),
    ivaRestante: [...iva.values()].map(({ tax, base, valor }) => ({
      codigoPorcentaje: tax.codigoPorcentaje,
      tarifa: tax.tarifa,
      baseImponible: left(toCents(tax.baseImponible) - base),
      valor: left(toCents(tax.valor) - valor),
      baseAcreditada: fromCents(base),
      valorAcreditado: fromCents(valor),
    })),
  };
}

const valorOf = (impuestos: readonly { codigo: number; valor: number }[], codigo: number) =>
  impuestos.find((impuesto) => impuesto.codigo === codigo)?.valor ?? 0;

/** A note line as the allocation reads it. */
export type CreditTaxableLine = TaxableLine & CreditKeyLine;

/** One note line's share of its billed line. */
export interface LineShare {
  /** The most its net may be: its units' share of the net left. */
  netoMaximo: number;
  asignado: { ice?: number; irbpnr?: number };
}

export interface CreditAllocation {
  lineas: LineShare[];
  /** IVA per codigoPorcentaje. */
  iva: Map<number, number>;
}

/** `total × cantidad / quantity left`, and all of it for the last units. */
const share = (total: number, cantidad: number, left: number) =>
  micro(cantidad) >= micro(left) ? total : left > 0 ? roundMoney((total * cantidad) / left) : 0;

/**
 * The shares a note's lines (in order) and IVA rates take of what is left. A line that credits less
 * than its units' share of the net (a lower price) takes that fraction of their ICE; IRBPNR goes by
 * the bottles returned.
 */
export function allocateCreditNote(
  restante: RestanteAcreditable,
  lines: readonly CreditTaxableLine[],
): CreditAllocation {
  const left = new Map(restante.restantes.map((entry) => [keyOf(toKeyLine(entry)), { ...entry }]));
  const lineas = lines.map((line): LineShare => {
    const entry = left.get(keyOf(line));
    const net = lineTotal(line.precioUnitario, line.cantidad, line.descuento);
    if (!entry) return { netoMaximo: net, asignado: {} };
    const netoMaximo = share(entry.neto, line.cantidad, entry.cantidad);
    const iceShare = share(entry.ice, line.cantidad, entry.cantidad);
    const ice = net >= netoMaximo || netoMaximo <= 0 ? iceShare : roundMoney((iceShare * net) / netoMaximo);
    const irbpnr = share(entry.irbpnr, line.cantidad, entry.cantidad);
    entry.cantidad = Math.max(0, (micro(entry.cantidad) - micro(line.cantidad)) / 1e6);
    entry.neto = Math.max(0, roundMoney(entry.neto - net));
    entry.ice = roundMoney(entry.ice - ice);
    entry.irbpnr = roundMoney(entry.irbpnr - irbpnr);
    return {
      netoMaximo,
      asignado: { ...(line.ice ? { ice } : {}), ...(line.irbpnr ? { irbpnr } : {}) },
    };
  });
  const bases = computeTotals(lines.map((line, index) => ({ ...line, asignado: lineas[index]!.asignado })));
  const iva = new Map<number, number>();
  for (const tax of bases.totalConImpuestos) {
    if (tax.codigo !== CODIGO_IVA) continue;
    const rate = restante.ivaRestante.find((candidate) => candidate.codigoPorcentaje === tax.codigoPorcentaje);
    if (!rate) continue;
    const cumulative = percentOf(rate.baseAcreditada + tax.baseImponible, rate.tarifa);
    const own = roundMoney(cumulative - rate.valorAcreditado);
    iva.set(
      tax.codigoPorcentaje,
      toCents(tax.baseImponible) >= toCents(rate.baseImponible) ? rate.valor : Math.min(Math.max(0, own), rate.valor),
    );
  }
  return { lineas, iva };
}

const toKeyLine = (entry: RestanteLinea): CreditKeyLine => ({
  codigo: entry.codigo,
  detallesAdicionales: entry.numeroSerie ? [{ nombre: DETALLE_ADICIONAL_SERIE, valor: entry.numeroSerie }] : [],
});

/**
 * The screen's credit lines with their shares: a line at the billed price returns its units as
 * billed, so its net becomes exactly its share (the discount, or the price when the share is above
 * price × quantity, absorbs the cent a proration lost); the ICE, IRBPNR and IVA shares are attached.
 */
export function allocatedCreditLines<L extends CreditTaxableLine>(
  restante: RestanteAcreditable,
  lines: readonly L[],
): { lineas: L[]; ivaAsignado: Map<number, number> } {
  const byKey = new Map(restante.restantes.map((entry) => [keyOf(toKeyLine(entry)), entry]));
  // First pass: the net shares, with the lines as given.
  const first = allocateCreditNote(restante, lines);
  const snapped = lines.map((line, index) => {
    const entry = byKey.get(keyOf(line));
    const target = first.lineas[index]!.netoMaximo;
    if (!entry || line.precioUnitario < entry.precioUnitario || line.cantidad <= 0) return line;
    return withNet(line, target);
  });
  const allocation = allocateCreditNote(restante, snapped);
  return {
    lineas: snapped.map((line, index) => ({ ...line, asignado: allocation.lineas[index]!.asignado })),
    ivaAsignado: allocation.iva,
  };
}

/** The line with price and discount giving exactly `net` (or as it was when 6 decimals cannot). */
function withNet<L extends CreditTaxableLine>(line: L, net: number): L {
  const gross = roundMoney(line.precioUnitario * line.cantidad);
  const candidate =
    gross >= net
      ? { ...line, descuento: roundMoney(gross - net) }
      : { ...line, precioUnitario: Math.round((net / line.cantidad) * 1e6) / 1e6, descuento: 0 };
  return lineTotal(candidate.precioUnitario, candidate.cantidad, candidate.descuento) === net ? candidate : line;
}

export const iceAsignadoDistintoMessage = (codigo: string, esperado: number) =>
  `Producto ${codigo}: el ICE de la nota de crédito debe ser ${formatMoneyPlain(esperado)} (su parte del ICE facturado que queda por acreditar).`;
export const irbpnrAsignadoDistintoMessage = (codigo: string, esperado: number) =>
  `Producto ${codigo}: el IRBPNR de la nota de crédito debe ser ${formatMoneyPlain(esperado)} (su parte del IRBPNR facturado que queda por acreditar).`;
export const ivaAsignadoDistintoMessage = (tarifa: number, esperado: number) =>
  `El IVA ${tarifa}% de la nota de crédito debe ser ${formatMoneyPlain(esperado)} (su parte del IVA facturado que queda por acreditar).`;
export const netoExcedeRestanteMessage = (codigo: string, neto: number, restante: number) =>
  `Producto ${codigo}: el valor acreditado (${formatMoneyPlain(neto)}) supera lo que queda por acreditar de lo facturado (${formatMoneyPlain(restante)}).`;

/** A payload line as the server checks it. */
type NoteLine = TaxedProducto & CreditKeyLine;

const taxableOf = (producto: NoteLine): CreditTaxableLine => ({
  codigo: producto.codigo,
  detallesAdicionales: producto.detallesAdicionales,
  precioUnitario: producto.precioUnitario,
  cantidad: producto.cantidad,
  descuento: producto.descuento,
  codigoPorcentaje: producto.impuestos[0]?.codigoPorcentaje ?? -1,
  ice: producto.ice,
  irbpnr: producto.irbpnr,
});

/**
 * The server's check of a note's shares (POST /api/facturar): each line's net within what is left of
 * its billed line, and its ICE, IRBPNR and IVA exactly the shares above (sent as `asignado` and
 * `ivaAsignado`, or given by the rates when they happen to agree). The first difference, or null;
 * with the net shares, which the price check of creditNoteViolation lets a last cent reach.
 */
export function creditAllocationViolation(
  restante: RestanteAcreditable,
  note: { productos: readonly NoteLine[]; ivaAsignado?: ProductoIva },
): string | null {
  const lines = note.productos.map(taxableOf);
  const allocation = allocateCreditNote(restante, lines);
  const totals = recomputeFacturaTotals(note);
  const left = new Map(restante.restantes.map((entry) => [keyOf(toKeyLine(entry)), toCents(entry.neto)]));
  for (const [index, producto] of note.productos.entries()) {
    const net = toCents(totals.lineas[index]!.precioTotalSinImpuesto);
    const key = keyOf(producto);
    const available = left.get(key);
    if (available === undefined) continue;
    if (net > available) return netoExcedeRestanteMessage(producto.codigo, fromCents(net), fromCents(available));
    left.set(key, available - net);
    const expected = allocation.lineas[index]!.asignado;
    const impuestos = totals.lineas[index]!.impuestos;
    if (expected.ice !== undefined && toCents(valorOf(impuestos, 3)) !== toCents(expected.ice))
      return iceAsignadoDistintoMessage(producto.codigo, expected.ice);
    if (expected.irbpnr !== undefined && toCents(valorOf(impuestos, 5)) !== toCents(expected.irbpnr))
      return irbpnrAsignadoDistintoMessage(producto.codigo, expected.irbpnr);
  }
  for (const tax of totals.totalConImpuestos) {
    const expected = tax.codigo === CODIGO_IVA ? allocation.iva.get(tax.codigoPorcentaje) : undefined;
    if (expected !== undefined && toCents(tax.valor) !== toCents(expected))
      return ivaAsignadoDistintoMessage(tax.tarifa, expected);
  }
  return null;
}

/** The net shares of a note's lines, for the price check. */
export const netSharesOf = (restante: RestanteAcreditable, productos: readonly NoteLine[]) =>
  allocateCreditNote(restante, productos.map(taxableOf)).lineas.map((line) => line.netoMaximo);

export const restanteAcreditableSchema = z.object({
  restantes: z.array(
    z.object({
      codigo: z.string(),
      numeroSerie: z.optional(z.string()),
      precioUnitario: z.number(),
      cantidad: z.number(),
      neto: z.number(),
      ice: z.number(),
      irbpnr: z.number(),
    }),
  ),
  ivaRestante: z.array(
    z.object({
      codigoPorcentaje: z.number(),
      tarifa: z.number(),
      baseImponible: z.number(),
      valor: z.number(),
      baseAcreditada: z.number(),
      valorAcreditado: z.number(),
    }),
  ),
});

/** A note that names no shares (`asignado`, `ivaAsignado`): an integrator's, or the spec's own payload. */
export const sinPartesAsignadas = (note: { productos: readonly { asignado?: unknown }[]; ivaAsignado?: unknown }) =>
  note.ivaAsignado === undefined && note.productos.every((producto) => producto.asignado === undefined);

/**
 * The note with its exact shares of what is left (allocateCreditNote) and every total recomputed from them:
 * what the server issues for a note that names no shares, so that notes issued at once on one invoice (whose
 * order no client can know) still add up to it. Each figure moves by a cent at most from the note's own.
 */
export function withCreditAllocation<T extends FacturaPayload>(restante: RestanteAcreditable, note: T): T {
  const allocation = allocateCreditNote(restante, note.productos.map(taxableOf));
  const productos = note.productos.map((producto, index) => {
    const asignado = allocation.lineas[index]!.asignado;
    return Object.keys(asignado).length ? { ...producto, asignado } : producto;
  });
  const ivaAsignado = [...allocation.iva].map(([codigoPorcentaje, valor]) => ({ codigoPorcentaje, valor }));
  const shared = { ...note, productos, ...(ivaAsignado.length ? { ivaAsignado } : {}) };
  const totales = recomputeFacturaTotals(shared);
  return {
    ...shared,
    totalSinImpuestos: totales.totalSinImpuestos,
    totalDescuento: totales.totalDescuento,
    subtotalIva: totales.subtotalIva,
    subtotalIvaCero: totales.subtotalIvaCero,
    iva: totales.iva,
    ice: totales.ice,
    irbpnr: totales.irbpnr,
    importeTotal: totales.importeTotal,
    productos: productos.map((producto, index) => ({
      ...producto,
      precioTotalSinImpuesto: totales.lineas[index]!.precioTotalSinImpuesto,
      impuestos: totales.lineas[index]!.impuestos,
    })),
  };
}
