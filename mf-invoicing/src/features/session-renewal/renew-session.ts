import { fetchUserInfo, login } from '@facturador/shared/api';
import type { LoginRequest, UserInfo } from '@facturador/shared/domain';
import { sessionStore, startSession, userInfoAtom } from '@facturador/shared/session';

/** Who signed in again: the session's own user (already resumed) or someone else (not yet). */
export type Renewal = { kind: 'same' } | { kind: 'other'; token: string; user: UserInfo };

const sameUser = (a: UserInfo, b: UserInfo) => a.usuario === b.usuario && a.ruc === b.ruc;

/**
 * Signs in again where the expired session was. The new token becomes the session's only when it
 * belongs to the same user; another user's sign-in is returned unused, for the screen to decide.
 */
export async function signInAgain(current: UserInfo, credentials: LoginRequest): Promise<Renewal> {
  const token = await login(credentials);
  const user = await fetchUserInfo(token);
  if (!sameUser(user, current)) return { kind: 'other', token, user };
  startSession(token);
  return { kind: 'same' };
}

/** Makes another user's sign-in the session: the whole suite (and this screen) switches to them. */
export function switchToUser(token: string, user: UserInfo): void {
  sessionStore.set(userInfoAtom, user);
  startSession(token);
}
