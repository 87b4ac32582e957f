import type { NombreValor } from '@facturador/shared/domain';
import { Modal, primaryButtonClass, secondaryButtonClass } from '@facturador/shared/ui';
import { type RefObject, useId, useRef, useState } from 'react';
import { compactInputClass } from '../../../ui/styles';

type AdditionalInfoDialogProps = {
  open: boolean;
  rows: readonly NombreValor[];
  /** How many rows the document still admits (the XML allows 15 entries, Email and Observación included). */
  maxRows: number;
  onSave: (rows: NombreValor[]) => void;
  onClose: () => void;
};

/** 'Info adicional' (spec 01 §2): rows of nombre and valor; saving closes the dialog (spec 01 §4). */
export function AdditionalInfoDialog(props: AdditionalInfoDialogProps) {
  const firstRef = useRef<HTMLInputElement>(null);
  return (
    <Modal title="Información adicional" open={props.open} onClose={props.onClose} size="xl" initialFocusRef={firstRef}>
      {props.open ? <AdditionalInfoForm {...props} firstRef={firstRef} /> : null}
    </Modal>
  );
}

function AdditionalInfoForm({
  rows,
  maxRows,
  onSave,
  onClose,
  firstRef,
}: AdditionalInfoDialogProps & { firstRef: RefObject<HTMLInputElement | null> }) {
  const prefix = useId();
  const [draft, setDraft] = useState<NombreValor[]>(() =>
    rows.length ? rows.map((row) => ({ ...row })) : [{ nombre: '', valor: '' }],
  );

  const update = (index: number, patch: Partial<NombreValor>) =>
    setDraft((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const save = () => onSave(draft.filter((row) => row.nombre.trim() && row.valor.trim()));

  return (
    <form
      data-dialog-wide=""
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <p className="text-sm text-slate-600">El correo del comprador se agrega siempre como primer dato.</p>
      <ul className="flex max-h-[50vh] flex-col gap-2 overflow-y-auto">
        {draft.map((row, index) => (
          <li key={index} className="grid grid-cols-[1fr_2fr_auto] items-end gap-2">
            <div>
              <label htmlFor={`${prefix}-nombre-${index}`} className="mb-1 block text-xs font-semibold text-slate-600">
                Nombre
              </label>
              <input
                id={`${prefix}-nombre-${index}`}
                ref={index === 0 ? firstRef : undefined}
                className={compactInputClass}
                value={row.nombre}
                maxLength={300}
                autoComplete="off"
                onChange={(event) => update(index, { nombre: event.target.value })}
              />
            </div>
            <div>
              <label htmlFor={`${prefix}-valor-${index}`} className="mb-1 block text-xs font-semibold text-slate-600">
                Valor
              </label>
              <input
                id={`${prefix}-valor-${index}`}
                className={compactInputClass}
                value={row.valor}
                maxLength={300}
                autoComplete="off"
                onChange={(event) => update(index, { valor: event.target.value })}
              />
            </div>
            <button
              type="button"
              aria-label={`Quitar fila ${index + 1}`}
              className="h-9 rounded-md px-2 text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
              onClick={() => setDraft((current) => current.filter((_, at) => at !== index))}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </li>
        ))}
      </ul>
      <div>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={draft.length >= maxRows}
          onClick={() => setDraft((current) => [...current, { nombre: '', valor: '' }])}
        >
          <span aria-hidden="true">+</span> Agregar fila
        </button>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          Cancelar
        </button>
        <button type="submit" className={primaryButtonClass}>
          Guardar
        </button>
      </div>
    </form>
  );
}
