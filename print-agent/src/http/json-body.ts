/** A body the agent refuses before reading it as a job: its message goes to the page as it is. */
export class JsonBodyError extends Error {
  readonly statusCode = 400;
}

export const EMPTY_BODY_MESSAGE = 'El cuerpo de la petición está vacío: envíe {serial, nombreImpresora, operaciones}.';
export const INVALID_JSON_MESSAGE = 'El cuerpo de la petición no es JSON válido; no se imprimió nada.';
export const forbiddenKeyMessage = (key: string) =>
  `El cuerpo de la petición contiene la clave "${key}", que el agente no acepta (podría alterar los objetos del programa); quítela. No se imprimió nada.`;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The first `__proto__` or `constructor.prototype` key anywhere in a parsed body (prototype poisoning),
 * walked without recursion so a deeply nested body cannot overflow the stack.
 */
function forbiddenKey(root: unknown): string | null {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (!isObject(value)) continue;
    if (Object.hasOwn(value, '__proto__')) return '__proto__';
    const ctor = Object.hasOwn(value, 'constructor') ? value.constructor : undefined;
    if (isObject(ctor) && Object.hasOwn(ctor, 'prototype')) return 'constructor.prototype';
    for (const child of Object.values(value)) if (isObject(child)) pending.push(child);
  }
  return null;
}

/**
 * Every body is read as JSON, as the plugin does. Fastify's own parser refuses the same keys but
 * reports them as invalid JSON; this one names the key, so the page author knows what to remove.
 */
export function parseJsonBody(
  _request: unknown,
  body: string | Buffer,
  done: (error: Error | null, value?: unknown) => void,
) {
  const text = typeof body === 'string' ? body : body.toString('utf8');
  if (text.length === 0) return done(new JsonBodyError(EMPTY_BODY_MESSAGE));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return done(new JsonBodyError(INVALID_JSON_MESSAGE));
  }
  const key = forbiddenKey(value);
  if (key) return done(new JsonBodyError(forbiddenKeyMessage(key)));
  done(null, value);
}
