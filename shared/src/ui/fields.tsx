/** Labelled fields (label, control, optional hint) for forms in the shell and the areas. */
import { type ChangeEvent, type ComponentProps, type ReactNode, useId } from 'react';
import { keepDecimals } from './numeric-typing';
import { inputClass, labelClass, textAreaClass } from './styles';

type BaseProps = {
  label: ReactNode;
  /** Extra words of the accessible name that need not be shown (e.g. what a search looks in). */
  hiddenLabel?: string;
  hint?: ReactNode;
  /** A message about this field's value (shown under it, announced, and the control marked invalid). */
  error?: string | null;
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

function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={id} className="mt-1 text-xs font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

/** aria-describedby and aria-invalid of a control with an optional hint and error. */
function described(id: string, hint: ReactNode, error?: string | null) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return { 'aria-describedby': ids.length ? ids.join(' ') : undefined, 'aria-invalid': error ? true : undefined };
}

export function TextField({
  label,
  hiddenLabel,
  hint,
  error,
  className,
  decimals,
  onChange,
  ...input
}: BaseProps & {
  /** A number field: at most this many decimals are kept as it is typed (0: whole numbers). */
  decimals?: number;
} & Omit<ComponentProps<'input'>, 'className'>) {
  const id = useId();
  const change =
    decimals === undefined || !onChange
      ? onChange
      : (event: ChangeEvent<HTMLInputElement>) => {
          keepDecimals(event, decimals);
          onChange(event);
        };
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} hiddenLabel={hiddenLabel} />
      <input id={id} {...described(id, hint, error)} className={inputClass} onChange={change} {...input} />
      <Hint id={`${id}-hint`} hint={hint} />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  className,
  ...input
}: BaseProps & Omit<ComponentProps<'textarea'>, 'className'>) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} />
      <textarea id={id} rows={3} {...described(id, hint, error)} className={textAreaClass} {...input} />
      <Hint id={`${id}-hint`} hint={hint} />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  hiddenLabel,
  hint,
  error,
  className,
  options,
  ...select
}: BaseProps & {
  options: readonly { value: string; label: string; disabled?: boolean }[];
} & Omit<ComponentProps<'select'>, 'className'>) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} hiddenLabel={hiddenLabel} />
      <select id={id} {...described(id, hint, error)} className={inputClass} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <Hint id={`${id}-hint`} hint={hint} />
      <FieldError id={`${id}-error`} error={error} />
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
