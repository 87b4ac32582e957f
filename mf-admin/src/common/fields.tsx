import { type ReactNode, useId } from 'react';
import { inputClass, labelClass } from './styles';

type BaseProps = {
  label: ReactNode;
  /** Extra words of the accessible name that need not be shown (e.g. what a search looks in). */
  hiddenLabel?: string;
  hint?: ReactNode;
  className?: string;
};

function Label({ htmlFor, label, hiddenLabel }: { htmlFor: string; label: ReactNode; hiddenLabel?: string }) {
  return (
    <label htmlFor={htmlFor} className={labelClass}>
      {label}
      {hiddenLabel ? <span className="sr-only"> {hiddenLabel}</span> : null}
    </label>
  );
}

function Hint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p id={id} className="mt-1 text-xs text-slate-500">
      {hint}
    </p>
  ) : null;
}

export function TextField({
  label,
  hiddenLabel,
  hint,
  className,
  ...input
}: BaseProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'className'>) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} hiddenLabel={hiddenLabel} />
      <input id={id} aria-describedby={hint ? `${id}-hint` : undefined} className={inputClass} {...input} />
      <Hint id={`${id}-hint`} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  label,
  hint,
  className,
  ...input
}: BaseProps & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} />
      <textarea id={id} rows={3} aria-describedby={hint ? `${id}-hint` : undefined} className={inputClass} {...input} />
      <Hint id={`${id}-hint`} hint={hint} />
    </div>
  );
}

export function SelectField({
  label,
  hint,
  className,
  options,
  ...select
}: BaseProps & {
  options: readonly { value: string; label: string }[];
} & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'className'>) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} />
      <select id={id} aria-describedby={hint ? `${id}-hint` : undefined} className={inputClass} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Hint id={`${id}-hint`} hint={hint} />
    </div>
  );
}

/** A switch drawn over a real checkbox: screen readers and tests see a labelled checkbox. */
export function ToggleField({
  label,
  hint,
  checked,
  onChange,
  disabled,
  className,
}: BaseProps & { checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <div className={`flex items-start gap-3 ${className ?? ''}`}>
      <span className="relative mt-0.5 inline-flex h-6 w-11 shrink-0">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(event.target.checked)}
          className="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
        <span
          aria-hidden="true"
          className="h-6 w-11 rounded-full bg-slate-300 transition peer-checked:bg-blue-600 peer-focus-visible:ring-2 peer-focus-visible:ring-blue-500 peer-focus-visible:ring-offset-2 peer-disabled:opacity-50"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-0.5 top-0.5 h-5 w-5 rounded-full bg-white shadow transition peer-checked:translate-x-5"
        />
      </span>
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <Hint id={`${id}-hint`} hint={hint} />
      </div>
    </div>
  );
}
