import { type InvoiceFormLine, lineTaxesLabel } from '@facturador/shared/domain';

/** A line's ICE and IRBPNR, from its product, under its IVA (nothing for IVA-only lines). */
export function LineTaxes({ line }: { line: Pick<InvoiceFormLine, 'ice' | 'irbpnr'> }) {
  const label = lineTaxesLabel(line);
  return label ? <span className="block text-xs text-slate-500">{label}</span> : null;
}
