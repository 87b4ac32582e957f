import { formatMoney } from '@facturador/shared/domain';
import { type AgeingResponse, TRAMO_LABELS, TRAMOS, VENCIDO_LABEL } from '@facturador/shared/domain/receivables';
import { smallButtonClass } from '@facturador/shared/ui';
import { cellClass, Table } from '../../../common/Table';

const HEADERS = ['Cliente', 'Saldo', VENCIDO_LABEL, ...TRAMOS.map((tramo) => TRAMO_LABELS[tramo])];
const money = `${cellClass} whitespace-nowrap text-right tabular-nums`;

/**
 * The ageing table: one row per customer, its balance by age, and the totals. The customer's cell holds its
 * identification and «Estado de cuenta» (the way to the statement and «Registrar cobro»), so the action is in
 * view at any width: at 1280 px the table fits its card, and on a phone it scrolls sideways from there.
 */
export function AgeingTable({
  ageing,
  selected,
  onSelect,
}: {
  ageing: AgeingResponse;
  selected: string | null;
  onSelect: (identificacion: string) => void;
}) {
  return (
    <Table caption="Antigüedad de saldos por cliente" headers={HEADERS}>
      {ageing.clientes.map((cliente) => (
        <tr key={cliente.identificacion} aria-selected={selected === cliente.identificacion}>
          <th scope="row" className={`${cellClass} min-w-44 text-left font-medium text-slate-900`}>
            {cliente.razonSocial}
            <span className="block text-xs font-normal text-slate-500">
              <span className="font-mono">{cliente.identificacion}</span> · {cliente.facturas}{' '}
              {cliente.facturas === 1 ? 'factura' : 'facturas'}
            </span>
            <button
              type="button"
              className={`${smallButtonClass} mt-2`}
              aria-label={`Estado de cuenta de ${cliente.razonSocial}`}
              onClick={() => onSelect(cliente.identificacion)}
            >
              Estado de cuenta
            </button>
          </th>
          <td className={`${money} font-semibold`}>{formatMoney(cliente.saldo)}</td>
          <td className={`${money} ${cliente.vencido > 0 ? 'text-red-700' : ''}`}>{formatMoney(cliente.vencido)}</td>
          {TRAMOS.map((tramo) => (
            <td key={tramo} className={money}>
              {formatMoney(cliente.tramos[tramo])}
            </td>
          ))}
        </tr>
      ))}
      <tr className="bg-slate-50 font-semibold">
        <th scope="row" className={`${cellClass} text-left`}>
          Total
        </th>
        <td className={money}>{formatMoney(ageing.totales.saldo)}</td>
        <td className={money}>{formatMoney(ageing.totales.vencido)}</td>
        {TRAMOS.map((tramo) => (
          <td key={tramo} className={money}>
            {formatMoney(ageing.totales.tramos[tramo])}
          </td>
        ))}
      </tr>
    </Table>
  );
}
