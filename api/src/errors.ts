/** An error whose Spanish message goes to the client as is: `{error: {message, errores?}}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errores?: string[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errores?: string[]) => new HttpError(400, message, errores);
export const unauthorized = (message: string) => new HttpError(401, message);
export const paymentRequired = (message: string) => new HttpError(402, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, errores?: string[]) => new HttpError(409, message, errores);

/** PostgreSQL error codes we turn into client errors. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_CHECK_VIOLATION = '23514';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/** A unique-key violation (a name or code taken meanwhile) answers 409 with `message`; any other error goes on. */
export function rethrowUniqueViolation(error: unknown, message: string): never {
  if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(message);
  throw error;
}

/** The PostgreSQL error code of a driver error, on node-postgres and PGlite alike (Drizzle may wrap it). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint name of a driver error, if any. */
export function pgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
