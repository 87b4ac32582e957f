import type { NombreValor } from '@facturador/shared/domain';
import { cardClass, sectionTitleClass } from '../../../ui/styles';

/** The rows saved in 'Info adicional', shown under the items. */
export function AdditionalInfoSummary({ rows }: { rows: readonly NombreValor[] }) {
  if (!rows.length) return null;
  return (
    <section className={cardClass} aria-label="Información adicional">
      <h2 className={`${sectionTitleClass} mb-2`}>Información adicional</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map((row, index) => (
          <div key={index} className="contents">
            <dt className="font-medium text-slate-600">{row.nombre}</dt>
            <dd className="text-slate-900">{row.valor}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
