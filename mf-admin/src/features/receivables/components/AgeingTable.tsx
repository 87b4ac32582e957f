import { formatMoney } from '@facturador/shared/domain';
import { type AgeingResponse, TRAMO_LABELS, TRAMOS, VENCIDO_LABEL } from '@facturador/shared/domain/receivables';
import { secondaryButtonClass } from '@facturador/shared/ui';
import { cellClass, Table } from '../../../common/Table';

const HEADERS = [
  'Cliente',
  'Identificación',
  'Saldo',
  VENCIDO_LABEL,
  ...TRAMOS.map((tramo) => TRAMO_LABELS[tramo]),
  '',
];
const money = `${cellClass} whitespace-nowrap text-right tabular-nums`;

/** The ageing table: one row per customer, its balance by age, and the totals. */
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
          <th scope="row" className={`${cellClass} text-left font-medium text-slate-900`}>
            {cliente.razonSocial}
            <span className="block text-xs font-normal text-slate-500">
              {cliente.facturas} {cliente.facturas === 1 ? 'factura' : 'facturas'}
            </span>
          </th>
          <td className={`${cellClass} font-mono`}>{cliente.identificacion}</td>
          <td className={`${money} font-semibold`}>{formatMoney(cliente.saldo)}</td>
          <td className={`${money} ${cliente.vencido > 0 ? 'text-red-700' : ''}`}>{formatMoney(cliente.vencido)}</td>
          {TRAMOS.map((tramo) => (
            <td key={tramo} className={money}>
              {formatMoney(cliente.tramos[tramo])}
            </td>
          ))}
          <td className={cellClass}>
            <button
              type="button"
              className={secondaryButtonClass}
              aria-label={`Estado de cuenta de ${cliente.razonSocial}`}
              onClick={() => onSelect(cliente.identificacion)}
            >
              Estado de cuenta
            </button>
          </td>
        </tr>
      ))}
      <tr className="bg-slate-50 font-semibold">
        <th scope="row" className={`${cellClass} text-left`} colSpan={2}>
          Total
        </th>
        <td className={money}>{formatMoney(ageing.totales.saldo)}</td>
        <td className={money}>{formatMoney(ageing.totales.vencido)}</td>
        {TRAMOS.map((tramo) => (
          <td key={tramo} className={money}>
            {formatMoney(ageing.totales.tramos[tramo])}
          </td>
        ))}
        <td className={cellClass} />
      </tr>
    </Table>
  );
}
