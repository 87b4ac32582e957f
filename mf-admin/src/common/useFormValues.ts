import { type FieldErrors, validateForm } from '@facturador/shared/ui';
import { useState } from 'react';

/** The keys of V that hold text: those a labelled TextField or SelectField shows and changes. */
type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * A form's values and per-field errors: `field(name)` binds a labelled text field or select to both,
 * and `check(schema, input)` validates with the shared schema, showing each field's error.
 */
export function useFormValues<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const field = <K extends TextKeys<V>>(key: K) => ({
    value: values[key] as string,
    error: errors[key],
    // A select offers only V's own values, so its text is one of them.
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value as V[K] })),
  });
  /** The parsed body, or null when the schema or a screen-only check (`more`, e.g. the repeated password) fails. */
  const check = <S extends Parameters<typeof validateForm>[0]>(schema: S, input: unknown, more: FieldErrors = {}) => {
    const result = validateForm(schema, input);
    setErrors({ ...result.errors, ...more });
    return Object.keys(more).length ? null : result.data;
  };
  return { values, setValues, errors, setErrors, field, check };
}
