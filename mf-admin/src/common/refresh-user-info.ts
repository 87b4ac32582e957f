import { fetchUserInfo } from '@facturador/shared/api';
import { sessionStore, userInfoAtom } from '@facturador/shared/session';

/**
 * Reloads GET /api/user into the shared store after a change it summarises (ambiente, certificate,
 * permissions), replacing the old value only once the new one is there so no screen unmounts meanwhile.
 */
export async function refreshUserInfo(): Promise<void> {
  sessionStore.set(userInfoAtom, await fetchUserInfo());
}
