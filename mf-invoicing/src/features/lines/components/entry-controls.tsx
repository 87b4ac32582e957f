import { keepDecimals } from '@facturador/shared/ui';
import type { KeyboardEvent, ReactNode } from 'react';
import { compactInputClass } from '../../../ui/styles';
import { decimalsFor } from '../amount-input';
import type { EntryFieldName } from '../entry-keys';
import type { EntryFields, EntryRow } from '../hooks/useEntryRow';
import { cellClass, cellLabelClass } from './table-classes';

type EntryControlsInput = {
  /** The table's id prefix: inputs are `${prefix}-input-<name>`, headers `${prefix}-<name>`. */
  prefix: string;
  entry: EntryRow;
  bind: (name: EntryFieldName) => (element: HTMLInputElement | HTMLSelectElement | null) => void;
  onKeyDown: (name: EntryFieldName) => (event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => void;
  /** Whether the code field is described by the stock shown under it. */
  stockShown: boolean;
};

/** Builders for the entry row's cells and inputs, wired to the row's fields, refs and keys. */
export function entryControls({ prefix, entry, bind, onKeyDown, stockShown }: EntryControlsInput) {
  const headerId = (name: string) => `${prefix}-${name}`;
  const text = (
    name: EntryFieldName,
    field: keyof EntryFields,
    extra: { disabled?: boolean; maxLength?: number } = {},
  ) => (
    <input
      id={`${prefix}-input-${name}`}
      ref={bind(name)}
      className={compactInputClass}
      value={entry.fields[field]}
      autoComplete="off"
      aria-labelledby={headerId(name)}
      aria-describedby={name === 'codigo' && stockShown ? `${prefix}-stock` : undefined}
      onChange={(event) => entry.setField(field, event.target.value)}
      onKeyDown={onKeyDown(name)}
      {...extra}
    />
  );
  const amount = (
    name: EntryFieldName,
    field: keyof EntryFields,
    options: { min: number; step: number; disabled?: boolean },
  ) => (
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
      onChange={(event) => entry.setField(field, keepDecimals(event, decimalsFor(options.step)))}
      onKeyDown={onKeyDown(name)}
    />
  );
  const cell = (name: string, label: string, control: ReactNode, extraClass = '') => (
    <td className={`${cellClass} ${extraClass}`}>
      <label htmlFor={`${prefix}-input-${name}`} className={cellLabelClass} aria-hidden="true">
        {label}
      </label>
      {control}
    </td>
  );
  return { headerId, text, amount, cell };
}
