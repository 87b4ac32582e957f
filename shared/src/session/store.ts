import type { UserInfo } from '@facturador/shared/domain';
import { TOKEN_STORAGE_KEY } from '@facturador/shared/domain/config';
import { atom, createStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/**
 * The one store every area mounts: `@facturador/shared/session` is a Module Federation
 * singleton, so shell and parcels read and write the very same atoms.
 */
export const sessionStore = createStore();

/** The token is kept as the plain string (not JSON), and removed on logout rather than set to "null". */
const tokenStorage = {
  // Read when this module loads; the build's pre-render (Node) has no storage: nobody is signed in there.
  getItem: (key: string, initialValue: string | null) =>
    typeof localStorage === 'undefined' ? initialValue : (localStorage.getItem(key) ?? initialValue),
  setItem: (key: string, value: string | null) => {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  },
  removeItem: (key: string) => localStorage.removeItem(key),
  // Another tab signing in or out is seen here too.
  subscribe: (key: string, callback: (value: string | null) => void) => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === localStorage && event.key === key) callback(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

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
