import { errorMessage } from '@facturador/shared/api';
import { saveCarrier, TRANSPORTISTA_GUARDAR_ERROR_MESSAGE } from '@facturador/shared/api/carriers';
import type { TransportistaInputBody } from '@facturador/shared/domain/waybills';
import { useState } from 'react';

export const TRANSPORTISTA_GUARDADO_NOTICE = 'Transportista guardado: la próxima guía puede elegirlo.';

/**
 * «Guardar este transportista»: once the guía is issued (never before: a refused guía saves
 * nothing), the carrier it names is saved; a refusal is said beside the guía's outcome.
 */
export function useSaveCarrier(onSaved: () => void) {
  const [save, setSave] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  async function afterIssue(carrier: TransportistaInputBody) {
    if (!save) return;
    try {
      await saveCarrier(carrier);
      setNotice(TRANSPORTISTA_GUARDADO_NOTICE);
      onSaved();
    } catch (failure) {
      setNotice(errorMessage(failure, TRANSPORTISTA_GUARDAR_ERROR_MESSAGE));
    }
  }

  return { save, setSave, notice, afterIssue };
}
