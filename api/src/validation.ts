import { type core, z } from 'zod';

const spanish = z.locales.es().localeError;

function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((part) => (typeof part === 'number' ? `[${part}]` : String(part)))
    .join('.')
    .replace(/\.\[/g, '[');
}

/**
 * Default zod messages for the API, in Spanish and naming the field: bad input answers 400 with a
 * message the screens can show as is. Messages written in the shared schemas take precedence.
 */
export function spanishFieldMessage(issue: core.$ZodRawIssue): string {
  const field = fieldName(issue.path ?? []);
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return field ? `El campo ${field} es obligatorio` : 'El cuerpo de la solicitud es obligatorio';
  }
  if (!field && issue.code === 'invalid_type' && issue.input === null)
    return 'El cuerpo de la solicitud es obligatorio';
  const detail = spanish(issue);
  const text = typeof detail === 'string' ? detail : (detail?.message ?? 'valor no válido');
  return field ? `El campo ${field} no es válido: ${text}` : `La solicitud no es válida: ${text}`;
}

let configured = false;

export function configureSpanishValidation(): void {
  if (configured) return;
  configured = true;
  z.config({ customError: spanishFieldMessage });
}
