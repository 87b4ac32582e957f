import { fromCents, percentOf, roundMoney, toCents } from './money';
import { CODIGO_ICE, CODIGO_IRBPNR, CODIGO_PORCENTAJE_IRBPNR } from './tax-catalogue';
import { CODIGO_IVA, ivaOptionByCodigo } from './taxes';

/** A line's ICE (tax code 3): its SRI code with the rates in force when it was sold. */
export interface IceDeLinea {
  /** The ICE table's codigoPorcentaje. */
  codigo: number;
  /** % of the line's net (0 when the code has no ad valorem part). */
  adValorem: number;
  /** USD per unit of the catalogue's unit (0 when the code has no specific part). */
  especifico: number;
  /**
   * Units of the catalogue's unit in one unit sold, when it is charged by content (0.01485 litres of
   * pure alcohol in a 330 ml beer at 4.5 %); absent = per unit sold.
   */
  contenido?: number;
}

/** A line's IRBPNR (tax code 5, 5001): bottles in one unit sold and the USD per bottle. */
export interface IrbpnrDeLinea {
  botellasPorUnidad: number;
  valorPorBotella: number;
}

/** What the maths needs from a line. */
export interface TaxableLine {
  precioUnitario: number;
  cantidad: number;
  descuento: number;
  /** IVA rate code (IVA_OPTIONS). */
  codigoPorcentaje: number;
  ice?: IceDeLinea | null;
  irbpnr?: IrbpnrDeLinea | null;
  /** A credit note's share of the billed ICE and IRBPNR (credit-allocation), instead of its rates' values. */
  asignado?: { ice?: number; irbpnr?: number } | null;
}

/** A credit note's share of the invoice's IVA, per IVA codigoPorcentaje (credit-allocation). */
export type IvaAsignado = ReadonlyMap<number, number>;

/** The tax groups the suite calculates: 2 IVA, 3 ICE, 5 IRBPNR. */
export type CodigoImpuesto = typeof CODIGO_IVA | typeof CODIGO_ICE | typeof CODIGO_IRBPNR;

/** One tax entry, per line (impuesto) or per tax and rate (totalImpuesto). */
export interface ImpuestoCalculado {
  codigo: CodigoImpuesto;
  codigoPorcentaje: number;
  /** IVA: the rate; ICE: its ad valorem %; IRBPNR: USD per bottle. */
  tarifa: number;
  /** IVA: net + ICE; ICE: the net; IRBPNR: the number of bottles. */
  baseImponible: number;
  valor: number;
}

export interface LineaCalculada {
  precioTotalSinImpuesto: number;
  /** The line's IVA (always present, first of `impuestos`). */
  impuesto: ImpuestoCalculado;
  /** IVA, then ICE and IRBPNR when the line carries them: the XML's order. */
  impuestos: ImpuestoCalculado[];
}

export interface TotalesCalculados {
  lineas: LineaCalculada[];
  /** Sum of the line totals (after line discounts). */
  totalSinImpuestos: number;
  totalDescuento: number;
  /** Net of the lines taxed above 0% (ICE not included). */
  subtotalIva: number;
  /** Net at 0% (0 %, No objeto, Exento). */
  subtotalIvaCero: number;
  /** Sum of the per-rate IVA of totalConImpuestos. */
  iva: number;
  /** Sum of the ICE entries of totalConImpuestos (inside the IVA base). */
  ice: number;
  /** Sum of the IRBPNR entries (outside the IVA base). */
  irbpnr: number;
  /** Net + ICE + IVA + IRBPNR. */
  importeTotal: number;
  /** Always 0 (spec 01 §9). */
  propina: 0;
  /** One entry per (codigo, codigoPorcentaje) used, in that order; IVA is rounded once on its rate's base. */
  totalConImpuestos: ImpuestoCalculado[];
}

/** Line total = price x quantity - discount, to 2 decimals (spec 01 §9). */
export function lineTotal(precioUnitario: number, cantidad: number, descuento: number): number {
  return roundMoney(precioUnitario * cantidad - descuento);
}

/** IVA of one line: base x rate, to 2 decimals (the line's own impuesto, spec 01 §9). */
export function lineIva(baseImponible: number, tarifa: number): number {
  return percentOf(baseImponible, tarifa);
}

export function tarifaOf(codigoPorcentaje: number): number {
  const option = ivaOptionByCodigo(codigoPorcentaje);
  if (!option) throw new RangeError(`Código de IVA desconocido: ${codigoPorcentaje}`);
  return option.tarifa;
}

/**
 * ICE of one line: ad valorem on the net plus the specific amount × content per unit × quantity,
 * rounded once to 2 decimals.
 */
export function lineIce(net: number, cantidad: number, ice: IceDeLinea): ImpuestoCalculado {
  return {
    codigo: CODIGO_ICE,
    codigoPorcentaje: ice.codigo,
    tarifa: ice.adValorem,
    baseImponible: net,
    valor: roundMoney((net * ice.adValorem) / 100 + ice.especifico * (ice.contenido ?? 1) * cantidad),
  };
}

