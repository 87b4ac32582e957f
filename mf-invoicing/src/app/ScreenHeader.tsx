import type { ComponentProps } from 'react';
import { HeaderSelectors } from '../features/invoice-form/components/HeaderSelectors';

/** Title, the business trade name under it, and the header selectors (spec 01 §2). */
export function ScreenHeader({
  titleId,
  creditNote,
  nombreComercial,
  selectors,
}: {
  titleId: string;
  creditNote: boolean;
  nombreComercial: string;
  selectors: ComponentProps<typeof HeaderSelectors>;
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 id={titleId} className="text-3xl font-bold text-slate-900">
          {creditNote ? 'Nueva Nota de Crédito' : 'Nueva Factura'}
        </h1>
        <p className="mt-1 text-lg text-slate-600">{nombreComercial}</p>
      </div>
      <HeaderSelectors {...selectors} />
    </header>
  );
}
