import { type Ambiente, ambienteConfirmacionTexto, formatMoney } from '@facturador/shared/domain';
import type { DocumentSummary } from '@facturador/shared/domain/documents';
import { Modal, primaryButtonClass, SelectField, secondaryButtonClass } from '@facturador/shared/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ErrorBanner } from '../../../common/feedback';
import { DebitNoteOutcome } from './DebitNoteOutcome';
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

  let actions = (
    <>
      <button type="button" className={secondaryButtonClass} onClick={onClose}>
        Cancelar
      </button>
      <button type="submit" form={formId} className={primaryButtonClass}>
        Emitir nota de débito
      </button>
    </>
  );
  if (submit.outcome) {
    actions = (
      <button type="button" className={primaryButtonClass} onClick={onClose}>
        Cerrar
      </button>
    );
  } else if (confirming) {
    actions = (
      <>
        <button type="button" className={secondaryButtonClass} onClick={() => setConfirming(false)}>
          Volver
        </button>
        <button
          ref={confirmRef}
          type="button"
          className={primaryButtonClass}
          disabled={submit.sending}
          onClick={confirm}
        >
          {submit.sending ? 'Emitiendo...' : 'Confirmar'}
        </button>
      </>
    );
  }

  return (
    <Modal open size="lg" title="Nota de Débito" onClose={onClose} actions={actions}>
      <div className="grid gap-4">
        <p className="text-sm">
          Modifica la factura <strong className="font-mono">{numero}</strong> de {comprador.razonSocialComprador} (
          {comprador.identificacionComprador}).
        </p>
        {submit.outcome ? <DebitNoteOutcome outcome={submit.outcome} /> : null}
        {!submit.outcome && confirming ? (
          <div className="text-sm">
            <p>
              Confirmar emisión de la nota de débito por el siguiente monto:{' '}
              <strong className="text-slate-900">{formatMoney(form.totals.total)}</strong>
            </p>
            <p className={`mt-2 font-semibold ${ambiente === 2 ? 'text-emerald-800' : 'text-amber-800'}`}>
              Ambiente: {ambienteConfirmacionTexto(ambiente)}
            </p>
          </div>
        ) : null}
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
