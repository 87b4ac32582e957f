import { formatMoney, isoToFechaSri, sumMoney } from '@facturador/shared/domain';
import type { RetencionDeFactura } from '@facturador/shared/domain/withholdings';
import { Link } from 'react-router-dom';

/** The retenciones the customer withheld on this invoice (issue #22): what it no longer owes. */
export function ReceivedWithholdings({ retenciones }: { retenciones: RetencionDeFactura[] }) {
  const renta = sumMoney(retenciones.map((item) => item.renta));
  const iva = sumMoney(retenciones.map((item) => item.iva));
  return (
    <section aria-label="Retenciones recibidas" className="mt-4 rounded-lg bg-violet-50 px-3 py-2 text-sm">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-violet-800">Retenciones recibidas</h3>
      <ul className="mt-1 space-y-1">
        {retenciones.map((item) => (
          <li key={item.id} className="flex flex-wrap justify-between gap-2">
            <Link to={`/retenciones?ver=${item.id}`} className="font-mono text-violet-900 underline">
              Retención {item.numero}
            </Link>
            <span className="text-slate-700">
              {isoToFechaSri(item.fechaEmision)} · Renta {formatMoney(item.renta)} · IVA {formatMoney(item.iva)}
            </span>
          </li>
        ))}
      </ul>
      {retenciones.length > 1 ? (
        <p className="mt-1 text-right text-slate-700">
          Total retenido: Renta {formatMoney(renta)} · IVA {formatMoney(iva)}
        </p>
      ) : null}
    </section>
  );
}
