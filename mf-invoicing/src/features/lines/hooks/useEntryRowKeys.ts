import type { InvoiceFormLine } from '@facturador/shared/domain';
import type { KeyboardEvent, RefObject } from 'react';
import { type EntryFieldName, nextField } from '../entry-keys';
import type { EntryRow } from './useEntryRow';

type EntryRowKeysInput = {
  entry: EntryRow;
  lines: readonly InvoiceFormLine[];
  usarInventario: boolean;
  scannerMode: boolean;
  onSend?: () => void;
  /** The entry row's fields by name, owned by the table for its focus handle. */
  inputs: RefObject<EntryInputs>;
};

export type EntryInputs = Partial<Record<EntryFieldName, HTMLInputElement | HTMLSelectElement | null>>;

/**
 * The entry row's inputs and keys: Enter walks code → description → serial or price → price →
 * quantity → discount → tax and adds the line on the tax; Ctrl+Enter adds (or sends when empty).
 */
export function useEntryRowKeys({ entry, lines, usarInventario, scannerMode, onSend, inputs }: EntryRowKeysInput) {
  const bind = (name: EntryFieldName) => (element: HTMLInputElement | HTMLSelectElement | null) => {
    inputs.current[name] = element;
  };

  const serialEnabled = usarInventario && !entry.serialDisabled;
  const focus = (name: EntryFieldName) => {
    const element = inputs.current[name];
    element?.focus();
    if (element instanceof HTMLInputElement) element.select();
  };
  const next = (name: Exclude<EntryFieldName, 'impuesto'>) =>
    nextField(name, { serialEnabled, quantityDisabled: entry.quantityDisabled });

  const addLine = async () => {
    if (await entry.add()) focus('codigo');
  };

  const onKeyDown = (name: EntryFieldName) => (event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (event.ctrlKey || event.metaKey) {
      // The screen's own Ctrl+Enter must not send a second time.
      event.stopPropagation();
      if (entry.empty && onSend) onSend();
      else void addLine();
      return;
    }
    if (name === 'impuesto') {
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
          focus(next('codigo'));
        }
      });
      return;
    }
    if (name === 'codigo') entry.lookupCode();
    if (name === 'serie') entry.lookupSerial();
    focus(next(name));
  };

  return { bind, focus, addLine, onKeyDown, serialEnabled };
}