/** IRBPNR of one line: USD per bottle x bottles (units x bottles per unit). */
export function lineIrbpnr(cantidad: number, irbpnr: IrbpnrDeLinea): ImpuestoCalculado {
  const botellas = roundMoney(cantidad * irbpnr.botellasPorUnidad);
  return {
    codigo: CODIGO_IRBPNR,
    codigoPorcentaje: CODIGO_PORCENTAJE_IRBPNR,
    tarifa: irbpnr.valorPorBotella,
    baseImponible: botellas,
    valor: roundMoney(botellas * irbpnr.valorPorBotella),
  };
}

const assigned = (impuesto: ImpuestoCalculado, valor: number | undefined): ImpuestoCalculado =>
  valor === undefined ? impuesto : { ...impuesto, valor };

/**
 * The single place where document totals are computed (screen, server and XML use it). Each line
 * carries its own taxes (spec 01 §9), but the document's IVA is rounded per rate on the sum of that
 * rate's bases ("round globally", as Odoo and OCA l10n-ecuador do for Ecuador, SRI-NOTES §8):
 * rounding per line under-collects on many small lines (30 x $0.03 at 15 %: 0.00 vs 0.14).
 * ICE is rounded per line because it enters that line's IVA base (net + ICE) and the document's
 * IVA base must be the exact sum of the lines'; IRBPNR (cents per bottle) never needs rounding.
 * A credit note passes its shares of the invoice's ICE, IRBPNR and IVA (`asignado`, `ivaAsignado`),
 * so that the notes of an invoice add up to exactly its figures (credit-allocation, issue 37).
 */
export function computeTotals(lines: readonly TaxableLine[], ivaAsignado?: IvaAsignado): TotalesCalculados {
  const perTax = new Map<string, ImpuestoCalculado>();
  const add = (impuesto: ImpuestoCalculado) => {
    const key = `${impuesto.codigo}/${impuesto.codigoPorcentaje}`;
    const total = perTax.get(key) ?? { ...impuesto, baseImponible: 0, valor: 0 };
    total.baseImponible += toCents(impuesto.baseImponible);
    total.valor += toCents(impuesto.valor);
    perTax.set(key, total);
  };
  let totalCents = 0;
  let discountCents = 0;
  let taxedCents = 0;
  let zeroCents = 0;

  const lineas = lines.map((line): LineaCalculada => {
    const tarifa = tarifaOf(line.codigoPorcentaje);
    const net = lineTotal(line.precioUnitario, line.cantidad, line.descuento);
    const ice = line.ice ? assigned(lineIce(net, line.cantidad, line.ice), line.asignado?.ice) : null;
    const irbpnr = line.irbpnr ? assigned(lineIrbpnr(line.cantidad, line.irbpnr), line.asignado?.irbpnr) : null;
    const baseIva = roundMoney(net + (ice?.valor ?? 0));
    const iva: ImpuestoCalculado = {
      codigo: CODIGO_IVA,
      codigoPorcentaje: line.codigoPorcentaje,
      tarifa,
      baseImponible: baseIva,
      valor: lineIva(baseIva, tarifa),
    };
    const netCents = toCents(net);
    totalCents += netCents;
    discountCents += toCents(line.descuento);
    if (tarifa > 0) taxedCents += netCents;
    else zeroCents += netCents;
    const impuestos = [iva, ...(ice ? [ice] : []), ...(irbpnr ? [irbpnr] : [])];
    for (const impuesto of impuestos) add(impuesto);
    return { precioTotalSinImpuesto: net, impuesto: iva, impuestos };
  });

  const totalConImpuestos = [...perTax.values()]
    .sort((a, b) => a.codigo - b.codigo || a.codigoPorcentaje - b.codigoPorcentaje)
    .map((total): ImpuestoCalculado => {
      const baseImponible = fromCents(total.baseImponible);
      const valor =
        total.codigo !== CODIGO_IVA
          ? fromCents(total.valor)
          : (ivaAsignado?.get(total.codigoPorcentaje) ?? lineIva(baseImponible, total.tarifa));
      return { ...total, baseImponible, valor };
    });
  const sumOf = (codigo: number) =>
    totalConImpuestos
      .filter((impuesto) => impuesto.codigo === codigo)
      .reduce((sum, impuesto) => sum + toCents(impuesto.valor), 0);
  const ivaCents = sumOf(CODIGO_IVA);
  const iceCents = sumOf(CODIGO_ICE);
  const irbpnrCents = sumOf(CODIGO_IRBPNR);

  return {
    lineas,
    totalSinImpuestos: fromCents(totalCents),
    totalDescuento: fromCents(discountCents),
    subtotalIva: fromCents(taxedCents),
    subtotalIvaCero: fromCents(zeroCents),
    iva: fromCents(ivaCents),
    ice: fromCents(iceCents),
    irbpnr: fromCents(irbpnrCents),
    importeTotal: fromCents(totalCents + iceCents + ivaCents + irbpnrCents),
    propina: 0,
    totalConImpuestos,
  };
}
