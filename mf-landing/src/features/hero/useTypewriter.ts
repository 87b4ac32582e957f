import { useEffect, useState } from 'react';

/**
 * The part of `text` typed so far: one more character every `intervalMs`, from the first render.
 * Disabled (reduced motion), the whole text is there at once.
 */
export function useTypewriter(text: string, intervalMs: number, enabled: boolean): string {
  const [typed, setTyped] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let count = 0;
    setTyped(0);
    const timer = window.setInterval(() => {
      count += 1;
      setTyped(count);
      if (count >= text.length) window.clearInterval(timer);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [text, intervalMs, enabled]);

  return enabled ? text.slice(0, typed) : text;
}
