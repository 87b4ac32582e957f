import { FORM_IVA_LABELS, type InvoiceFormLine, isUnidadFraccionable } from '@facturador/shared/domain';
import { compactInputClass } from '../../../ui/styles';
import { decimalsFor } from '../amount-input';
import type { LineEditing } from '../hooks/useLineEditing';
import { EditableAmount } from './EditableAmount';
import { LineTaxes } from './LineTaxes';
import { lineCellClass } from './table-classes';

/** Price, quantity, discount and tax of an added line, editable in place with the entry row's limits. */
export function LineEditors({ line, index, editing }: { line: InvoiceFormLine; index: number; editing: LineEditing }) {
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
          decimals={decimalsFor(0.05)}
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
          decimals={decimalsFor(byMeasure ? 0.001 : 1)}
          onCommit={(value) => editing.edit(index, { producto_cantidad: value })}
        />
      </td>
      <td data-label="Descuento" className={lineCellClass}>
        <EditableAmount
          label={`Descuento de la línea ${position}`}
          value={String(line.producto_descuento || 0)}
          min={0}
          step={0.05}
          decimals={decimalsFor(0.05)}
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
