import { errorMessage, updateEmisor } from '@facturador/shared/api';
import type { EmisorSettings, EmisorUpdate } from '@facturador/shared/domain';
import { useState } from 'react';

/** Saves the company data, tracking the pending request and the error it answered with. */
export function useCompanySave(onSaved: (emisor: EmisorSettings) => void) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  async function save(input: EmisorUpdate) {
    setSaving(true);
    setFormErrors([]);
    try {
      onSaved(await updateEmisor(input));
    } catch (failure) {
      setFormErrors([errorMessage(failure, 'Error al guardar los datos de la empresa')]);
    } finally {
      setSaving(false);
    }
  }

  return { save, saving, formErrors };
}
