import { keepDecimals } from '@facturador/shared/ui';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { compactInputClass } from '../../../ui/styles';

/**
 * An amount of an added line, edited in place: the change is checked when the field is left or on
 * Enter; a refused one goes back to the line's value (the warning dialog says why).
 */
export function EditableAmount({
  label,
  value,
  min,
  step,
  disabled,
  decimals,
  onCommit,
}: {
  label: string;
  value: string;
  min: number;
  step: number;
  disabled?: boolean;
  /** At most this many decimals are kept as it is typed (0: whole numbers). */
  decimals: number;
  onCommit: (value: string) => boolean;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);

  const commit = () => {
    const next = text.trim();
    if (next === value) return;
    if (!onCommit(next)) setText(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  };

  return (
    <input
      type="number"
      aria-label={label}
      inputMode={step === 1 ? 'numeric' : 'decimal'}
      min={min}
      step={step}
      disabled={disabled}
      className={`${compactInputClass} text-right tabular-nums`}
      value={text}
      onChange={(event) => setText(keepDecimals(event, decimals))}
      onBlur={commit}
      onKeyDown={onKeyDown}
    />
  );
}
