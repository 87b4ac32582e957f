import { primaryButtonClass } from '@facturador/shared/ui';
import type { ReactNode } from 'react';

/** A section's title, its main action on the right, and what the section is for. */
export function SectionHeading({
  id,
  title,
  action,
  onAction,
  children,
}: {
  id: string;
  title: string;
  action: string;
  onAction: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <button type="button" className={primaryButtonClass} onClick={onAction}>
          {action}
        </button>
      </div>
      <p className="text-sm text-slate-600">{children}</p>
    </>
  );
}
