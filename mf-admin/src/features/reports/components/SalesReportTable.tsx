import { formatMoney } from '@facturador/shared/domain';
import type { BaseImpuesto, PorTipo, SalesReport } from '@facturador/shared/domain/reports';
import { cellClass, Table } from '../../../common/Table';

const HEADERS = [
  'Tarifa',
  'Base facturas',
  'IVA facturas',
  'Base notas de crédito',
  'IVA notas de crédito',
  'Base neta',
  'IVA neto',
];

const money = (value: number) => (
  <td className={`${cellClass} whitespace-nowrap text-right tabular-nums`}>{formatMoney(value)}</td>
);

function Amounts({ side }: { side: BaseImpuesto }) {
  return (
    <>
      {money(side.baseImponible)}
      {money(side.valor)}
    </>
  );
}

function Row({ label, figures, strong }: { label: string; figures: PorTipo; strong?: boolean }) {
  return (
    <tr className={strong ? 'bg-slate-50 font-semibold' : undefined}>
      <th scope="row" className={`${cellClass} whitespace-nowrap text-left font-medium`}>
        {label}
      </th>
      <Amounts side={figures.facturas} />
      <Amounts side={figures.notasCredito} />
      <Amounts side={figures.neto} />
    </tr>
  );
}

/** Formulario 104's sales section: base and IVA per rate of invoices, credit notes and the net. */
export function SalesReportTable({ report }: { report: SalesReport }) {
  const has = (side: SalesReport['ice']) => side.facturas.valor !== 0 || side.notasCredito.valor !== 0;
  return (
    <Table caption="Ventas e IVA por tarifa" headers={HEADERS}>
      {report.iva.map((rate) => (
        <Row key={rate.codigoPorcentaje} label={rate.etiqueta} figures={rate} />
      ))}
      <Row label="Total IVA" figures={report.totalIva} strong />
      {has(report.ice) ? <Row label="ICE" figures={report.ice} /> : null}
      {has(report.irbpnr) ? <Row label="IRBPNR" figures={report.irbpnr} /> : null}
    </Table>
  );
}
