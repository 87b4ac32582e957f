import { currentToken } from '@facturador/shared/session';

/**
 * GETs a page needs, started before the component that shows them renders (while the area's
 * scripts still download), then handed to that component's first load: the page's requests run
 * in parallel and early instead of user → catalogue → items in sequence (issue 20).
 *
 * Each is kept under the session's token (another user's sign-in never takes it) and only for a
 * short while: an early answer nobody took is not served later as if fresh.
 */
const KEEP_MS = 30_000;

type Started = { token: string; at: number; promise: Promise<unknown> };
const started = new Map<string, Started>();

/** Starts `load` now for `key` (once), under the current session; does nothing signed out. */
export function startEarly<T>(key: string, load: () => Promise<T>): Promise<T> | null {
  const token = currentToken();
  if (!token) return null;
  const kept = fresh(key, token);
  if (kept) return kept.promise as Promise<T>;
  const promise = load();
  // Its failure is the taker's to report; untaken, it is dropped silently.
  promise.catch(() => undefined);
  started.set(key, { token, at: Date.now(), promise });
  return promise;
}

/** The early answer for `key` (once), or a new `load()` when none was started for this session. */
export function takeEarly<T>(key: string, load: () => Promise<T>): Promise<T> {
  const token = currentToken();
  const kept = token ? fresh(key, token) : null;
  started.delete(key);
  return kept ? (kept.promise as Promise<T>) : load();
}

/** Forgets the answer kept for `key` (a failed one, so that trying again asks again). */
export function forgetEarly(key: string): void {
  started.delete(key);
}

function fresh(key: string, token: string): Started | null {
  const kept = started.get(key);
  return kept && kept.token === token && Date.now() - kept.at < KEEP_MS ? kept : null;
}
