import {
  type DocumentSummary,
  ENVIAR_WHATSAPP_LABEL,
  puedeActualizarEstado,
  puedeDescargar,
  puedeEmitirGuiaRemision,
  puedeEmitirNotaCredito,
  puedeEmitirNotaDebito,
  puedeEnviarWhatsapp,
  puedeReenviar,
  REENVIAR_CORREO_LABEL,
} from '@facturador/shared/domain/documents';
import { primaryButtonClass, secondaryButtonClass } from '@facturador/shared/ui';
import { useShellHref } from '../../../common/useShellHref';
import { DebitNoteAction } from '../debit-note/DebitNoteAction';
import type { ManualStep } from '../hooks/useManualSriStep';
import { GuiaRemisionAction } from '../waybill/GuiaRemisionAction';
import { CreditNoteAction } from './CreditNoteAction';

/**
 * The card's buttons (spec 02 §4): 'Actualizar estado' from POR AUTORIZAR or RECIBIDA, 'Reenviar'
 * from NO RECIBIDA, 'Nota de Crédito', 'Nota de Débito' (issue 40) and 'Guía de remisión' (issue 41)
 * for authorized invoices, 'Anular' when authorized, 'Descargar' and 'Reenviar correo' (issue #12)
 * while its RIDE is valid, «Enviar por WhatsApp» (issue 44) when authorized.
 */
export function DocumentCardActions({
  documento,
  tipo,
  numero,
  fechaEmision,
  busy,
  onStep,
  onAnnul,
  onResendMail,
  onWhatsapp,
  onIssued,
}: {
  documento: DocumentSummary;
  tipo: string;
  numero: string;
  /** dd/mm/aaaa */
  fechaEmision: string;
  busy: ManualStep | null;
  onStep: (step: ManualStep) => void;
  onAnnul: () => void;
  onResendMail: () => void;
  /** «Enviar por WhatsApp» (issue 44): opens its dialog. */
  onWhatsapp: () => void;
  /** A document issued from this card (a nota de débito, a guía): the list is reloaded. */
  onIssued: () => void;
}) {
  const shellHref = useShellHref();
  const { estado, claveAcceso } = documento;
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={!puedeActualizarEstado(estado) || busy !== null}
        onClick={() => onStep('actualizar')}
      >
        {busy === 'actualizar' ? 'Actualizando...' : 'Actualizar estado'}
      </button>
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={!puedeReenviar(estado) || busy !== null}
        onClick={() => onStep('reenviar')}
      >
        {busy === 'reenviar' ? 'Reenviando...' : 'Reenviar'}
      </button>
      {puedeEmitirNotaCredito(tipo, estado) ? (
        <CreditNoteAction
          claveAcceso={claveAcceso}
          identificacionComprador={documento.contenido.comprador.identificacionComprador}
          fechaEmision={fechaEmision}
        />
      ) : null}
      {puedeEmitirNotaDebito(tipo, estado) ? (
        <DebitNoteAction factura={documento} numero={numero} fechaEmision={fechaEmision} onIssued={onIssued} />
      ) : null}
      {puedeEmitirGuiaRemision(tipo, estado) ? (
        <GuiaRemisionAction factura={documento} numero={numero} onIssued={onIssued} />
      ) : null}
      {estado === 'AUTORIZADA' ? (
        <button type="button" className={secondaryButtonClass} onClick={onAnnul}>
          Anular
        </button>
      ) : null}
      <button
        type="button"
        className={primaryButtonClass}
        disabled={!puedeDescargar(estado)}
        onClick={() => window.open(shellHref(`/descargar-factura/${claveAcceso}`), '_blank', 'noopener')}
      >
        Descargar
      </button>
      <button type="button" className={secondaryButtonClass} disabled={!puedeDescargar(estado)} onClick={onResendMail}>
        {REENVIAR_CORREO_LABEL}
      </button>
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={!puedeEnviarWhatsapp(estado)}
        onClick={onWhatsapp}
      >
        {ENVIAR_WHATSAPP_LABEL}
      </button>
    </div>
  );
}
