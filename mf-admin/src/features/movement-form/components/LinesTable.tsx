import { INVENTORY_QUANTITY_DECIMALS } from '@facturador/shared/domain';
import { inputClass, keepDecimals, smallButtonClass } from '@facturador/shared/ui';
import { cellClass, Table } from '../../../common/Table';
import type { FormLine } from '../form-lines';

const compactInput = `${inputClass} py-1.5`;

/**
 * The movement's lines. Serialized lines move one unit (quantity disabled) and can be duplicated
 * with an empty serial; the others take a quantity (min 0.01, step 0.01).
 */
export function LinesTable({
  lines,
  onChange,
  onDuplicate,
  onRemove,
}: {
  lines: FormLine[];
  onChange: (key: string, change: Partial<FormLine>) => void;
  onDuplicate: (line: FormLine) => void;
  onRemove: (key: string) => void;
}) {
  if (lines.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-8 text-center text-sm text-slate-500">
        Aún no hay ítems en el movimiento. Use «Agregar productos» para añadirlos.
      </p>
    );
  return (
    <Table caption="Ítems del movimiento" headers={['Producto', 'Número de serie', 'Cantidad', 'Detalle', 'Acciones']}>
      {lines.map((line) => (
        <tr key={line.key}>
          <td className={`${cellClass} min-w-40`}>
            <span className="font-medium text-slate-900">{line.nombre}</span>
            {line.serializado ? <span className="block text-xs text-violet-700">Serializado</span> : null}
          </td>
          <td className={`${cellClass} min-w-40`}>
            {line.serializado ? (
              <input
                aria-label={`Número de serie de ${line.nombre}`}
                className={`${compactInput} font-mono`}
                value={line.numero_serie}
                readOnly={line.serieFija}
                maxLength={100}
                onChange={(event) => onChange(line.key, { numero_serie: event.target.value })}
              />
            ) : (
              <span className="text-slate-500">N/A</span>
            )}
          </td>
          <td className={`${cellClass} w-32`}>
            <input
              aria-label={`Cantidad de ${line.nombre}`}
              className={`${compactInput} tabular-nums`}
              type="number"
              inputMode="decimal"
              min={0.01}
              step={0.01}
              value={line.serializado ? '1' : line.cantidad}
              disabled={line.serializado}
              onChange={(event) => onChange(line.key, { cantidad: keepDecimals(event, INVENTORY_QUANTITY_DECIMALS) })}
            />
          </td>
          <td className={`${cellClass} min-w-40`}>
            <input
              aria-label={`Detalle de ${line.nombre}`}
              className={compactInput}
              value={line.detalle}
              maxLength={300}
              onChange={(event) => onChange(line.key, { detalle: event.target.value })}
            />
          </td>
          <td className={cellClass}>
            <div className="flex gap-2">
              {line.serializado ? (
                <button type="button" className={smallButtonClass} onClick={() => onDuplicate(line)}>
                  Duplicar
                </button>
              ) : null}
              <button
                type="button"
                className={`${smallButtonClass} text-red-700`}
                aria-label={`Quitar ${line.nombre}`}
                onClick={() => onRemove(line.key)}
              >
                Quitar
              </button>
            </div>
          </td>
        </tr>
      ))}
    </Table>
  );
}
