import { useEffect, useRef } from 'react';

/**
 * Focuses a dialog's main button once the dialog is open, so Enter answers it at the counter.
 * The shared Modal focuses its own panel after its children mount: wait one task to come after it.
 */
export function useFocusOnOpen<T extends HTMLElement>(open: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => ref.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [open]);
  return ref;
}
