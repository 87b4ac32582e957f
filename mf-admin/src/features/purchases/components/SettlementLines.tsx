import { MAX_DECIMALES_LINEA, MONEY_DECIMALS } from '@facturador/shared/domain';
import { SelectField, secondaryButtonClass, smallButtonClass, TextField } from '@facturador/shared/ui';
import { emptyLine, ivaOptionsVigentes, type LineDraft } from './settlement-draft';

/** What was bought: one row per item (description, quantity, price, discount, IVA), rows added and removed. */
export function SettlementLines({ lines, onChange }: { lines: LineDraft[]; onChange: (lines: LineDraft[]) => void }) {
  const ivaOptions = ivaOptionsVigentes();
  const update = (index: number, patch: Partial<LineDraft>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">Detalle</legend>
      {lines.map((line, index) => {
        const linea = `de la línea ${index + 1}`;
        return (
          <div key={index} className="grid gap-2 sm:grid-cols-[1fr_6rem_7rem_6rem_8rem_auto] sm:items-end">
            <TextField
              label="Descripción"
              hiddenLabel={linea}
              maxLength={300}
              value={line.descripcion}
              onChange={(event) => update(index, { descripcion: event.target.value })}
            />
            <TextField
              label="Cantidad"
              hiddenLabel={linea}
              inputMode="decimal"
              decimals={MAX_DECIMALES_LINEA}
              value={line.cantidad}
              onChange={(event) => update(index, { cantidad: event.target.value })}
            />
            <TextField
              label="Precio unitario"
              hiddenLabel={linea}
              inputMode="decimal"
              decimals={MAX_DECIMALES_LINEA}
              value={line.precioUnitario}
              onChange={(event) => update(index, { precioUnitario: event.target.value })}
            />
            <TextField
              label="Descuento"
              hiddenLabel={linea}
              inputMode="decimal"
              decimals={MONEY_DECIMALS}
              value={line.descuento}
              onChange={(event) => update(index, { descuento: event.target.value })}
            />
            <SelectField
              label="IVA"
              hiddenLabel={linea}
              options={ivaOptions}
              value={String(line.codigoPorcentaje)}
              onChange={(event) => update(index, { codigoPorcentaje: Number(event.target.value) })}
            />
            <button
              type="button"
              className={smallButtonClass}
              disabled={lines.length === 1}
              aria-label={`Quitar la línea ${index + 1}`}
              onClick={() => onChange(lines.filter((_, at) => at !== index))}
            >
              Quitar
            </button>
          </div>
        );
      })}
      <div>
        <button type="button" className={secondaryButtonClass} onClick={() => onChange([...lines, emptyLine()])}>
          Agregar línea
        </button>
      </div>
    </fieldset>
  );
}
