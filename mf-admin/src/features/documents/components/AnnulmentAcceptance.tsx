import { errorMessage } from '@facturador/shared/api';
import { RESPUESTA_ANULACION_ERROR_MESSAGE, responderAnulacion } from '@facturador/shared/api/admin-documents';
import {
  ACEPTADA_POR_RECEPTOR_LABEL,
  type AnulacionDeDocumento,
  aceptacionPendienteText,
  PENDIENTE_DE_ACEPTACION,
  RECHAZADA_POR_RECEPTOR_LABEL,
} from '@facturador/shared/domain/documents';
import { secondaryButtonClass } from '@facturador/shared/ui';
import { useState } from 'react';
import { ErrorBanner } from '../../../common/feedback';

/**
 * Issue 37 (NAC-DGERCGC25-00000014): a note or retención whose annulment waits for its receiver. The
 * card says what the receiver must do and by when, and records the answer the merchant sees in SRI
 * en línea: accepted, the document is ANULADA; rejected, it stays AUTORIZADA. A rejection (or the
 * receiver's silence past the last day) is said too, since 'Anular' may be asked again.
 */
export function AnnulmentAcceptance({
  claveAcceso,
  anulacion,
  onAnswered,
}: {
  claveAcceso: string;
  anulacion: AnulacionDeDocumento;
  onAnswered: (estado: 'ANULADA' | 'AUTORIZADA') => void;
}) {
  const [sending, setSending] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (anulacion.estado === 'RECHAZADA') {
    return (
      <p className="mt-3 text-sm text-slate-700">
        La anulación fue rechazada por el receptor o no respondió a tiempo: el comprobante sigue AUTORIZADO.
      </p>
    );
  }
  if (anulacion.estado !== PENDIENTE_DE_ACEPTACION) return null;

  async function answer(aceptada: boolean) {
    setSending(aceptada);
    setError(null);
    try {
      onAnswered((await responderAnulacion(claveAcceso, aceptada)).estado);
    } catch (failure) {
      setError(errorMessage(failure, RESPUESTA_ANULACION_ERROR_MESSAGE));
    } finally {
      setSending(null);
    }
  }

  return (
    <section aria-label="Anulación pendiente de aceptación" className="mt-3 rounded-md bg-amber-50 p-3 text-sm">
      <p>{aceptacionPendienteText(anulacion.plazo ?? '')}</p>
      <p className="mt-1 text-xs text-slate-600">Motivo: {anulacion.motivo}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={secondaryButtonClass} disabled={sending !== null} onClick={() => answer(true)}>
          {sending === true ? 'Guardando...' : ACEPTADA_POR_RECEPTOR_LABEL}
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={sending !== null}
          onClick={() => answer(false)}
        >
          {sending === false ? 'Guardando...' : RECHAZADA_POR_RECEPTOR_LABEL}
        </button>
      </div>
      {error ? (
        <div className="mt-2">
          <ErrorBanner>{error}</ErrorBanner>
        </div>
      ) : null}
    </section>
  );
}
