import { atom, createStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { UserInfo } from '../domain/auth/user';

/** localStorage key of the session token (spec 01 §3: "a token is stored locally after login"). */
export const TOKEN_STORAGE_KEY = 'token';

/**
 * The one store every area mounts: `@facturador/shared/session` is a Module Federation
 * singleton, so shell and parcels read and write the very same atoms.
 */
export const sessionStore = createStore();

const tokenStorage = createJSONStorage<string | null>(() => localStorage);

/** The stored token; `getOnInit` so the first render already knows whether the user is signed in. */
export const tokenAtom = atomWithStorage<string | null>(TOKEN_STORAGE_KEY, null, tokenStorage, { getOnInit: true });

/** The "logged" boolean the whole app shares: derived from the token, so the two never disagree. */
export const loggedAtom = atom((get) => Boolean(get(tokenAtom)));

/** User info loaded from GET /api/user once signed in. */
export const userInfoAtom = atom<UserInfo | null>(null);

/** Ends the session everywhere: used by the logout page and by the API client on a 401. */
export function clearSession(): void {
  sessionStore.set(tokenAtom, null);
  sessionStore.set(userInfoAtom, null);
}

export function startSession(token: string): void {
  sessionStore.set(tokenAtom, token);
}

export function currentToken(): string | null {
  return sessionStore.get(tokenAtom);
}

/** Whether the small-screen area menu is open: the shell header's "Abrir menú" button toggles it. */
export const menuOpenAtom = atom(false);
