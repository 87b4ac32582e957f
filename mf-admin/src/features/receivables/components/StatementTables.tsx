import { formatMoney } from '@facturador/shared/domain';
import {
  type CuentaFactura,
  type Movimiento,
  REGISTRAR_COBRO_TITLE,
  TIPO_MOVIMIENTO_CUENTA_LABELS,
} from '@facturador/shared/domain/receivables';
import { primaryButtonClass } from '@facturador/shared/ui';
import { cellClass, Table } from '../../../common/Table';

const money = `${cellClass} whitespace-nowrap text-right tabular-nums`;
const amount = (value: number) => (value ? formatMoney(value) : '');

/** The statement's movements in date order, with the running balance. */
export function MovementsTable({ movimientos }: { movimientos: Movimiento[] }) {
  return (
    <Table
      caption="Movimientos del estado de cuenta"
      headers={['Fecha', 'Tipo', 'Descripción', 'Cargo', 'Abono', 'Saldo']}
    >
      {movimientos.map((movimiento, index) => (
        <tr key={`${movimiento.claveAcceso}-${movimiento.tipo}-${index}`}>
          <td className={`${cellClass} tabular-nums`}>{movimiento.fecha}</td>
          <td className={cellClass}>{TIPO_MOVIMIENTO_CUENTA_LABELS[movimiento.tipo]}</td>
          <td className={cellClass}>{movimiento.descripcion}</td>
          <td className={money}>{amount(movimiento.cargo)}</td>
          <td className={money}>{amount(movimiento.abono)}</td>
          <td className={`${money} font-medium`}>{formatMoney(movimiento.saldo)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The invoices with a balance, each with «Registrar cobro». */
export function OpenInvoicesTable({
  facturas,
  onCobrar,
}: {
  facturas: CuentaFactura[];
  onCobrar: (cuenta: CuentaFactura) => void;
}) {
  if (facturas.length === 0) return <p className="text-sm text-slate-600">El cliente no tiene facturas con saldo.</p>;
  return (
    <Table caption="Facturas con saldo" headers={['Factura', 'Emisión', 'Vencimiento', 'Total', 'Saldo', '']}>
      {facturas.map((factura) => (
        <tr key={factura.claveAcceso}>
          <th scope="row" className={`${cellClass} text-left font-mono font-medium`}>
            {factura.numero}
          </th>
          <td className={`${cellClass} tabular-nums`}>{factura.fechaEmision}</td>
          <td className={`${cellClass} tabular-nums ${factura.vencido ? 'text-red-700' : ''}`}>
            {factura.vencimiento}
            {factura.vencido ? ` (vencida hace ${factura.diasVencido} días)` : ''}
          </td>
          <td className={money}>{formatMoney(factura.importeTotal)}</td>
          <td className={`${money} font-semibold`}>{formatMoney(factura.saldo)}</td>
          <td className={cellClass}>
            <button
              type="button"
              className={primaryButtonClass}
              aria-label={`${REGISTRAR_COBRO_TITLE} de la factura ${factura.numero}`}
              onClick={() => onCobrar(factura)}
            >
              {REGISTRAR_COBRO_TITLE}
            </button>
          </td>
        </tr>
      ))}
    </Table>
  );
}
