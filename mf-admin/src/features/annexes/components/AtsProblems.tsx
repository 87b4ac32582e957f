import type { AtsProblema } from '@facturador/shared/domain/annexes';
import { cardClass } from '../../../common/styles';
import { SustentoFix } from './SustentoFix';

/**
 * What keeps the month's ATS from being made, each naming the document and what to fix; a purchase's
 * sustento and forma de pago are fixed in place, then the month is checked again.
 */
export function AtsProblems({
  problemas,
  fecha,
  onFixed,
}: {
  problemas: AtsProblema[];
  /** The period's first day (aaaa-mm-dd). */
  fecha: string;
  onFixed: () => void;
}) {
  if (problemas.length === 0) {
    return (
      <p role="status" className={`${cardClass} p-4 text-sm font-medium text-emerald-800`}>
        El ATS del mes está listo para descargar: no hay problemas que corregir.
      </p>
    );
  }
  return (
    <section aria-labelledby="ats-problemas" className={`${cardClass} p-4`}>
      <h2 id="ats-problemas" className="text-base font-semibold text-slate-900">
        {problemas.length === 1 ? 'El ATS tiene 1 problema' : `El ATS tiene ${problemas.length} problemas`}
      </h2>
      <ul className="mt-2 grid gap-2 text-sm">
        {problemas.map((problema) => (
          <li key={`${problema.documento}-${problema.mensaje}`} className="rounded-lg bg-amber-50 p-3 text-amber-900">
            <strong>{problema.documento}</strong>: {problema.mensaje}
            {problema.compraId ? (
              <SustentoFix
                compraId={problema.compraId}
                documento={problema.documento}
                fecha={fecha}
                onSaved={onFixed}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
