import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FADE_IN_THRESHOLD } from './timings';
import { useReducedMotion } from './useReducedMotion';

/**
 * Fades its content in the first time 10% of it scrolls into view. Only opacity and transform
 * change, so the page never shifts; with reduced motion the content is simply there.
 */
export function FadeIn({ children, className = '' }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || seen || reducedMotion) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= FADE_IN_THRESHOLD)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: FADE_IN_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, reducedMotion]);

  const shown = seen || reducedMotion;
  return (
    <div
      ref={ref}
      data-fade-in={shown ? 'visible' : 'hidden'}
      className={`transition duration-700 ease-out motion-reduce:transition-none ${
        shown ? 'translate-y-0 opacity-100' : 'translate-y-6 opacity-0'
      } ${className}`}
    >
      {children}
    </div>
  );
}
