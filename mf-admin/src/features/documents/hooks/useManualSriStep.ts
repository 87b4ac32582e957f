import { errorMessage } from '@facturador/shared/api';
import { actualizarEstadoComprobante, reenviarComprobante } from '@facturador/shared/api/admin-documents';
import {
  type AccionSri,
  type EstadoDocumento,
  resultadoAccionSriMessage,
  type SriMensaje,
} from '@facturador/shared/domain';
import { useState } from 'react';

export type ManualStep = 'actualizar' | 'reenviar';

const ACCION: Record<ManualStep, AccionSri> = { actualizar: 'Actualizar estado', reenviar: 'Reenviar' };

/**
 * 'Actualizar estado' and 'Reenviar' of a card (spec 02 §4): which one is running, what the last one
 * answered (issue #11) or why it failed. An answer without an estado leaves the list to reload.
 */
export function useManualSriStep(
  claveAcceso: string,
  estado: EstadoDocumento,
  onEstado: (estado: EstadoDocumento, mensajes: SriMensaje[]) => void,
  onStale: () => void,
) {
  const [busy, setBusy] = useState<ManualStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [resultado, setResultado] = useState<string | null>(null);

  async function run(step: ManualStep) {
    setBusy(step);
    setError(null);
    setResultado(null);
    try {
      const answer =
        step === 'actualizar' ? await actualizarEstadoComprobante(claveAcceso) : await reenviarComprobante(claveAcceso);
      if (answer.estado) {
        setResultado(resultadoAccionSriMessage(ACCION[step], estado, answer.estado));
        onEstado(answer.estado, answer.mensajes);
      } else onStale();
    } catch (failure) {
      setError(errorMessage(failure, 'No se pudo completar la solicitud'));
    } finally {
      setBusy(null);
    }
  }

  return { busy, error, resultado, run };
}
