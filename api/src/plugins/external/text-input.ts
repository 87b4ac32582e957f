import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../../errors';

export const CARACTERES_NO_VALIDOS_MESSAGE = (where: string) =>
  `${where} contiene caracteres no válidos (carácter nulo o texto Unicode mal formado)`;
export const ANIDACION_EXCESIVA_MESSAGE = 'La solicitud tiene demasiados niveles anidados';

// Real payloads nest a few levels (factura.detalles[i].impuestos[j]).
const MAX_DEPTH = 32;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string PostgreSQL can store: no U+0000 and no lone UTF-16 surrogate (they break text and JSON columns). */
function storable(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** The path of the first unstorable string or key in `value` ('' for `value` itself); null when clean. */
function firstBadText(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return storable(value) ? null : '';
  if (!value || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) throw badRequest(ANIDACION_EXCESIVA_MESSAGE);
  for (const [key, child] of Object.entries(value)) {
    // A bad key is reported at the object holding it.
    if (!storable(key)) return '';
    const inner = firstBadText(child, depth + 1);
    if (inner !== null) {
      const here = Array.isArray(value) ? `[${key}]` : key;
      return inner === '' ? here : inner.startsWith('[') ? `${here}${inner}` : `${here}.${inner}`;
    }
  }
  return null;
}

/** Refuses, before validation and for every route, text the database cannot store: a 400, never a 500. */
export function checkStorableText(request: FastifyRequest): void {
  // Path parameters are named by the route, not the client: the path as a whole is reported.
  if (firstBadText(request.params) !== null) throw badRequest(CARACTERES_NO_VALIDOS_MESSAGE('La ruta de la solicitud'));
  for (const [part, label] of [
    ['query', 'los parámetros de consulta'],
    ['body', 'el cuerpo'],
  ] as const) {
    const path = firstBadText(request[part]);
    if (path !== null) {
      throw badRequest(CARACTERES_NO_VALIDOS_MESSAGE(path ? `El campo ${path}` : `La solicitud (${label})`));
    }
  }
}

export default fp(
  async (fastify) => {
    fastify.addHook('preValidation', async (request) => checkStorableText(request));
  },
  { name: 'text-input' },
);
