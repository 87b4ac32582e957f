import { useCallback, useEffect, useState } from 'react';
import { CAROUSEL_DIRECTION_FLAG_MS, CAROUSEL_INTERVAL_MS } from '../../common/timings';

export type SlideDirection = 'next' | 'prev';

type CarouselState = { index: number; direction: SlideDirection | null };

/** `index` moved into 0..count-1: the carousel wraps around both ways. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/**
 * State of a wrap-around carousel: the current index and the direction of the last move, a flag held
 * for 100 ms that drives the slide-in. While `autoAdvance` is on it moves to the next slide 5 s after
 * the last change (a manual move restarts the count).
 */
export function useCarousel(count: number, autoAdvance: boolean) {
  const [state, setState] = useState<CarouselState>({ index: 0, direction: null });

  const goTo = useCallback(
    (target: number, direction?: SlideDirection) =>
      setState(({ index }) => {
        const next = wrapIndex(target, count);
        if (next === index) return { index, direction: null };
        return { index: next, direction: direction ?? (next > index ? 'next' : 'prev') };
      }),
    [count],
  );
  const next = useCallback(
    () => setState(({ index }) => ({ index: wrapIndex(index + 1, count), direction: 'next' })),
    [count],
  );
  const previous = useCallback(
    () => setState(({ index }) => ({ index: wrapIndex(index - 1, count), direction: 'prev' })),
    [count],
  );

  useEffect(() => {
    if (!state.direction) return;
    const timer = window.setTimeout(
      () => setState((current) => ({ ...current, direction: null })),
      CAROUSEL_DIRECTION_FLAG_MS,
    );
    return () => window.clearTimeout(timer);
  }, [state]);

  // Depends on the index on purpose: every move, manual or automatic, restarts the 5 s count.
  // biome-ignore lint/correctness/useExhaustiveDependencies: state.index restarts the timer
  useEffect(() => {
    if (!autoAdvance) return;
    const timer = window.setTimeout(next, CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [autoAdvance, state.index, next]);

  return { index: state.index, direction: state.direction, goTo, next, previous };
}
