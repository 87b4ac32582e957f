import { type Ambiente, ambienteConfirmacionTexto } from '@facturador/shared/domain';
import type { DocumentSummary } from '@facturador/shared/domain/documents';
import { emitirGuiaRemisionSchema } from '@facturador/shared/domain/waybills';
import { Modal, primaryButtonClass, secondaryButtonClass } from '@facturador/shared/ui';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { ErrorBanner } from '../../../common/feedback';
import { DebitNoteOutcome } from '../debit-note/DebitNoteOutcome';
import { guiaRequest } from './draft';
import { GuiaDestinatarioFields } from './GuiaDestinatarioFields';
import { GuiaTransporteFields } from './GuiaTransporteFields';
import { useFacturaDeGuia } from './useFacturaDeGuia';
import { useGuiaRemisionSubmit } from './useGuiaRemisionSubmit';

type Step = 'datos' | 'confirmar' | 'hecho';

/**
 * «Guía de remisión» of an AUTORIZADA invoice (issue 41 §1): the goods of the sale travel to its
 * buyer. It starts from the invoice (buyer, lines, «Venta»), asks for the transport, confirms
 * naming the ambiente (the invoice's, as the API requires) and says what became of it.
 */
export function GuiaRemisionDialog({
  factura,
  numero,
  onClose,
  onIssued,
}: {
  factura: DocumentSummary;
  numero: string;
  onClose: () => void;
  onIssued: () => void;
}) {
  const formId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const { draft, loadError, update, setCantidad } = useFacturaDeGuia(factura.claveAcceso);
  const submit = useGuiaRemisionSubmit(onIssued);
  const [confirming, setConfirming] = useState(false);
  const ambiente: Ambiente = factura.ambiente === 2 ? 2 : 1;
  const step: Step = submit.outcome ? 'hecho' : confirming ? 'confirmar' : 'datos';
  // The confirmation's main button takes the focus, as the invoice screen's does.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const body = () => (draft ? guiaRequest(draft, factura.claveAcceso, ambiente) : null);

  function review(event: FormEvent) {
    event.preventDefault();
    const request = body();
    if (!request) return;
    // The API's own schema and messages: what it would refuse is said before confirming.
    const checked = emitirGuiaRemisionSchema.safeParse(request);
    if (checked.success) {
      submit.fail(null);
      setConfirming(true);
    } else submit.fail(checked.error.issues[0]?.message ?? null);
  }

  async function confirm() {
    const request = body();
    if (request) await submit.send(request);
    setConfirming(false);
  }

  return (
    <Modal
      open
      size="lg"
      title="Guía de remisión"
      onClose={onClose}
      actions={
        <GuiaDialogActions
          step={step}
          formId={formId}
          ready={draft !== null}
          confirmRef={confirmRef}
          sending={submit.sending}
          onClose={onClose}
          onBack={() => setConfirming(false)}
          onConfirm={confirm}
        />
      }
    >
      <div className="grid gap-4">
        <p className="text-sm">
          Entrega lo vendido en la factura <strong className="font-mono">{numero}</strong> a{' '}
          {factura.contenido.comprador.razonSocialComprador} ({factura.contenido.comprador.identificacionComprador}).
        </p>
        {loadError ? <ErrorBanner>{loadError}</ErrorBanner> : null}
        {!draft && !loadError ? <p className="text-sm text-slate-600">Cargando la factura...</p> : null}
        {step === 'hecho' && submit.outcome ? (
          <DebitNoteOutcome outcome={submit.outcome} documento="Guía de remisión" />
        ) : null}
        {step === 'confirmar' ? (
          <div className="text-sm">
            <p>Confirmar emisión de la guía de remisión de la factura {numero}.</p>
            <p className={`mt-2 font-semibold ${ambiente === 2 ? 'text-emerald-800' : 'text-amber-800'}`}>
              Ambiente: {ambienteConfirmacionTexto(ambiente)}
            </p>
          </div>
        ) : null}
        {step === 'datos' && draft ? (
          <form id={formId} onSubmit={review} noValidate className="grid gap-6">
            <GuiaTransporteFields draft={draft} onChange={update} />
            <GuiaDestinatarioFields draft={draft} onChange={update} onCantidad={setCantidad} />
            {submit.error ? <ErrorBanner>{submit.error}</ErrorBanner> : null}
          </form>
        ) : null}
      </div>
    </Modal>
  );
}

/** The step's buttons: «Emitir guía de remisión», then «Volver»/«Confirmar», then «Cerrar». */
function GuiaDialogActions({
  step,
  formId,
  ready,
  confirmRef,
  sending,
  onClose,
  onBack,
  onConfirm,
}: {
  step: Step;
  formId: string;
  ready: boolean;
  confirmRef: RefObject<HTMLButtonElement | null>;
  sending: boolean;
  onClose: () => void;
  onBack: () => void;
  onConfirm: () => void;
}) {
  if (step === 'hecho') {
    return (
      <button type="button" className={primaryButtonClass} onClick={onClose}>
        Cerrar
      </button>
    );
  }
  const [back, backLabel] = step === 'confirmar' ? [onBack, 'Volver'] : [onClose, 'Cancelar'];
  return (
    <>
      <button type="button" className={secondaryButtonClass} onClick={back}>
        {backLabel}
      </button>
      {step === 'confirmar' ? (
        <button ref={confirmRef} type="button" className={primaryButtonClass} disabled={sending} onClick={onConfirm}>
          {sending ? 'Emitiendo...' : 'Confirmar'}
        </button>
      ) : (
        <button type="submit" form={formId} className={primaryButtonClass} disabled={!ready}>
          Emitir guía de remisión
        </button>
      )}
    </>
  );
}
