/** Where a user's draft of one screen lives in this browser (issue 13). */
export function draftKey(usuario: string, claveAcceso: string | null): string {
  return `facturador.borrador.${usuario}.${claveAcceso ?? 'factura'}`;
}

export interface StoredDraft<Form> {
  form: Form;
  /** ISO instant of the last save. */
  guardado: string;
  /** The Idempotency-Key of a send whose answer never arrived, with the payload it was for. */
  envio?: { payload: string; key: string };
}

export function readDraft<Form>(key: string): StoredDraft<Form> | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft<Form>;
    return draft && typeof draft === 'object' && draft.form ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft<Form>(key: string, draft: StoredDraft<Form> | null): void {
  try {
    if (draft) window.localStorage.setItem(key, JSON.stringify(draft));
    else window.localStorage.removeItem(key);
  } catch {
    // Full or disabled storage: the sale in progress is only on screen.
  }
}
