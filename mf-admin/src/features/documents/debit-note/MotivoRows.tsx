import { MONEY_DECIMALS } from '@facturador/shared/domain';
import { secondaryButtonClass, TextField } from '@facturador/shared/ui';
import { RAZON_MAX_LENGTH } from './rules';
import type { MotivoRow } from './useDebitNoteForm';

/** The motivos of a nota de débito: one «Razón» and «Valor» per row, «Agregar motivo», and «Quitar» while more than one. */
export function MotivoRows({
  motivos,
  errors,
  onChange,
  onAdd,
  onRemove,
}: {
  motivos: readonly MotivoRow[];
  errors: ReadonlyMap<number, { razon?: string; valor?: string }>;
  onChange: (id: number, change: { razon?: string; valor?: string }) => void;
  onAdd: () => void;
  onRemove: (id: number) => void;
}) {
  return (
    <div className="grid gap-3">
      {motivos.map((motivo, index) => (
        <fieldset key={motivo.id} className="grid items-start gap-3 sm:grid-cols-[1fr_9rem_auto]">
          <legend className="sr-only">Motivo {index + 1}</legend>
          <TextField
            label="Razón"
            type="text"
            maxLength={RAZON_MAX_LENGTH}
            value={motivo.razon}
            error={errors.get(motivo.id)?.razon}
            onChange={(event) => onChange(motivo.id, { razon: event.target.value })}
          />
          <TextField
            label="Valor"
            type="text"
            inputMode="decimal"
            decimals={MONEY_DECIMALS}
            value={motivo.valor}
            error={errors.get(motivo.id)?.valor}
            onChange={(event) => onChange(motivo.id, { valor: event.target.value })}
          />
          {motivos.length > 1 ? (
            <button
              type="button"
              className={`${secondaryButtonClass} sm:mt-6`}
              aria-label={`Quitar el motivo ${index + 1}`}
              onClick={() => onRemove(motivo.id)}
            >
              Quitar
            </button>
          ) : null}
        </fieldset>
      ))}
      <div>
        <button type="button" className={secondaryButtonClass} onClick={onAdd}>
          Agregar motivo
        </button>
      </div>
    </div>
  );
}
