import { type Ambiente, ambienteConfirmacionTexto } from '@facturador/shared/domain';
import { emitirGuiaRemisionSchema } from '@facturador/shared/domain/waybills';
import { Modal, primaryButtonClass, secondaryButtonClass } from '@facturador/shared/ui';
import { type FormEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { EmissionOutcome } from '../EmissionOutcome';
import { ErrorBanner } from '../feedback';
import { carrierOf, type GuiaOrigen, guiaRequest } from './draft';
import { GuiaDestinatarioFields } from './GuiaDestinatarioFields';
import { GuiaTransporteFields } from './GuiaTransporteFields';
import type { GuiaDraftState } from './useGuiaDraft';
import { useGuiaRemisionSubmit } from './useGuiaRemisionSubmit';
import { useSaveCarrier } from './useSaveCarrier';
import { useSavedCarriers } from './useSavedCarriers';

type Step = 'datos' | 'confirmar' | 'hecho';

/**
 * «Guía de remisión» (issue 41 §1) of what the merchant already did: an AUTORIZADA invoice's sale or
 * a stock TRASLADO. It starts pre-filled (`state`), asks for the transport, confirms naming the
 * ambiente and says what became of it.
 */
export function GuiaRemisionDialog({
  intro,
  confirmacion,
  state,
  origen,
  ambiente,
  establecimientos,
  onClose,
  onIssued,
}: {
  /** What the guía delivers, in a sentence. */
  intro: ReactNode;
  /** The confirmation's sentence: «Confirmar emisión de la guía de remisión de ...». */
  confirmacion: string;
  state: GuiaDraftState;
  origen: GuiaOrigen;
  ambiente: Ambiente;
  /** A transfer's possible destination establishments (code and address). */
  establecimientos?: { value: string; label: string }[];
  onClose: () => void;
  onIssued: () => void;
}) {
  const formId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const { draft, loadError, update, setCantidad } = state;
  const submit = useGuiaRemisionSubmit(onIssued);
  const saved = useSavedCarriers();
  const carrier = useSaveCarrier(saved.reload);
  const [confirming, setConfirming] = useState(false);
  const step: Step = submit.outcome ? 'hecho' : confirming ? 'confirmar' : 'datos';
  // The confirmation's main button takes the focus, as the invoice screen's does.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const body = () => (draft ? guiaRequest(draft, origen, ambiente) : null);

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
    if (request && (await submit.send(request)) && draft) await carrier.afterIssue(carrierOf(draft));
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
        <p className="text-sm">{intro}</p>
        {loadError ? <ErrorBanner>{loadError}</ErrorBanner> : null}
        {!draft && !loadError ? <p className="text-sm text-slate-600">Cargando...</p> : null}
        {step === 'hecho' && submit.outcome ? (
          <EmissionOutcome outcome={submit.outcome} documento="Guía de remisión" />
        ) : null}
        {step === 'hecho' && carrier.notice ? <p className="text-sm text-slate-700">{carrier.notice}</p> : null}
        {step === 'confirmar' ? (
          <div className="text-sm">
            <p>{confirmacion}</p>
            <p className={`mt-2 font-semibold ${ambiente === 2 ? 'text-emerald-800' : 'text-amber-800'}`}>
              Ambiente: {ambienteConfirmacionTexto(ambiente)}
            </p>
          </div>
        ) : null}
        {step === 'datos' && draft ? (
          <form id={formId} onSubmit={review} noValidate className="grid gap-6">
            <GuiaTransporteFields
              draft={draft}
              onChange={update}
              saved={saved}
              save={carrier.save}
              onSaveChange={carrier.setSave}
            />
            <GuiaDestinatarioFields
              draft={draft}
              establecimientos={'movimientoId' in origen ? (establecimientos ?? []) : undefined}
              onChange={update}
              onCantidad={setCantidad}
            />
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
