import { z } from 'zod/mini';

/** One address as zod's e-mail check sees it (the same rule on screen and in the API). */
const emailSchema = z.email();

/** Several addresses may go in one field, separated by commas (one copy of the RIDE each). */
export function emailAddresses(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The first part that is not an e-mail address, or null when every part is one (or the field is empty). */
export function invalidEmailIn(value: string): string | null {
  return emailAddresses(value).find((part) => !emailSchema.safeParse(part).success) ?? null;
}

export const correoInvalidoMessage = (valor: string) =>
  `El correo electrónico "${valor}" no es válido; ingrese una dirección real (varias separadas por comas) o déjelo vacío.`;
