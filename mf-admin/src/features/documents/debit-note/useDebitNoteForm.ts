import { DEFAULT_IVA_LABEL } from '@facturador/shared/domain';
import { useRef, useState } from 'react';
import {
  debitNoteTotals,
  type ImpuestoNotaDebito,
  ivaOptionsFor,
  type MotivoDraft,
  type MotivoErrors,
  motivoErrors,
  parseValor,
} from './rules';

/** A row with a key of its own, so removing one never moves another's typing. */
export interface MotivoRow extends MotivoDraft {
  id: number;
}

/**
 * The form of «Nota de Débito»: motivo rows (one at least), the IVA of the invoice's date and the
 * live totals; each row's errors show once «Emitir» was pressed, and follow the typing after that.
 */
export function useDebitNoteForm(fechaEmision: string) {
  const nextId = useRef(1);
  const newRow = (): MotivoRow => ({ id: nextId.current++, razon: '', valor: '' });
  const [motivos, setMotivos] = useState<MotivoRow[]>(() => [newRow()]);
  const ivaOptions = ivaOptionsFor(fechaEmision);
  const [impuesto, setImpuesto] = useState<ImpuestoNotaDebito>(
    ivaOptions.find((label) => label === DEFAULT_IVA_LABEL) ?? ivaOptions[0] ?? 'IVA 0%',
  );
  const [checked, setChecked] = useState(false);

  const errors = new Map<number, MotivoErrors>();
  if (checked) {
    for (const motivo of motivos) {
      const found = motivoErrors(motivo);
      if (found) errors.set(motivo.id, found);
    }
  }

  return {
    motivos,
    impuesto,
    ivaOptions,
    errors,
    totals: debitNoteTotals(motivos, impuesto),
    setImpuesto,
    add: () => setMotivos((rows) => [...rows, newRow()]),
    remove: (id: number) => setMotivos((rows) => (rows.length > 1 ? rows.filter((row) => row.id !== id) : rows)),
    update: (id: number, change: Partial<MotivoDraft>) =>
      setMotivos((rows) => rows.map((row) => (row.id === id ? { ...row, ...change } : row))),
    /** Shows the errors from now on; true when every row is valid. */
    check: () => {
      setChecked(true);
      return motivos.every((motivo) => motivoErrors(motivo) === null);
    },
    /** The motivos as the API takes them. */
    payload: () => motivos.map((motivo) => ({ razon: motivo.razon.trim(), valor: parseValor(motivo.valor) })),
  };
}
