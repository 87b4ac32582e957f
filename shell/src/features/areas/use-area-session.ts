import { loggedAtom, sessionStore, userInfoAtom } from '@facturador/shared/session';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';

export type AreaSession = { ready: boolean; error: string | null; retry: () => void };

/**
 * Whether a signed-in area may mount: the session (token, `logged` and the user of GET /api/user)
 * is in the shared store, so an area built from the contract (docs/arquitectura.md) reads the user
 * on its first render, also when its URL is opened directly. The request is the one the page's
 * first script started (early-requests.ts), taken by the API client, never a second one. An area
 * that does not require a session (the landing, the public RIDE) never waits. The API client loads
 * on demand: the public pages do not download it.
 */
export function useAreaSession(requireLogin: boolean): AreaSession {
  const logged = useAtomValue(loggedAtom, { store: sessionStore });
  const user = useAtomValue(userInfoAtom, { store: sessionStore });
  const waiting = requireLogin && !user;
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what «Reintentar» changes
  useEffect(() => {
    // Signed out, the route's guard sends to /login; a 401 ends the session the same way.
    if (!waiting || !logged) return;
    let cancelled = false;
    setError(null);
    import('@facturador/shared/api')
      .then(({ errorMessage, loadUserInfo }) =>
        loadUserInfo().catch((failure: unknown) => {
          if (!cancelled) setError(errorMessage(failure, 'Error al cargar el usuario'));
        }),
      )
      .catch(() => {
        if (!cancelled) setError('Error al cargar el usuario');
      });
    return () => {
      cancelled = true;
    };
  }, [waiting, logged, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ready: !waiting, error, retry };
}
