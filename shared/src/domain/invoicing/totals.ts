import { roundMoney, toCents } from './money';
import { CODIGO_IVA, ivaOptionByCodigo } from './taxes';

/** What the maths needs from a line. */
export interface TaxableLine {
  precioUnitario: number;
  cantidad: number;
  descuento: number;
  /** IVA rate code (IVA_OPTIONS). */
  codigoPorcentaje: number;
}

/** One IVA entry, per line (impuesto) or per rate (totalImpuesto). */
export interface ImpuestoCalculado {
  codigo: typeof CODIGO_IVA;
  codigoPorcentaje: number;
  tarifa: number;
  baseImponible: number;
  valor: number;
}

export interface LineaCalculada {
  precioTotalSinImpuesto: number;
  impuesto: ImpuestoCalculado;
}

export interface TotalesCalculados {
  lineas: LineaCalculada[];
  /** Sum of the line totals (after line discounts). */
  totalSinImpuestos: number;
  totalDescuento: number;
  /** Taxed base (rates above 0%). */
  subtotalIva: number;
  /** Base at 0% (0 %, No objeto, Exento). */
  subtotalIvaCero: number;
  /** Sum of the per-rate IVA of totalConImpuestos. */
  iva: number;
  importeTotal: number;
  /** Always 0 (spec 01 §9). */
  propina: 0;
  /** One entry per rate used, by ascending rate code; its IVA is rounded once on the rate's base. */
  totalConImpuestos: ImpuestoCalculado[];
}

/** Line total = price x quantity - discount, to 2 decimals (spec 01 §9). */
export function lineTotal(precioUnitario: number, cantidad: number, descuento: number): number {
  return roundMoney(precioUnitario * cantidad - descuento);
}

/** IVA of one line: base x rate, to 2 decimals (the line's own impuesto, spec 01 §9). */
export function lineIva(baseImponible: number, tarifa: number): number {
  return roundMoney((baseImponible * tarifa) / 100);
}

export function tarifaOf(codigoPorcentaje: number): number {
  const option = ivaOptionByCodigo(codigoPorcentaje);
  if (!option) throw new RangeError(`Código de IVA desconocido: ${codigoPorcentaje}`);
  return option.tarifa;
}

/**
 * The single place where document totals are computed (screen, server and XML use it). Each line
 * carries its own IVA (spec 01 §9), but the document's IVA is rounded per rate on the sum of that
 * rate's bases ("round globally", as Odoo and OCA l10n-ecuador do for Ecuador, SRI-NOTES §8):
 * rounding per line under-collects on many small lines (30 x $0.03 at 15 %: 0.00 vs 0.14).
 */
export function computeTotals(lines: readonly TaxableLine[]): TotalesCalculados {
  const perRate = new Map<number, { base: number; tarifa: number }>();
  let totalCents = 0;
  let discountCents = 0;
  let taxedCents = 0;
  let zeroCents = 0;

  const lineas = lines.map((line): LineaCalculada => {
    const tarifa = tarifaOf(line.codigoPorcentaje);
    const base = lineTotal(line.precioUnitario, line.cantidad, line.descuento);
    const valor = lineIva(base, tarifa);
    const baseCents = toCents(base);
    totalCents += baseCents;
    discountCents += toCents(line.descuento);
    if (tarifa > 0) taxedCents += baseCents;
    else zeroCents += baseCents;
    const rate = perRate.get(line.codigoPorcentaje) ?? { base: 0, tarifa };
    rate.base += baseCents;
    perRate.set(line.codigoPorcentaje, rate);
    return {
      precioTotalSinImpuesto: base,
      impuesto: { codigo: CODIGO_IVA, codigoPorcentaje: line.codigoPorcentaje, tarifa, baseImponible: base, valor },
    };
  });

  const totalConImpuestos = [...perRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(
      ([codigoPorcentaje, rate]): ImpuestoCalculado => ({
        codigo: CODIGO_IVA,
        codigoPorcentaje,
        tarifa: rate.tarifa,
        baseImponible: rate.base / 100,
        valor: lineIva(rate.base / 100, rate.tarifa),
      }),
    );
  const ivaCents = totalConImpuestos.reduce((sum, impuesto) => sum + toCents(impuesto.valor), 0);

  return {
    lineas,
    totalSinImpuestos: totalCents / 100,
    totalDescuento: discountCents / 100,
    subtotalIva: taxedCents / 100,
    subtotalIvaCero: zeroCents / 100,
    iva: ivaCents / 100,
    importeTotal: (totalCents + ivaCents) / 100,
    propina: 0,
    totalConImpuestos,
  };
}
