import type { UserInfo } from '@facturador/shared/domain';
import { useCallback, useEffect, useRef } from 'react';
import { ambienteInicial } from '../features/company-status/company-status';
import { creditNoteFormFields } from '../features/credit-note/credit-note-fields';
import type { OriginalInvoiceState } from '../features/credit-note/hooks/useOriginalInvoice';
import { useInvoiceDraft, useLeaveGuard } from '../features/draft/useInvoiceDraft';
import { useInvoiceForm } from '../features/invoice-form/hooks/useInvoiceForm';
import { type InvoiceForm, initialInvoiceForm } from '../features/invoice-form/state/form-state';

const SALIR_CON_LINEAS_MESSAGE = 'Hay un documento con items sin enviar. ¿Desea salir de esta página?';

/**
 * The screen's form: a restored draft or a fresh one (a credit note's filled from its original
 * invoice), saved as a draft on every change and guarded against leaving with lines.
 */
export function useScreenForm(user: UserInfo, claveAcceso: string | null, original: OriginalInvoiceState) {
  const creditNote = claveAcceso !== null;
  const freshForm = useCallback(
    (keep: Pick<InvoiceForm, 'ambiente' | 'almacen_id'>): InvoiceForm => ({
      ...initialInvoiceForm({ ...keep, tipoComprobante: creditNote ? 'notaCredito' : 'factura' }),
      ...(original.factura ? creditNoteFormFields(original.factura) : {}),
    }),
    [creditNote, original.factura],
  );
  const draft = useInvoiceDraft<InvoiceForm>(user.usuario, claveAcceso);
  const formState = useInvoiceForm(
    () =>
      draft.initialForm ??
      freshForm({ ambiente: ambienteInicial(user), almacen_id: user.permisos.usarInventario ? user.almacen : null }),
  );
  const { form, patch, reset } = formState;
  const { persist } = draft;
  useEffect(() => persist(form), [form, persist]);
  useLeaveGuard(form.productos.length > 0, SALIR_CON_LINEAS_MESSAGE);

  // The original invoice arrives after the first render: its buyer, number and the lines still
  // creditable fill the form; a restored draft keeps its own (edited) lines.
  const restoredDraft = useRef(draft.initialForm !== null);
  useEffect(() => {
    if (!original.factura) return;
    const { productos, ...fields } = creditNoteFormFields(original.factura);
    patch(restoredDraft.current ? fields : { ...fields, productos });
  }, [original.factura, patch]);

  /** A clean form in the same warehouse and environment. */
  const startOver = () => reset(freshForm({ ambiente: form.ambiente, almacen_id: form.almacen_id }));

  return { ...formState, draft, startOver };
}
