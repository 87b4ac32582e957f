import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from './error-message';

export interface RemoteData<T> {
  data: T | null;
  /** The failure's message for the user (the server's, else `fallbackError`); null when the load worked. */
  error: string | null;
  loading: boolean;
  reload: () => void;
}

type RemoteDataOptions = {
  /** Keep showing the previous key's data while the new key loads (lists under changing filters). Default true. */
  keepPrevious?: boolean;
};

type State<T> = { key: string | null; data: T | null; error: string | null; loading: boolean };

/**
 * First loads in flight, by loader and key: two parts of a page that read the same data as they mount
 * (the admin's menu and its welcome checklist, both the company's data) ask the API once. A reload
 * always asks anew: it follows a change the earlier answer may not have seen.
 */
const firstLoads = new WeakMap<() => Promise<unknown>, Map<string, Promise<unknown>>>();

function firstLoad<T>(load: () => Promise<T>, key: string): Promise<T> {
  const byKey = firstLoads.get(load) ?? new Map<string, Promise<unknown>>();
  firstLoads.set(load, byKey);
  const running = byKey.get(key) as Promise<T> | undefined;
  if (running) return running;
  const started = load().finally(() => byKey.delete(key));
  byKey.set(key, started);
  return started;
}

/**
 * Loads data for a screen and reloads it whenever `key` changes (e.g. the filters); a null key loads
 * nothing. Answers that arrive after a newer request started are dropped, so a slow old search never wins.
 */
export function useRemoteData<T>(
  key: string | null,
  load: () => Promise<T>,
  fallbackError: string,
  { keepPrevious = true }: RemoteDataOptions = {},
): RemoteData<T> {
  const [state, setState] = useState<State<T>>({ key, data: null, error: null, loading: key !== null });
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) {
      setState({ key, data: null, error: null, loading: false });
      return;
    }
    let current = true;
    setState((previous) => ({ key, data: keepPrevious ? previous.data : null, error: null, loading: true }));
    // An answer renders as a transition: React yields to the user while it draws a large list, so a
    // catalogue arriving never holds the key a clerk is typing (issue 20, the slow phone).
    const settle = (next: State<T>) => startTransition(() => setState(next));
    (version === 0 ? firstLoad(loadRef.current, key) : loadRef.current()).then(
      (data) => {
        if (current) settle({ key, data, error: null, loading: false });
      },
      (failure: unknown) => {
        if (current) settle({ key, data: null, error: errorMessage(failure, fallbackError), loading: false });
      },
    );
    return () => {
      current = false;
    };
  }, [key, version, fallbackError, keepPrevious]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  // Until the effect runs for a new key, the state still describes the previous one.
  if (state.key !== key) {
    const data = keepPrevious && key !== null ? state.data : null;
    return { data, error: null, loading: key !== null, reload };
  }
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
