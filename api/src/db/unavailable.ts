/**
 * True when a query failed because the database could not be reached or dropped the connection
 * (restart, failover, `pg_terminate_backend`, a proxy reset): the work did not happen, or its commit
 * is unknown, and the client may retry (with the same Idempotency-Key for emissions); also a statement or
 * lock timeout (an overloaded database cancelled it). Answered 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && DROPPED_CONNECTION.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections, query_canceled (statement_timeout),
// lock_not_available (lock_timeout), idle_in_transaction_session_timeout; socket errors of the driver.
const UNAVAILABLE_CODES = new Set([
  '57014',
  '55P03',
  '25P03',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);

// node-postgres reports a dropped socket with these texts and no code.
const DROPPED_CONNECTION =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|terminating connection due to administrator command/i;
