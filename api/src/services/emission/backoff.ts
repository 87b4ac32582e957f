/** Exponential backoff: base, 2 x base, 4 x base ... capped at max. `attempt` starts at 1. */
export function backoffDelay(baseMs: number, maxMs: number, attempt: number): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30);
  return Math.min(baseMs * 2 ** exponent, Math.max(maxMs, baseMs));
}
