import { useHydrated } from '@facturador/shared/ui/runtime';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Both layouts scroll to the top on every navigation; a hash link scrolls to its section instead.
 * Not when the page itself loads pre-rendered: the visitor may have scrolled it before it hydrated.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const loadedPrerendered = useRef(!useHydrated());
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design
  useEffect(() => {
    if (loadedPrerendered.current) {
      loadedPrerendered.current = false;
      return;
    }
    if (hash) {
      document.getElementById(hash.slice(1))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
