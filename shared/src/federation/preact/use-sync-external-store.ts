import { useLayoutEffect, useState, useSyncExternalStore as useStore } from 'preact/compat';
import { renderingServerHtml } from './server-render';

/**
 * React's `useSyncExternalStore` with its third argument honoured: on the server and while
 * hydrating it renders `getServerSnapshot()`, then the store's own snapshot from the next render on.
 * preact/compat ignores that argument, so `useHydrated` (shared/ui) would be true in the build's
 * pre-render and in the hydrating render, and the HTML would not be the page's first render.
 */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const [serverRender, setServerRender] = useState(() => getServerSnapshot !== undefined && renderingServerHtml());
  // Never the store's own getter on the server: it may read what only a browser has (matchMedia).
  const snapshot = useStore(subscribe, serverRender && getServerSnapshot ? getServerSnapshot : getSnapshot);
  // Layout effects run in the browser only, after the hydration committed.
  useLayoutEffect(() => {
    if (serverRender) setServerRender(false);
  }, [serverRender]);
  return snapshot;
}
