import { entrySubtotal, FORM_IVA_LABELS, formatMoney, isUnidadFraccionable } from '@facturador/shared/domain';
import { primaryButtonClass } from '@facturador/shared/ui';
import type { KeyboardEvent } from 'react';
import { compactInputClass } from '../../../ui/styles';
import type { EntryFieldName } from '../entry-keys';
import { isUntouchedEntry } from '../entry-state';
import type { EntryRow } from '../hooks/useEntryRow';
import { entryControls } from './entry-controls';
import { cellClass } from './table-classes';

type EntryRowFieldsProps = {
  /** The table's id prefix: inputs are `${prefix}-input-<name>`, headers `${prefix}-<name>`. */
  prefix: string;
  entry: EntryRow;
  usarInventario: boolean;
  serialEnabled: boolean;
  bind: (name: EntryFieldName) => (element: HTMLInputElement | HTMLSelectElement | null) => void;
  onKeyDown: (name: EntryFieldName) => (event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onAdd: () => void;
};

/** The entry row of 'Lista de items': one field per column, a read-only subtotal and 'Agregar'. */
export function EntryRowFields({
  prefix,
  entry,
  usarInventario,
  serialEnabled,
  bind,
  onKeyDown,
  onAdd,
}: EntryRowFieldsProps) {
  // The found product's stock in the selected warehouse, under its code (not for services or serials).
  const stockShown =
    usarInventario && entry.product?.inventariado && !entry.product.serializado && entry.item ? entry.item.stock : null;
  // Spec 01 §5: min 1, step 1; products sold by measure take up to 3 decimals (issue 13).
  const byMeasure = isUnidadFraccionable(entry.product?.unidad_medida);
  const { headerId, text, amount, cell } = entryControls({
    prefix,
    entry,
    bind,
    onKeyDown,
    stockShown: stockShown !== null,
  });

  return (
    <tr className="grid grid-cols-2 gap-x-2 rounded-lg bg-blue-50/60 p-2 sm:grid-cols-4 lg:table-row lg:rounded-none lg:p-0">
      {cell(
        'codigo',
        'Código',
        <>
          {text('codigo', 'producto_codigo', { maxLength: 25 })}
          {stockShown !== null ? (
            <span id={`${prefix}-stock`} className="mt-0.5 block text-xs text-slate-600">
              {`Stock: ${stockShown}`}
            </span>
          ) : null}
        </>,
      )}
      {cell(
        'nombre',
        'Descripción',
        text('nombre', 'producto_nombre', { maxLength: 300 }),
        'col-span-2 sm:col-span-3 lg:col-span-1',
      )}
      {usarInventario
        ? cell(
            'serie',
            'N° Serie',
            text('serie', 'producto_numero_serie', { disabled: !serialEnabled, maxLength: 100 }),
          )
        : null}
      {cell('precio', 'Precio', amount('precio', 'producto_precio', { min: 0, step: 0.05 }))}
      {cell(
        'cantidad',
        'Cantidad',
        amount('cantidad', 'producto_cantidad', {
          min: byMeasure ? 0.001 : 1,
          step: byMeasure ? 0.001 : 1,
          disabled: entry.quantityDisabled,
        }),
      )}
      {cell('descuento', 'Descuento', amount('descuento', 'producto_descuento', { min: 0, step: 0.05 }))}
      {cell(
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
      {cell(
        'subtotal',
        'Subtotal',
        <input
          id={`${prefix}-input-subtotal`}
          readOnly
          tabIndex={-1}
          className={`${compactInputClass} text-right tabular-nums`}
          value={isUntouchedEntry(entry.fields) ? '' : formatMoney(entrySubtotal(entry.fields))}
          placeholder="—"
          aria-labelledby={headerId('subtotal')}
        />,
      )}
      <td className={`${cellClass} flex items-end lg:table-cell`}>
        <button type="button" className={`${primaryButtonClass} h-9 w-full`} onClick={onAdd}>
          Agregar
        </button>
      </td>
    </tr>
  );
}
