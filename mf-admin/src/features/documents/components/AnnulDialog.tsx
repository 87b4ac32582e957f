import { errorMessage } from '@facturador/shared/api';
import { anularComprobante } from '@facturador/shared/api/admin-documents';
import { fechaEcuador } from '@facturador/shared/domain';
import {
  ACEPTACION_RECEPTOR_TEXT,
  ANULACION_EN_SRI_EN_LINEA_TEXT,
  type AnulacionResponse,
  anulacionBodySchema,
  anulacionViolation,
  fechaLimiteAnulacion,
  SRI_EN_LINEA_URL,
} from '@facturador/shared/domain/documents';
import { Modal, primaryButtonClass, secondaryButtonClass, TextField } from '@facturador/shared/ui';
import { type FormEvent, useId, useState } from 'react';
import { ErrorBanner } from '../../../common/feedback';

/**
 * 'Anular' (issue #24, NAC-DGERCGC25-00000014): annulment is done in SRI en línea; this dialog says
 * so, shows the deadline and the link, and once the merchant confirms it was annulled there, marks
 * the document ANULADA. A document the rule refuses shows the reason instead of the form. A nota de
 * crédito, nota de débito or retención is only PENDIENTE DE ACEPTACIÓN then, until its receiver
 * answers (issue 37; the nota de débito, issue 40).
 */
export function AnnulDialog({
  documento,
  numero,
  requiereAceptacion,
  open,
  onClose,
  onAnnulled,
}: {
  documento: { claveAcceso: string; estado: string; identificacionComprador: string; fechaEmision: string };
  numero: string;
  /** A nota de crédito, nota de débito or retención: its receiver must accept the annulment (issue 37). */
  requiereAceptacion: boolean;
  open: boolean;
  onClose: () => void;
  onAnnulled: (estado: AnulacionResponse['estado']) => void;
}) {
  const formId = useId();
  const [motivo, setMotivo] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refused = anulacionViolation(documento, fechaEcuador());

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = anulacionBodySchema.safeParse({ motivo });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setSending(true);
    setError(null);
    try {
      onAnnulled((await anularComprobante(documento.claveAcceso, checked.data.motivo)).estado);
    } catch (failure) {
      setError(errorMessage(failure, 'No se pudo marcar el comprobante como anulado'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      title={`Anular ${numero}`}
      open={open}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            Cerrar
          </button>
          {refused ? null : (
            <button type="submit" form={formId} className={primaryButtonClass} disabled={sending}>
              {sending ? 'Guardando...' : 'Ya lo anulé en SRI en línea'}
            </button>
          )}
        </>
      }
    >
      <div className="space-y-3 text-sm">
        {refused ? (
          <p role="alert">{refused}</p>
        ) : (
          <>
            <p>{ANULACION_EN_SRI_EN_LINEA_TEXT}</p>
            <p>
              Plazo para anularlo: hasta el <strong>{fechaLimiteAnulacion(documento.fechaEmision)}</strong>. Después,
              solo cabe una nota de crédito.
            </p>
            {requiereAceptacion ? <p>{ACEPTACION_RECEPTOR_TEXT}</p> : null}
            <p>
              <a href={SRI_EN_LINEA_URL} target="_blank" rel="noopener noreferrer" className="text-blue-700 underline">
                Abrir SRI en línea
              </a>
            </p>
            <form id={formId} onSubmit={submit} noValidate>
              <TextField
                label="Motivo de la anulación"
                type="text"
                value={motivo}
                onChange={(event) => setMotivo(event.target.value)}
              />
            </form>
            {error ? <ErrorBanner>{error}</ErrorBanner> : null}
          </>
        )}
      </div>
    </Modal>
  );
}
