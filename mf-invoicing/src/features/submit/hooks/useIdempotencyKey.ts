import { useCallback, useRef } from 'react';

/** Keeps the key of an unanswered send beyond the page (the draft), by serialized payload. */
export type IdempotencyKeyStore = {
  get: (payload: string) => string | null;
  set: (payload: string, key: string) => void;
};

/**
 * One Idempotency-Key per document: sending the very same payload again (a retry after a lost
 * answer) reuses it, so the API answers the first emission instead of issuing a second one;
 * any change to the form is a new document with a new key.
 */
export function useIdempotencyKey(idempotencyKeys: IdempotencyKeyStore | undefined) {
  const sentAttempt = useRef<{ payload: string; key: string } | null>(null);
  return useCallback(
    (payload: unknown) => {
      const serialized = JSON.stringify(payload);
      if (sentAttempt.current?.payload !== serialized) {
        sentAttempt.current = { payload: serialized, key: idempotencyKeys?.get(serialized) ?? randomKey() };
        idempotencyKeys?.set(serialized, sentAttempt.current.key);
      }
      return sentAttempt.current.key;
    },
    [idempotencyKeys],
  );
}

/** A random key; randomUUID exists only on https/localhost pages, getRandomValues everywhere. */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
