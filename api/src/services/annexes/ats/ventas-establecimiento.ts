import { sumMoney } from '@facturador/shared/domain';
import { atsAmount } from '@facturador/shared/domain/annexes';
import type { AtsInput } from './input';
import { ventaBases } from './ventas';
import { block, el } from './xml';

/**
 * ventasEstablecimiento: every establishment of the RUC (zero-sales ones included), its sales without
 * IVA net of credit notes (may be negative); totalVentas is their sum.
 */
export function ventasPorEstablecimiento(input: Pick<AtsInput, 'establecimientos' | 'ventas'>): Map<string, number> {
  const codes = [...new Set([...input.establecimientos, ...input.ventas.map((venta) => venta.estab)])].sort();
  const result = new Map(codes.map((code) => [code, 0]));
  for (const venta of input.ventas) {
    const bases = ventaBases(venta);
    const neto = sumMoney([bases.baseNoGraIva, bases.baseImponible, bases.baseImpGrav]);
    result.set(venta.estab, sumMoney([result.get(venta.estab) ?? 0, venta.codDoc === '04' ? -neto : neto]));
  }
  return result;
}

export const totalVentas = (porEstablecimiento: Map<string, number>) => sumMoney(porEstablecimiento.values());

export function ventasEstablecimientoBlock(porEstablecimiento: Map<string, number>): string {
  return block(
    'ventasEstablecimiento',
    [...porEstablecimiento].map(([codEstab, ventas]) =>
      block('ventaEst', el('codEstab', codEstab), el('ventasEstab', atsAmount(ventas))),
    ),
  );
}
