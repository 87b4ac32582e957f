import {
  entrySubtotal,
  FORM_IVA_LABELS,
  formatMoney,
  type InvoiceFormLine,
  isUnidadFraccionable,
} from '@facturador/shared/domain';
import { primaryButtonClass } from '@facturador/shared/ui';
import { forwardRef, type KeyboardEvent, type ReactNode, useId, useImperativeHandle, useRef } from 'react';
import { compactInputClass } from '../../../ui/styles';
import type { EntryFields, EntryRow } from '../hooks/useEntryRow';
import type { LineEditing } from '../hooks/useLineEditing';
import { EditableAmount } from './EditableAmount';
import { LineTaxes } from './LineTaxes';

type FieldName = 'codigo' | 'nombre' | 'serie' | 'precio' | 'cantidad' | 'descuento' | 'impuesto';

export type ItemsTableHandle = {
  focusCode: () => void;
  /** The quantity, or the price when a serial fixes the quantity. */
  focusQuantity: () => void;
};

type ItemsTableProps = {
  entry: EntryRow;
  lines: readonly InvoiceFormLine[];
  usarInventario: boolean;
  onRemove: (index: number) => void;
  /** Scanner mode (issue 13): Enter in Código adds a registered product at once. */
  scannerMode?: boolean;
  /** Scanner mode: Enter in an empty Código with lines added opens the send confirmation. */
  onSend?: () => void;
  /** Added lines edited in place (issue 13); without it they are read-only. */
  editing?: LineEditing;
};

/** At most 2 decimals while typing (spec 01 §5 "Inputs"). */
const twoDecimals = (value: string) => value.replace(/^(-?\d*[.,]\d{2})\d+$/, '$1');
/** Quantities are whole numbers, except for products sold by measure: up to 3 decimals. */
const wholeNumber = (value: string) => value.replace(/[.,].*$/, '');
const threeDecimals = (value: string) => value.replace(/^(-?\d*[.,]\d{3})\d+$/, '$1');

/** On small screens each cell shows its own label; on large ones the column header does. */
const cellLabelClass = 'mb-1 block text-xs font-semibold text-slate-600 lg:sr-only';
const cellClass = 'block px-1 py-1 lg:table-cell lg:py-2 lg:align-top';
const lineCellClass =
  'flex justify-between gap-3 px-1 py-0.5 before:font-semibold before:text-slate-500 before:content-[attr(data-label)] ' +
  'lg:table-cell lg:px-2 lg:py-2 lg:align-top lg:before:content-none';

/**
 * 'Lista de items' (spec 01 §2): the column headers, the entry row (Enter walks code →
 * description → serial or price → price → quantity → discount → tax, and Enter on the tax adds
 * the line; Ctrl+Enter adds from any field), and the added lines, each with its delete button.
 */
