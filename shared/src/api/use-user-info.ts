import type { UserInfo } from '@facturador/shared/domain';
import { sessionStore, tokenAtom, userInfoAtom } from '@facturador/shared/session';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { fetchUserInfo } from './auth';
import { startEarly, takeEarly } from './early-requests';
import { errorMessage } from './error-message';

/** The early-request key of GET /api/user (see startEarly). */
export const USER_INFO = 'usuario';

/** Starts GET /api/user now, for the page's `useUserInfo` to take (a page that needs the user). */
export function startUserInfo(): Promise<UserInfo> | null {
  return startEarly(USER_INFO, () => fetchUserInfo());
}

/**
 * User info of the signed-in user, loaded once from GET /api/user and kept in the shared store,
 * so the shell and every area see the same object without asking twice.
 */
export function useUserInfo(): { user: UserInfo | null; error: string | null } {
  const token = useAtomValue(tokenAtom, { store: sessionStore });
  const [user, setUser] = useAtom(userInfoAtom, { store: sessionStore });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!token || user) return;
    let cancelled = false;
    takeEarly(USER_INFO, () => fetchUserInfo())
      .then((info) => {
        if (!cancelled) setUser(info);
      })
      .catch((failure: unknown) => {
        if (!cancelled) setError(errorMessage(failure, 'Error al cargar el usuario'));
      });
    return () => {
      cancelled = true;
    };
  }, [token, user, setUser]);

  return { user, error };
}
