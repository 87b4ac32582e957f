import { formatMoney } from '@facturador/shared/domain';
import type { ComprasLiquidacion } from '@facturador/shared/domain/reports';
import { useId } from 'react';
import { Figure } from '../../../common/Figure';
import { cellClass, Table } from '../../../common/Table';

const money = (value: number) => (
  <td className={`${cellClass} whitespace-nowrap text-right tabular-nums`}>{formatMoney(value)}</td>
);

/**
 * «Compras por liquidación»: the liquidaciones de compra the company issued and the SRI authorized in
 * the period — how many, their total, and base and IVA by rate (the IVA paid, apart from the sales).
 */
export function SettlementPurchasesSection({ compras }: { compras: ComprasLiquidacion }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        Compras por liquidación
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Liquidaciones de compra autorizadas" value={String(compras.liquidaciones)} />
        <Figure label="Total compras por liquidación" value={formatMoney(compras.importeTotal)} />
        <Figure label="IVA en compras por liquidación" value={formatMoney(compras.totalIva.valor)} />
      </dl>
      {compras.iva.length > 0 ? (
        <Table caption="Compras por liquidación por tarifa" headers={['Tarifa', 'Base imponible', 'IVA']}>
          {compras.iva.map((rate) => (
            <tr key={rate.codigoPorcentaje}>
              <th scope="row" className={`${cellClass} whitespace-nowrap text-left font-medium`}>
                {rate.etiqueta}
              </th>
              {money(rate.baseImponible)}
              {money(rate.valor)}
            </tr>
          ))}
          <tr className="bg-slate-50 font-semibold">
            <th scope="row" className={`${cellClass} whitespace-nowrap text-left font-medium`}>
              Total
            </th>
            {money(compras.totalIva.baseImponible)}
            {money(compras.totalIva.valor)}
          </tr>
        </Table>
      ) : null}
    </section>
  );
}
