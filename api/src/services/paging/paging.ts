import { badRequest } from '../../errors';

export const CURSOR_INVALID_MESSAGE = 'El cursor de paginación no es válido';

/**
 * Keyset cursor over (timestamp, id), newest first. The timestamp travels as PostgreSQL text so
 * its microseconds survive (a JS Date would round them and skip or repeat rows).
 */
export function encodeCursor(timestamp: string, id: string): string {
  return Buffer.from(JSON.stringify([timestamp, id])).toString('base64url');
}

export function decodeCursor(cursor: string): { timestamp: string; id: string } {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      !Number.isNaN(Date.parse(value[0])) &&
      /^[0-9a-f-]{36}$/i.test(value[1])
    ) {
      return { timestamp: value[0], id: value[1] };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest(CURSOR_INVALID_MESSAGE);
}
