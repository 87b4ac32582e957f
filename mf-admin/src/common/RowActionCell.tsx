import { smallButtonClass } from '@facturador/shared/ui';
import type { ReactNode } from 'react';
import { cellClass } from './Table';

/** A list row's action cell: one small button, named for its record ('Ver retención 001-001-000000001'). */
export function RowActionCell({ name, onClick, children }: { name: string; onClick: () => void; children: ReactNode }) {
  return (
    <td className={cellClass}>
      <button type="button" className={smallButtonClass} aria-label={name} onClick={onClick}>
        {children}
      </button>
    </td>
  );
}
