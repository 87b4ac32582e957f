import { entrySubtotal, formatMoney, type InvoiceFormLine } from '@facturador/shared/domain';
import { type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import type { LineEditing } from '../hooks/useLineEditing';
import { LineEditors } from './LineEditors';
import { LineTaxes } from './LineTaxes';
import { lineCellClass } from './table-classes';

type AddedLineRowProps = {
  line: InvoiceFormLine;
  index: number;
  usarInventario: boolean;
  /** Without it the line is read-only. */
  editing?: LineEditing;
  onRemove: () => void;
  /** Escape in the line: back to the entry row's Código. */
  onLeave: () => void;
};

/** One added line of 'Lista de items', with its delete button (spec 01 §2). */
export function AddedLineRow({ line, index, usarInventario, editing, onRemove, onLeave }: AddedLineRowProps) {
  const row = useRef<HTMLTableRowElement>(null);
  // Issue 25: Tab goes from the entry row straight to 'Enviar'; a line's fields are reached by
  // click or F2. EditableAmount takes no tabIndex, so the row sets it on every control it holds.
  useLayoutEffect(() => {
    for (const control of row.current?.querySelectorAll<HTMLElement>('input, select, button') ?? []) {
      control.tabIndex = -1;
    }
  });
  return (
    <tr
      ref={row}
      data-added-line=""
      onKeyDown={onLineKeyDown(onLeave)}
      className="mt-2 block rounded-lg border border-slate-200 p-2 lg:mt-0 lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:p-0"
    >
      <td data-label="Código" className={lineCellClass}>
        <span className="font-mono text-xs lg:text-sm">{line.producto_codigo}</span>
      </td>
      <td data-label="Descripción" className={lineCellClass}>
        <span className="block lg:truncate" title={line.producto_descripcion || undefined}>
          {line.producto_nombre}
        </span>
      </td>
      {usarInventario ? (
        <td data-label="N° Serie" className={lineCellClass}>
          <span className="font-mono text-xs lg:text-sm">{line.producto_numero_serie}</span>
        </td>
      ) : null}
      {editing ? (
        <LineEditors line={line} index={index} editing={editing} />
      ) : (
        <>
          <td data-label="Precio" className={`${lineCellClass} tabular-nums lg:text-right`}>
            {formatMoney(Number(line.producto_precio))}
          </td>
          <td data-label="Cantidad" className={`${lineCellClass} tabular-nums lg:text-right`}>
            {line.producto_cantidad}
          </td>
          <td data-label="Descuento" className={`${lineCellClass} tabular-nums lg:text-right`}>
            {formatMoney(Number(line.producto_descuento || 0))}
          </td>
          <td data-label="Impuesto" className={lineCellClass}>
            {line.producto_impuesto}
            <LineTaxes line={line} />
          </td>
        </>
      )}
      <td data-label="Subtotal" className={`${lineCellClass} font-semibold tabular-nums lg:text-right`}>
        {formatMoney(entrySubtotal(line))}
      </td>
      <td className="px-1 py-1 text-right lg:table-cell lg:px-2 lg:py-1.5">
        <button
          type="button"
          aria-label="Eliminar"
          title={`Eliminar ${line.producto_nombre}`}
          className="inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm font-medium text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
          onClick={onRemove}
        >
          <span aria-hidden="true">✕</span>
          <span aria-hidden="true" className="lg:sr-only">
            Eliminar
          </span>
        </button>
      </td>
    </tr>
  );
}

const controlsOf = (row: Element | null | undefined) =>
  [...(row?.querySelectorAll<HTMLElement>('input, select, button') ?? [])].filter(
    (control) => !(control as HTMLInputElement).disabled,
  );

/**
 * Keys inside an added line: Tab and Shift+Tab walk the line's own controls (leaving it at either
 * end), Alt+↑ / Alt+↓ go to the same column of the line above or below, Escape back to Código.
 */
function onLineKeyDown(onLeave: () => void) {
  return (event: KeyboardEvent<HTMLTableRowElement>) => {
    const row = event.currentTarget;
    const controls = controlsOf(row);
    const position = controls.indexOf(event.target as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      onLeave();
    } else if (event.key === 'Tab' && position >= 0) {
      const next = controls[position + (event.shiftKey ? -1 : 1)];
      if (!next) return;
      event.preventDefault();
      next.focus();
    } else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      const sibling = event.key === 'ArrowUp' ? row.previousElementSibling : row.nextElementSibling;
      if (!sibling?.hasAttribute('data-added-line')) return;
      event.preventDefault();
      const cell = (event.target as HTMLElement).closest('td')?.getAttribute('data-label');
      (
        sibling.querySelector<HTMLElement>(`td[data-label="${cell}"] :is(input, select, button):not(:disabled)`) ??
        controlsOf(sibling)[0]
      )?.focus();
    }
  };
}