export const ItemsTable = forwardRef<ItemsTableHandle, ItemsTableProps>(function ItemsTable(
  { entry, lines, usarInventario, onRemove, scannerMode = false, onSend, editing },
  // forwardRef, not React 19's `ref` prop: preact/compat (rsbuild-app.ts) passes function components none.
  ref,
) {
  const prefix = useId();
  const headerId = (name: string) => `${prefix}-${name}`;
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLSelectElement | null>>>({});
  const bind = (name: FieldName) => (element: HTMLInputElement | HTMLSelectElement | null) => {
    inputs.current[name] = element;
  };

  useImperativeHandle(
    ref,
    () => ({
      focusCode: () => inputs.current.codigo?.focus(),
      focusQuantity: () => {
        const { cantidad, precio } = inputs.current;
        (cantidad && !cantidad.disabled ? cantidad : precio)?.focus();
      },
    }),
    [],
  );

  const serialEnabled = usarInventario && !entry.serialDisabled;
  const focus = (name: FieldName) => {
    const element = inputs.current[name];
    element?.focus();
    if (element instanceof HTMLInputElement) element.select();
  };
  const next: Record<Exclude<FieldName, 'impuesto'>, () => FieldName> = {
    codigo: () => 'nombre',
    nombre: () => (serialEnabled ? 'serie' : 'precio'),
    serie: () => 'precio',
    precio: () => (entry.quantityDisabled ? 'descuento' : 'cantidad'),
    cantidad: () => 'descuento',
    descuento: () => 'impuesto',
  };

  const addLine = async () => {
    if (await entry.add()) focus('codigo');
  };

  const onKeyDown = (name: FieldName) => (event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (event.ctrlKey || event.metaKey || name === 'impuesto') {
      void addLine();
      return;
    }
    if (name === 'codigo' && scannerMode && onSend && lines.length && !entry.fields.producto_codigo.trim()) {
      onSend();
      return;
    }
    if (name === 'codigo' && scannerMode) {
      void entry.scan().then((outcome) => {
        if (outcome === 'added') focus('codigo');
        else if (outcome === 'serial') focus('serie');
        else if (outcome === 'none') {
          entry.lookupCode();
          focus(next.codigo());
        }
      });
      return;
    }
    if (name === 'codigo') entry.lookupCode();
    if (name === 'serie') entry.lookupSerial();
    focus(next[name]());
  };

  const text = (name: FieldName, field: keyof EntryFields, extra: { disabled?: boolean; maxLength?: number } = {}) => (
    <input
      id={`${prefix}-input-${name}`}
      ref={bind(name)}
      className={compactInputClass}
      value={entry.fields[field]}
      autoComplete="off"
      aria-labelledby={headerId(name)}
      onChange={(event) => entry.setField(field, event.target.value)}
      onKeyDown={onKeyDown(name)}
      {...extra}
    />
  );
  const amount = (
    name: FieldName,
    field: keyof EntryFields,
    options: { min: number; step: number; disabled?: boolean },
  ) => {
    const sanitize = options.step === 1 ? wholeNumber : options.step === 0.001 ? threeDecimals : twoDecimals;
    return (
      <input
        id={`${prefix}-input-${name}`}
        ref={bind(name)}
        type="number"
        inputMode={options.step === 1 ? 'numeric' : 'decimal'}
        min={options.min}
        step={options.step}
        className={`${compactInputClass} text-right tabular-nums`}
        value={entry.fields[field]}
        disabled={options.disabled}
        aria-labelledby={headerId(name)}
        onChange={(event) => entry.setField(field, sanitize(event.target.value))}
        onKeyDown={onKeyDown(name)}
      />
    );
  };
  // Spec 01 §5: min 1, step 1; products sold by measure take up to 3 decimals (issue 13).
  const byMeasure = isUnidadFraccionable(entry.product?.unidad_medida);
  const entryCell = (name: FieldName, label: string, control: ReactNode) => (
    <td className={cellClass}>
      <label htmlFor={`${prefix}-input-${name}`} className={cellLabelClass} aria-hidden="true">
        {label}
      </label>
      {control}
    </td>
  );

  const columns: { name: string; label: string; width: string; align?: string }[] = [
    { name: 'codigo', label: 'Código', width: 'lg:w-32' },
    { name: 'nombre', label: 'Descripción', width: '' },
    ...(usarInventario ? [{ name: 'serie', label: 'N° Serie', width: 'lg:w-36' }] : []),
    { name: 'precio', label: 'Precio', width: 'lg:w-28', align: 'text-right' },
    { name: 'cantidad', label: 'Cantidad', width: 'lg:w-24', align: 'text-right' },
    { name: 'descuento', label: 'Descuento', width: 'lg:w-28', align: 'text-right' },
    { name: 'impuesto', label: 'Impuesto', width: 'lg:w-28' },
    { name: 'subtotal', label: 'Subtotal', width: 'lg:w-28', align: 'text-right' },
  ];

  return (
    <table className="w-full border-collapse text-sm lg:table-fixed">
      <thead className="hidden border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-600 lg:table-header-group">
        <tr>
          {columns.map((column) => (
            <th
              key={column.name}
              id={headerId(column.name)}
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
      <tbody>
        <tr className="grid grid-cols-2 gap-x-2 rounded-lg bg-blue-50/60 p-2 sm:grid-cols-4 lg:table-row lg:rounded-none lg:p-0">
          {entryCell('codigo', 'Código', text('codigo', 'producto_codigo', { maxLength: 25 }))}
          <td className={`${cellClass} col-span-2 sm:col-span-3 lg:col-span-1`}>
            <label htmlFor={`${prefix}-input-nombre`} className={cellLabelClass} aria-hidden="true">
              Descripción
            </label>
            {text('nombre', 'producto_nombre', { maxLength: 300 })}
          </td>
          {usarInventario
            ? entryCell(
                'serie',
                'N° Serie',
                text('serie', 'producto_numero_serie', { disabled: !serialEnabled, maxLength: 100 }),
              )
            : null}
          {entryCell('precio', 'Precio', amount('precio', 'producto_precio', { min: 0, step: 0.05 }))}
          {entryCell(
            'cantidad',
            'Cantidad',
            amount('cantidad', 'producto_cantidad', {
              min: byMeasure ? 0.001 : 1,
              step: byMeasure ? 0.001 : 1,
              disabled: entry.quantityDisabled,
            }),
          )}
          {entryCell('descuento', 'Descuento', amount('descuento', 'producto_descuento', { min: 0, step: 0.05 }))}
          {entryCell(
            'impuesto',
            'Impuesto',
            <select
              id={`${prefix}-input-impuesto`}
              ref={bind('impuesto')}
              className={compactInputClass}
              value={entry.fields.producto_impuesto}
              aria-labelledby={headerId('impuesto')}
              onChange={(event) => entry.setField('producto_impuesto', event.target.value)}
              onKeyDown={onKeyDown('impuesto')}
            >
              {[...new Set([...FORM_IVA_LABELS, entry.fields.producto_impuesto])].map((label) => (
                <option key={label} value={label}>
                  {label}
                </option>
              ))}
            </select>,
          )}
          <td className={cellClass}>
            <label htmlFor={`${prefix}-input-subtotal`} className={cellLabelClass} aria-hidden="true">
              Subtotal
            </label>
            <input
              id={`${prefix}-input-subtotal`}
              readOnly
              tabIndex={-1}
              className={`${compactInputClass} text-right tabular-nums`}
              value={formatMoney(entrySubtotal(entry.fields))}
              aria-labelledby={headerId('subtotal')}
            />
          </td>
          <td className={`${cellClass} flex items-end lg:table-cell`}>
            <button type="button" className={`${primaryButtonClass} h-9 w-full`} onClick={() => void addLine()}>
              Agregar
            </button>
          </td>
        </tr>
        {lines.map((line, index) => (
          <tr
            key={`${line.producto_codigo}-${line.producto_numero_serie}-${index}`}
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
                onClick={() => {
                  onRemove(index);
                  focus('codigo');
                }}
              >
                <span aria-hidden="true">✕</span>
                <span aria-hidden="true" className="lg:sr-only">
                  Eliminar
                </span>
              </button>
            </td>
          </tr>
        ))}
        {lines.length === 0 ? (
          <tr className="block lg:table-row">
            <td colSpan={columns.length + 1} className="block px-2 py-6 text-center text-slate-500 lg:table-cell">
              Escriba el código y presione Enter, o use Buscar producto.
            </td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
});

/** Price, quantity, discount and tax of an added line, editable in place with the entry row's limits. */
function LineEditors({ line, index, editing }: { line: InvoiceFormLine; index: number; editing: LineEditing }) {
  const position = index + 1;
  const byMeasure = isUnidadFraccionable(editing.unitOf(line));
  const serial = (line.producto_numero_serie ?? '').trim() !== '';
  const billed = editing.isBilled(line);
  return (
    <>
      <td data-label="Precio" className={lineCellClass}>
        <EditableAmount
          label={`Precio de la línea ${position}`}
          value={String(line.producto_precio)}
          min={0}
          step={0.05}
          sanitize={twoDecimals}
          onCommit={(value) => editing.edit(index, { producto_precio: value })}
        />
      </td>
      <td data-label="Cantidad" className={lineCellClass}>
        <EditableAmount
          label={`Cantidad de la línea ${position}`}
          value={String(line.producto_cantidad)}
          min={byMeasure ? 0.001 : 1}
          step={byMeasure ? 0.001 : 1}
          disabled={serial}
          sanitize={byMeasure ? threeDecimals : wholeNumber}
          onCommit={(value) => editing.edit(index, { producto_cantidad: value })}
        />
      </td>
      <td data-label="Descuento" className={lineCellClass}>
        <EditableAmount
          label={`Descuento de la línea ${position}`}
          value={String(line.producto_descuento || 0)}
          min={0}
          step={0.05}
          sanitize={twoDecimals}
          disabled={billed}
          onCommit={(value) => editing.edit(index, { producto_descuento: value || '0' })}
        />
      </td>
      <td data-label="Impuesto" className={lineCellClass}>
        <select
          aria-label={`Impuesto de la línea ${position}`}
          className={compactInputClass}
          disabled={billed}
          value={line.producto_impuesto}
          onChange={(event) => editing.edit(index, { producto_impuesto: event.target.value })}
        >
          {[...new Set([...FORM_IVA_LABELS, line.producto_impuesto])].map((label) => (
            <option key={label} value={label}>
              {label}
            </option>
          ))}
        </select>
        <LineTaxes line={line} />
      </td>
    </>
  );
}
