import { type RefObject, useEffect } from 'react';

/**
 * A pre-rendered sign-in form (the shell's /login) can be used before React takes it over: React
 * keeps what is typed on screen but its state starts empty, and a submit meanwhile is held by the
 * page's inline script (prerender-plugin.ts, `data-submit-pending`). Once mounted, the form says
 * so (`data-hydrated`), the typed values become the state, and a held submit is sent now.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  adopt: (typed: { usuario: string; clave: string }) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount: later typing goes through onChange.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    element.dataset.hydrated = '';
    const data = new FormData(element);
    const typed = { usuario: String(data.get('usuario') ?? ''), clave: String(data.get('clave') ?? '') };
    if (typed.usuario || typed.clave) adopt(typed);
    if ('submitPending' in element.dataset) {
      delete element.dataset.submitPending;
      element.requestSubmit();
    }
  }, []);
}
