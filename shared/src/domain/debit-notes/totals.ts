import { sumMoney, toCents } from '../invoicing/money';
import { CODIGO_IVA, ivaFueraDeVigencia, ivaOptionByLabel } from '../invoicing/taxes';
import { lineIva } from '../invoicing/totals';
import type { MotivoNotaDebito } from './request';

/** The nota de débito's one impuesto (infoNotaDebito/impuestos): IVA at the chosen rate on Σ motivos. */
export interface ImpuestoNotaDebito {
  codigo: '2';
  codigoPorcentaje: number;
  tarifa: number;
  baseImponible: number;
  valor: number;
}

export interface NotaDebitoTotales {
  totalSinImpuestos: number;
  impuesto: ImpuestoNotaDebito;
  valorTotal: number;
}

/**
 * SRI-NOTES §10.1: Σ motivo.valor = totalSinImpuestos; IVA = base × tarifa rounded half-up to the
 * cent once (§8, "round globally"); valorTotal = totalSinImpuestos + IVA. `impuesto` is an IVA label
 * of the dated table ('IVA 15%', 'IVA 0%').
 */
export function notaDebitoTotales(
  motivos: readonly Pick<MotivoNotaDebito, 'valor'>[],
  impuesto: string,
): NotaDebitoTotales {
  const option = ivaOptionByLabel(impuesto);
  if (!option) throw new RangeError(`Tarifa de IVA desconocida: ${impuesto}`);
  const totalSinImpuestos = sumMoney(motivos.map((motivo) => motivo.valor));
  const valor = lineIva(totalSinImpuestos, option.tarifa);
  return {
    totalSinImpuestos,
    impuesto: {
      codigo: String(CODIGO_IVA) as '2',
      codigoPorcentaje: option.codigoPorcentaje,
      tarifa: option.tarifa,
      baseImponible: totalSinImpuestos,
      valor,
    },
    valorTotal: sumMoney([totalSinImpuestos, valor]),
  };
}

/**
 * The rate must be in force on the modified invoice's date (`dd/mm/aaaa`; SRI-NOTES §10.1): null when
 * it is, else the Spanish refusal.
 */
export function notaDebitoIvaFueraDeVigencia(impuesto: string, fechaFactura: string): string | null {
  const option = ivaOptionByLabel(impuesto);
  return option ? ivaFueraDeVigencia(option.codigoPorcentaje, fechaFactura) : null;
}

/** Declared pagos add up to valorTotal: the cents they differ by (0 when they agree or none are given). */
export function notaDebitoPagosDiferencia(pagos: readonly { total: number }[] | undefined, valorTotal: number): number {
  if (!pagos) return 0;
  return toCents(sumMoney(pagos.map((pago) => pago.total))) - toCents(valorTotal);
}
