import { type RefObject, useEffect, useState } from 'react';

/** How far below the screen an element starts to count as near: the user is scrolling towards it. */
const NEAR_MARGIN = '0px 0px 300px 0px';

/** True once the element is on screen or about to be (then stays true). */
export function useNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
