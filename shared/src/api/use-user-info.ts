import type { UserInfo } from '@facturador/shared/domain';
import { sessionStore, tokenAtom, userInfoAtom } from '@facturador/shared/session';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { fetchUserInfo } from './auth';
import { errorMessage } from './error-message';

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
    fetchUserInfo()
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
