import type { ReactNode } from 'react';
import { PASO_TITULO, PASOS, type Paso } from '../texts';

/** The wizard's steps, numbered; the current one marked, those not reachable yet disabled. */
export function StepNav({
  paso,
  reachable,
  onChange,
}: {
  paso: Paso;
  reachable: (paso: Paso) => boolean;
  onChange: (paso: Paso) => void;
}) {
  return (
    <nav aria-label="Pasos de la importación">
      <ol className="flex flex-wrap gap-2">
        {PASOS.map((step, index) => {
          const current = step === paso;
          return (
            <li key={step}>
              <button
                type="button"
                aria-current={current ? 'step' : undefined}
                disabled={!reachable(step)}
                onClick={() => onChange(step)}
                className={`inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50 ${
                  current ? 'bg-blue-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
                }`}
              >
                <span aria-hidden="true">{index + 1}.</span>
                {PASO_TITULO[step]}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** A step's panel, named by its heading. */
export function StepSection({ paso, children }: { paso: Paso; children: ReactNode }) {
  const headingId = `paso-${paso}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {PASO_TITULO[paso]}
      </h2>
      {children}
    </section>
  );
}
