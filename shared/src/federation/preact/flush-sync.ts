import { options } from 'preact';

/**
 * React's `flushSync`: the update is committed, and its effects have run (passive ones too: React
 * flushes those of a synchronous render before returning), when it returns. preact/compat's commits
 * the render but leaves `useEffect` for after the next frame, so a dialog's cleanup that gives the
 * focus back to its opener (shared/ui Modal) would run after the owner's own `focus()` and undo it.
 * Both queues are caught through preact's public `options` hooks, as preact/test-utils does.
 */
export function flushSync<Arg, Result>(callback: (arg?: Arg) => Result, arg?: Arg): Result {
  const { debounceRendering, requestAnimationFrame } = options;
  let render: (() => void) | undefined;
  let effects: (() => void) | undefined;
  options.debounceRendering = (flush) => {
    render = flush;
  };
  options.requestAnimationFrame = (flush) => {
    effects = flush;
  };
  try {
    const result = callback(arg);
    render?.();
    return result;
  } finally {
    options.debounceRendering = debounceRendering;
    options.requestAnimationFrame = requestAnimationFrame;
    effects?.();
  }
}
