import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates HTML pre-rendered at build time, true from the next render on (and
 * from the first render of a page that was not pre-rendered). What the build cannot know (the
 * session, `/config.json`, the URL's parameters) is rendered only once this is true, so the first
 * client render matches the pre-rendered HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
