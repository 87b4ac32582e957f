import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from './format';

export interface RemoteData<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads data for a screen and reloads it whenever `key` changes (e.g. the filters). Answers that
 * arrive after a newer request started are dropped, so a slow old search never wins.
 */
export function useRemoteData<T>(key: string, load: () => Promise<T>, fallbackError: string): RemoteData<T> {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: key and version are the reasons to reload
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    loadRef.current().then(
      (data) => {
        if (current) setState({ data, error: null, loading: false });
      },
      (failure: unknown) => {
        if (current) setState({ data: null, error: errorMessage(failure, fallbackError), loading: false });
      },
    );
    return () => {
      current = false;
    };
  }, [key, version, fallbackError]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { ...state, reload };
}
