import { options } from 'preact';

/**
 * React runs `useEffect` in a task of its own right after the commit (its scheduler posts a
 * message); preact waits for the next animation frame (or a 35 ms timer). Timers that effects start
 * (the landing's carousel: 5 s after each move) would start a frame late, and not at all under a
 * paused clock (Playwright's `page.clock` fakes timers and animation frames, not messages). Only in a
 * browser: in Node (the pre-render) no effect runs, and an open channel would keep the build alive.
 */
export function runEffectsAsReactDoes(): void {
  if (typeof window === 'undefined' || typeof MessageChannel === 'undefined') return;
  const channel = new MessageChannel();
  let queued: Array<() => void> = [];
  channel.port1.onmessage = () => {
    const flushes = queued;
    queued = [];
    for (const flush of flushes) flush();
  };
  options.requestAnimationFrame = (flush) => {
    queued.push(flush);
    if (queued.length === 1) channel.port2.postMessage(null);
  };
}
