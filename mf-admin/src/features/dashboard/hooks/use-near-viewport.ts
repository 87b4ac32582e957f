import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element is within `margin` of the viewport (then stays true): by default one screen,
 * about what Chromium uses for `loading="lazy"` images. What is further down loads as the user scrolls
 * towards it; without IntersectionObserver it is near at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '100%'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);

  return near;
}
