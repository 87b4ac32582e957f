import type { UserInfo } from '@facturador/shared/domain';
import { sessionStore, tokenAtom, userInfoAtom } from '@facturador/shared/session';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { fetchUserInfo } from './auth';
import { forgetEarly, startEarly, takeEarly } from './early-requests';
import { errorMessage } from './error-message';

/** The early-request key of GET /api/user (see startEarly). */
export const USER_INFO = 'usuario';

/** Starts GET /api/user now, for the page's `useUserInfo` to take (a page that needs the user). */
export function startUserInfo(): Promise<UserInfo> | null {
  return startEarly(USER_INFO, () => fetchUserInfo());
}

/**
 * The session's user in `userInfoAtom`, loaded now if it is not there yet: what the shell waits for
 * before it mounts a signed-in area, so the area reads the user on its first render. It takes the
 * GET /api/user the page's first script or an area already started (startUserInfo), never a second
 * one; signed out it resolves to null.
 */
export async function loadUserInfo(): Promise<UserInfo | null> {
  const known = sessionStore.get(userInfoAtom);
  if (known) return known;
  const token = sessionStore.get(tokenAtom);
  const info = await startUserInfo()?.catch((failure: unknown) => {
    forgetEarly(USER_INFO);
    throw failure;
  });
  // A sign-out (or another sign-in) meanwhile: this answer is no longer the session's.
  if (!info || sessionStore.get(tokenAtom) !== token) return sessionStore.get(userInfoAtom);
  sessionStore.set(userInfoAtom, info);
  return info;
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
