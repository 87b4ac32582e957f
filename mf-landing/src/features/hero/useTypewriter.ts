import { useEffect, useState } from 'react';

/**
 * How many characters of `text` are typed so far: one more every `intervalMs`. Disabled (reduced
 * motion), the whole text is there at once.
 */
export function useTypewriter(text: string, intervalMs: number, enabled: boolean): string {
  const [typed, setTyped] = useState(enabled ? 0 : text.length);

  useEffect(() => {
    if (!enabled) {
      setTyped(text.length);
      return;
    }
    setTyped(0);
    const timer = window.setInterval(() => {
      setTyped((count) => {
        if (count + 1 >= text.length) window.clearInterval(timer);
        return Math.min(count + 1, text.length);
      });
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [text, intervalMs, enabled]);

  return text.slice(0, typed);
}
