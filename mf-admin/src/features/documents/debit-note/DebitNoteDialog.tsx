import { type Ambiente, ambienteConfirmacionTexto, formatMoney } from '@facturador/shared/domain';
import type { DocumentSummary } from '@facturador/shared/domain/documents';
import { Modal, primaryButtonClass, SelectField, secondaryButtonClass } from '@facturador/shared/ui';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { EmissionOutcome } from '../../../common/EmissionOutcome';
import { ErrorBanner } from '../../../common/feedback';
import { DebitNoteTotals } from './DebitNoteTotals';
import { MotivoRows } from './MotivoRows';
import type { ImpuestoNotaDebito } from './rules';
import { useDebitNoteForm } from './useDebitNoteForm';
import { useDebitNoteSubmit } from './useDebitNoteSubmit';

/**
 * «Nota de Débito» of an AUTORIZADA invoice (issue 40 §2): motivos (razón and valor), the IVA, live
 * totals, then a confirmation naming the amount and the ambiente (the invoice's, as the API
 * requires), and what became of it. The buyer and the document modified are the invoice's.
 */
export function DebitNoteDialog({
  factura,
  numero,
  fechaEmision,
  onClose,
  onIssued,
}: {
  factura: DocumentSummary;
  numero: string;
  /** The invoice's date, dd/mm/aaaa: its IVA rates are the ones offered. */
  fechaEmision: string;
  onClose: () => void;
  onIssued: () => void;
}) {
  const formId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const form = useDebitNoteForm(fechaEmision);
  const submit = useDebitNoteSubmit(onIssued);
  const [confirming, setConfirming] = useState(false);
  const ambiente: Ambiente = factura.ambiente === 2 ? 2 : 1;
  const comprador = factura.contenido.comprador;
  // The confirmation's main button takes the focus, as the invoice screen's does.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  function review(event: FormEvent) {
    event.preventDefault();
    submit.clearError();
    if (form.check()) setConfirming(true);
  }

  async function confirm() {
    await submit.send({
      facturaModificada: factura.claveAcceso,
      motivos: form.payload(),
      impuesto: form.impuesto,
      ambiente,
    });
    setConfirming(false);
  }

  const actions = (
    <DebitNoteDialogActions
      step={submit.outcome ? 'hecho' : confirming ? 'confirmar' : 'motivos'}
      formId={formId}
      confirmRef={confirmRef}
      sending={submit.sending}
      onClose={onClose}
      onBack={() => setConfirming(false)}
      onConfirm={confirm}
    />
  );

  return (
    <Modal open size="lg" title="Nota de Débito" onClose={onClose} actions={actions}>
      <div className="grid gap-4">
        <p className="text-sm">
          Modifica la factura <strong className="font-mono">{numero}</strong> de {comprador.razonSocialComprador} (
          {comprador.identificacionComprador}).
        </p>
        {submit.outcome ? <EmissionOutcome outcome={submit.outcome} documento="Nota de débito" /> : null}
        {!submit.outcome && confirming ? <DebitNoteConfirmation total={form.totals.total} ambiente={ambiente} /> : null}
        {!submit.outcome && !confirming ? (
          <form id={formId} onSubmit={review} noValidate className="grid gap-4">
            <MotivoRows
              motivos={form.motivos}
              errors={form.errors}
              onChange={form.update}
              onAdd={form.add}
              onRemove={form.remove}
            />
            <SelectField
              className="sm:w-48"
              label="IVA"
              options={form.ivaOptions.map((label) => ({ value: label, label }))}
              value={form.impuesto}
              onChange={(event) => form.setImpuesto(event.target.value as ImpuestoNotaDebito)}
            />
            <DebitNoteTotals {...form.totals} />
            {submit.error ? <ErrorBanner>{submit.error}</ErrorBanner> : null}
          </form>
        ) : null}
      </div>
    </Modal>
  );
}

/** The step's buttons: the form's «Emitir nota de débito», the confirmation's «Confirmar», the outcome's «Cerrar». */
function DebitNoteDialogActions({
  step,
  formId,
  confirmRef,
  sending,
  onClose,
  onBack,
  onConfirm,
}: {
  step: 'motivos' | 'confirmar' | 'hecho';
  formId: string;
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
  if (step === 'confirmar') {
    return (
      <>
        <button type="button" className={secondaryButtonClass} onClick={onBack}>
          Volver
        </button>
        <button ref={confirmRef} type="button" className={primaryButtonClass} disabled={sending} onClick={onConfirm}>
          {sending ? 'Emitiendo...' : 'Confirmar'}
        </button>
      </>
    );
  }
  return (
    <>
      <button type="button" className={secondaryButtonClass} onClick={onClose}>
        Cancelar
      </button>
      <button type="submit" form={formId} className={primaryButtonClass}>
        Emitir nota de débito
      </button>
    </>
  );
}

/** Spec 01 §4's confirmation, worded for the nota de débito, with the ambiente it goes out in (issue #24). */
function DebitNoteConfirmation({ total, ambiente }: { total: number; ambiente: Ambiente }) {
  return (
    <div className="text-sm">
      <p>
        Confirmar emisión de la nota de débito por el siguiente monto:{' '}
        <strong className="text-slate-900">{formatMoney(total)}</strong>
      </p>
      <p className={`mt-2 font-semibold ${ambiente === 2 ? 'text-emerald-800' : 'text-amber-800'}`}>
        Ambiente: {ambienteConfirmacionTexto(ambiente)}
      </p>
    </div>
  );
}
