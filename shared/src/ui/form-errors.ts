import type { z } from 'zod/mini';

/** Field path (`a.b`) → its first message: each labelled field shows its own error under it. */
export type FieldErrors = Partial<Record<string, string>>;

/** Validates a form with the shared schema the API also uses; answers the parsed data or the errors per field. */
export function validateForm<S extends z.ZodMiniType>(
  schema: S,
  values: unknown,
): { data: z.infer<S>; errors: null } | { data: null; errors: FieldErrors } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return { data: null, errors };
}

/** The "repeat password" check exists only on screens: the API receives the password once. */
export const CLAVES_NO_COINCIDEN_MESSAGE = 'Las contraseñas no coinciden';
export const repeatedPasswordError = (clave: string, repetida: string): string | null =>
  clave === repetida ? null : CLAVES_NO_COINCIDEN_MESSAGE;
