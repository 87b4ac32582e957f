import { useState } from 'react';

/** The keys of V that hold text: those a text input, textarea or select can show and change. */
type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/**
 * A record of values (a form's fields, a list's filters): `set(key, value)` changes one of them and
 * `bind(key)` gives a text field or select its value and onChange.
 */
export function useValues<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((current) => ({ ...current, [key]: value }));
  const bind = <K extends TextKeys<V>>(key: K) => ({
    value: values[key] as string,
    // A select offers only V's own values, so its text is one of them.
    onChange: (event: { target: { value: string } }) => set(key, event.target.value as V[K]),
  });
  return { values, setValues, set, bind };
}
