/**
 * One SRI call's deadline, ended by its timeout or by the API closing. Not
 * `AbortSignal.any([AbortSignal.timeout(ms), stop])`: Node holds the sources of `any` weakly, so a
 * garbage collection between the call's start and its timeout drops the timer, and a call SRI never
 * answers waits for undici's own 300 s instead (measured with `--expose-gc`). Late in a long e2e run,
 * with the heap busy, that stalled a document's job for minutes. Here the timer holds the controller
 * until `clear()`.
 */
export interface Deadline {
  signal: AbortSignal;
  /** Stops the timer and lets go of the stop signal; call it once the call has ended. */
  clear(): void;
}

export function callDeadline(timeoutMs: number, stopSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    timeoutMs,
  );
  const stop = () => controller.abort(stopSignal?.reason);
  if (stopSignal?.aborted) stop();
  else stopSignal?.addEventListener('abort', stop, { once: true });
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      stopSignal?.removeEventListener('abort', stop);
    },
  };
}
