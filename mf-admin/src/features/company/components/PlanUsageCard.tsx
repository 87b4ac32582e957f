import { type EmisorSettings, planDe, usoDelPlan } from '@facturador/shared/domain';
import { cardClass } from '../../../common/styles';

/** The plan and this month's usage against its limits (PRUEBAS never counts). */
export function PlanUsageCard({ emisor }: { emisor: EmisorSettings }) {
  const { documentosProduccion, productosInventariados, mes } = emisor.uso;
  return (
    <section aria-labelledby="plan-uso" className={`${cardClass} p-5`}>
      <h2 id="plan-uso" className="text-lg font-semibold text-slate-900">
        Plan y uso del mes
      </h2>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">Plan</dt>
          <dd className="font-semibold text-slate-900">{planDe(emisor.plan).nombre}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Comprobantes en PRODUCCIÓN ({mes})</dt>
          <dd className="font-semibold text-slate-900">
            {usoDelPlan(documentosProduccion.usados, documentosProduccion.maximo)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Productos inventariados</dt>
          <dd className="font-semibold text-slate-900">
            {usoDelPlan(productosInventariados.usados, productosInventariados.maximo)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
