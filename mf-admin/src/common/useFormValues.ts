import type { FieldErrors } from '@facturador/shared/ui';
import { useState } from 'react';

/** A form's text values and per-field errors, with `field(name)` binding a labelled TextField to both. */
export function useFormValues<V extends Record<string, string>>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const field = (key: keyof V & string) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });
  return { values, setValues, errors, setErrors, field };
}
