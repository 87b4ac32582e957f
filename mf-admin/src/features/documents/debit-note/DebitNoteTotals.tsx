import { formatMoney } from '@facturador/shared/domain';

/** Subtotal, IVA and Total as the motivos and the IVA are typed. */
export function DebitNoteTotals({ subtotal, iva, total }: { subtotal: number; iva: number; total: number }) {
  const rows = [
    { label: 'Subtotal', value: subtotal },
    { label: 'IVA', value: iva },
    { label: 'Total', value: total },
  ];
  return (
    <dl aria-label="Totales de la nota de débito" className="ml-auto grid w-56 grid-cols-2 gap-y-1 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className={row.label === 'Total' ? 'font-semibold text-slate-900' : 'text-slate-500'}>{row.label}</dt>
          <dd className={`text-right tabular-nums ${row.label === 'Total' ? 'font-semibold text-slate-900' : ''}`}>
            {formatMoney(row.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
