import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { draftKey, readDraft, type StoredDraft, writeDraft } from './draft-storage';

export const BORRADOR_RECUPERADO_MESSAGE = 'Se recuperó el documento en curso que no se había enviado.';

/**
 * The form in progress, kept per user in this browser: a reload, a closed tab or an expired
 * session gets it back with a notice. A form without lines is nothing to keep. The Idempotency-Key
 * of a send without answer is kept with it, so sending the same document again cannot issue it twice.
 */
export function useInvoiceDraft<Form extends { productos: readonly unknown[] }>(
  usuario: string,
  claveAcceso: string | null,
) {
  const key = draftKey(usuario, claveAcceso);
  const [stored] = useState(() => readDraft<Form>(key));
  const [restored, setRestored] = useState(() => (stored?.form.productos.length ? stored : null));
  const envio = useRef(stored?.envio);

  const persist = useCallback(
    (form: Form) => {
      const draft: StoredDraft<Form> | null = form.productos.length
        ? { form, guardado: new Date().toISOString(), ...(envio.current ? { envio: envio.current } : {}) }
        : null;
      if (!draft) envio.current = undefined;
      writeDraft(key, draft);
    },
    [key],
  );

  const idempotencyKeys = useMemo(
    () => ({
      get: (payload: string) => (envio.current?.payload === payload ? envio.current.key : null),
      set: (payload: string, idempotencyKey: string) => {
        envio.current = { payload, key: idempotencyKey };
        const current = readDraft<Form>(key);
        if (current) writeDraft(key, { ...current, envio: envio.current });
      },
    }),
    [key],
  );

  return {
    /** The form to start from, when a draft with lines was found. */
    initialForm: restored?.form ?? null,
    /** When the restored draft was last saved (for the notice), until dismissed. */
    restoredAt: restored ? new Date(restored.guardado) : null,
    dismissNotice: useCallback(() => setRestored(null), []),
    persist,
    idempotencyKeys,
  };
}

/** Unsent lines: closing or reloading the tab asks the browser's confirmation first. */
export function useLeaveGuard(active: boolean, message: string) {
  useEffect(() => {
    if (!active) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = message;
    };
    // Links of the shell and of this area: asked before the router sees the click.
    const click = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || event.defaultPrevented) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin === window.location.origin && url.pathname === window.location.pathname) return;
      if (window.confirm(message)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('click', click, true);
    };
  }, [active, message]);
}
