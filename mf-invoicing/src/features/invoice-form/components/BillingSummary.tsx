import {
  CODIGO_IVA,
  computeTotals,
  formatMoney,
  formTaxableLines,
  type InvoiceFormState,
  ivaOptionByCodigo,
} from '@facturador/shared/domain';

const IVA_15 = 4;
const IVA_0 = 0;

/** The lines' totals, computed by the same domain functions the payload and the API use (a credit note's shares too). */
export function totalsOf(form: Pick<InvoiceFormState, 'productos' | 'tipoComprobante' | 'acreditable'>) {
  const { lines, ivaAsignado } = formTaxableLines(form);
  return computeTotals(lines, ivaAsignado);
}

/**
 * Billing amount box (spec 01 §2): subtotal per rate, discount, IVA and total, 2 decimals with $.
 * IVA 15% and 0% always show; another rate (the legacy 12%) shows when a line carries it.
 */
export function BillingSummary({
  form,
}: {
  form: Pick<InvoiceFormState, 'productos' | 'tipoComprobante' | 'acreditable'>;
}) {
  const totals = totalsOf(form);
  // One row per rate code: No objeto and Exento are 0 % too, but their own lines.
  const byCode = new Map(
    totals.totalConImpuestos.filter((rate) => rate.codigo === CODIGO_IVA).map((rate) => [rate.codigoPorcentaje, rate]),
  );
  const codes = [...new Set([IVA_15, IVA_0, ...byCode.keys()])].sort(
    (a, b) => (ivaOptionByCodigo(b)?.tarifa ?? 0) - (ivaOptionByCodigo(a)?.tarifa ?? 0) || a - b,
  );
  const suffix = (code: number) => {
    const option = ivaOptionByCodigo(code);
    return option && !option.label.startsWith('IVA ') ? option.label : `${option?.tarifa ?? 0}%`;
  };
  const rows: { label: string; value: number; strong?: boolean }[] = [
    ...codes.map((code) => ({ label: `Subtotal ${suffix(code)}`, value: byCode.get(code)?.baseImponible ?? 0 })),
    { label: 'Subtotal sin impuestos', value: totals.totalSinImpuestos },
    { label: 'Descuento', value: totals.totalDescuento },
    // ICE (inside the IVA base) and IRBPNR only when a line carries them.
    ...(totals.ice ? [{ label: 'ICE', value: totals.ice }] : []),
    ...codes
      .filter((code) => (ivaOptionByCodigo(code)?.tarifa ?? 0) > 0)
      .map((code) => ({ label: `IVA ${suffix(code)}`, value: byCode.get(code)?.valor ?? 0 })),
    ...(totals.irbpnr ? [{ label: 'IRBPNR', value: totals.irbpnr }] : []),
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
              {formatMoney(row.value)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
