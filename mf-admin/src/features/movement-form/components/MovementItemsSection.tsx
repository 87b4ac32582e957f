import { secondaryButtonClass } from '@facturador/shared/ui';
import { duplicateLine, type FormLine } from '../form-lines';
import { LinesTable } from './LinesTable';

type Props = {
  lines: FormLine[];
  setLines: (update: (lines: FormLine[]) => FormLine[]) => void;
  onAddProducts: () => void;
};

/** Sección «Ítems»: botón para agregar productos y la tabla editable de líneas. */
export function MovementItemsSection({ lines, setLines, onAddProducts }: Props) {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Ítems</h2>
        <button type="button" className={secondaryButtonClass} onClick={onAddProducts}>
          Agregar productos
        </button>
      </div>
      <LinesTable
        lines={lines}
        onChange={(key, change) =>
          setLines((current) => current.map((line) => (line.key === key ? { ...line, ...change } : line)))
        }
        onDuplicate={(line) =>
          setLines((current) => {
            const index = current.findIndex((candidate) => candidate.key === line.key);
            return [...current.slice(0, index + 1), duplicateLine(line), ...current.slice(index + 1)];
          })
        }
        onRemove={(key) => setLines((current) => current.filter((line) => line.key !== key))}
      />
    </div>
  );
}
