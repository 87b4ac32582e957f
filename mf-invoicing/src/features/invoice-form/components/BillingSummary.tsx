import {
  computeTotals,
  DEFAULT_IVA_LABEL,
  formatDolares,
  type InvoiceFormLine,
  ivaOptionByLabel,
  parseAmount,
} from '@facturador/shared/domain';

/** The lines' totals, computed by the same domain function the payload and the API use. */
export function totalsOf(lines: readonly InvoiceFormLine[]) {
  return computeTotals(
    lines.map((line) => ({
      precioUnitario: parseAmount(line.producto_precio),
      cantidad: parseAmount(line.producto_cantidad),
      descuento: parseAmount(line.producto_descuento === '' ? 0 : line.producto_descuento),
      codigoPorcentaje: (ivaOptionByLabel(line.producto_impuesto) ?? ivaOptionByLabel(DEFAULT_IVA_LABEL)!)
        .codigoPorcentaje,
    })),
  );
}

/**
 * Billing amount box (spec 01 §2): subtotal per rate, discount, IVA and total, 2 decimals with $.
 * IVA 15% and 0% always show; another rate (the legacy 12%) shows when a line carries it.
 */
export function BillingSummary({ lines }: { lines: readonly InvoiceFormLine[] }) {
  const totals = totalsOf(lines);
  const byRate = new Map(totals.totalConImpuestos.map((rate) => [rate.tarifa, rate]));
  const tarifas = [...new Set([15, 0, ...byRate.keys()])].sort((a, b) => b - a);
  const rows: { label: string; value: number; strong?: boolean }[] = [
    ...tarifas.map((tarifa) => ({ label: `Subtotal ${tarifa}%`, value: byRate.get(tarifa)?.baseImponible ?? 0 })),
    { label: 'Subtotal sin impuestos', value: totals.totalSinImpuestos },
    { label: 'Descuento', value: totals.totalDescuento },
    ...tarifas
      .filter((tarifa) => tarifa > 0)
      .map((tarifa) => ({ label: `IVA ${tarifa}%`, value: byRate.get(tarifa)?.valor ?? 0 })),
    { label: 'Total', value: totals.importeTotal, strong: true },
  ];
  return (
    <table className="w-full text-sm" aria-label="Valores a pagar">
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className={row.strong ? 'border-t border-slate-300 text-lg' : ''}>
            <th
              scope="row"
              className={`py-1 pr-4 text-left ${row.strong ? 'pt-2 font-bold text-slate-900' : 'font-medium text-slate-600'}`}
            >
              {row.label}
            </th>
            <td
              className={`py-1 text-right tabular-nums ${row.strong ? 'pt-2 font-bold text-slate-900' : 'text-slate-800'}`}
            >
              {formatDolares(row.value)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
