import type { InvoiceFormLine } from '@facturador/shared/domain';
import { type Ref, useId, useImperativeHandle, useRef } from 'react';
import type { EntryRow } from '../hooks/useEntryRow';
import { type EntryInputs, useEntryRowKeys } from '../hooks/useEntryRowKeys';
import type { LineEditing } from '../hooks/useLineEditing';
import { AddedLineRow } from './AddedLineRow';
import { EntryRowFields } from './EntryRowFields';

export type ItemsTableHandle = {
  focusCode: () => void;
  /** The quantity, or the price when a serial fixes the quantity. */
  focusQuantity: () => void;
  /** The last added line's first editable amount (the quantity when it can change): F2. */
  focusLastLine: () => void;
};

type ItemsTableProps = {
  entry: EntryRow;
  lines: readonly InvoiceFormLine[];
  usarInventario: boolean;
  onRemove: (index: number) => void;
  /** Scanner mode (issue 13): Enter in Código adds a registered product at once. */
  scannerMode?: boolean;
  /** Ctrl+Enter in the empty entry row (and, in scanner mode, Enter in an empty Código with lines) sends. */
  onSend?: () => void;
  /** Added lines edited in place (issue 13); without it they are read-only. */
  editing?: LineEditing;
};

const columns: { name: string; label: string; width: string; align?: string; inventory?: boolean }[] = [
  { name: 'codigo', label: 'Código', width: 'lg:w-32' },
  { name: 'nombre', label: 'Descripción', width: '' },
  { name: 'serie', label: 'N° Serie', width: 'lg:w-36', inventory: true },
  { name: 'precio', label: 'Precio', width: 'lg:w-28', align: 'text-right' },
  { name: 'cantidad', label: 'Cantidad', width: 'lg:w-24', align: 'text-right' },
  { name: 'descuento', label: 'Descuento', width: 'lg:w-28', align: 'text-right' },
  { name: 'impuesto', label: 'Impuesto', width: 'lg:w-28' },
  { name: 'subtotal', label: 'Subtotal', width: 'lg:w-28', align: 'text-right' },
];

/**
 * 'Lista de items' (spec 01 §2): the column headers, the entry row (Enter walks code →
 * description → serial or price → price → quantity → discount → tax, and Enter on the tax adds
 * the line; Ctrl+Enter adds from any field), and the added lines, each with its delete button.
 */
export function ItemsTable({
  ref,
  entry,
  lines,
  usarInventario,
  onRemove,
  scannerMode = false,
  onSend,
  editing,
}: ItemsTableProps & { ref?: Ref<ItemsTableHandle> }) {
  const prefix = useId();
  const body = useRef<HTMLTableSectionElement>(null);
  const inputs = useRef<EntryInputs>({});
  const { bind, focus, addLine, onKeyDown, serialEnabled } = useEntryRowKeys({
    inputs,
    entry,
    lines,
    usarInventario,
    scannerMode,
    onSend,
  });

  useImperativeHandle(
    ref,
    () => ({
      focusCode: () => inputs.current.codigo?.focus(),
      focusQuantity: () => {
        const { cantidad, precio } = inputs.current;
        (cantidad && !cantidad.disabled ? cantidad : precio)?.focus();
      },
      focusLastLine: () => {
        const row = body.current?.querySelector('tr[data-added-line]:last-of-type');
        const field =
          row?.querySelector<HTMLElement>('td[data-label="Cantidad"] input:not(:disabled)') ??
          row?.querySelector<HTMLElement>('input:not(:disabled), select:not(:disabled)');
        field?.focus();
        if (field instanceof HTMLInputElement) field.select();
      },
    }),
    [],
  );

  const shown = columns.filter((column) => usarInventario || !column.inventory);

  return (
    <table className="w-full border-collapse text-sm lg:table-fixed">
      <thead className="hidden border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-600 lg:table-header-group">
        <tr>
          {shown.map((column) => (
            <th
              key={column.name}
              id={`${prefix}-${column.name}`}
              scope="col"
              className={`px-1 py-2 font-semibold lg:px-2 ${column.width} ${column.align ?? ''}`}
            >
              {column.label}
            </th>
          ))}
          <th scope="col" className="w-28 px-1 py-2 lg:px-2">
            <span className="sr-only">Acciones</span>
          </th>
        </tr>
      </thead>
      <tbody ref={body}>
        <EntryRowFields
          prefix={prefix}
          entry={entry}
          usarInventario={usarInventario}
          serialEnabled={serialEnabled}
          bind={bind}
          onKeyDown={onKeyDown}
          onAdd={() => void addLine()}
        />
        {lines.map((line, index) => (
          <AddedLineRow
            key={`${line.producto_codigo}-${line.producto_numero_serie}-${index}`}
            line={line}
            index={index}
            usarInventario={usarInventario}
            editing={editing}
            onRemove={() => {
              onRemove(index);
              focus('codigo');
            }}
            onLeave={() => focus('codigo')}
          />
        ))}
        {lines.length === 0 ? (
          <tr className="block lg:table-row">
            <td colSpan={shown.length + 1} className="block px-2 py-6 text-center text-slate-500 lg:table-cell">
              Escriba el código y presione Enter, o use Buscar producto.
            </td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
