import { errorMessage, FACTURAR_ERROR_MESSAGE, facturar } from '@facturador/shared/api';
import {
  buildInvoicePayload,
  checkInvoiceForm,
  documentoPendienteMessage,
  type FacturarRequest,
  type InvoiceFormState,
  parseClaveAcceso,
} from '@facturador/shared/domain';
import { useCallback, useRef, useState } from 'react';

export type SubmitDialog = 'sin_productos' | 'confirmar' | 'factura_recibida' | 'factura_no_recibida';

export const ERROR_DESCONOCIDO_MESSAGE = 'Error desconocido, contacte a soporte';

type SubmitOptions = {
  form: InvoiceFormState;
  /** Credit note: the original invoice's total, the limit of spec 01 §5. */
  creditNote: { importeTotal: number } | null;
  onWarning: (message: string) => void;
  /** RECIBIDA: print, clear the form (spec 01 §4 step 5). */
  onReceived: (result: { claveAcceso: string; payload: FacturarRequest }) => void;
  /** SRI unreachable: the document exists and goes out by itself, so the form is cleared too (no duplicate sale). */
  onPending: () => void;
  /** Keeps the key of an unanswered send beyond this page (the draft), by serialized payload. */
  idempotencyKeys?: { get: (payload: string) => string | null; set: (payload: string, key: string) => void };
};

/** The submit flow of spec 01 §4, steps 1-6. */
export function useSubmitDocument({
  form,
  creditNote,
  onWarning,
  onReceived,
  onPending,
  idempotencyKeys,
}: SubmitOptions) {
  const [dialog, setDialog] = useState<SubmitDialog | null>(null);
  const [detail, setDetail] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [total, setTotal] = useState(0);
  const inFlight = useRef(false);

  /** Steps 1-3: validate, then a problem dialog or the confirm-send dialog with the amount. */
  const submit = useCallback(() => {
    if (inFlight.current) return;
    const problem = checkInvoiceForm(form, creditNote);
    if (problem?.kind === 'sin_productos') {
      setDialog('sin_productos');
      return;
    }
    if (problem) {
      onWarning(problem.message);
      return;
    }
    setTotal(buildInvoicePayload(form).factura.importeTotal);
    setDialog('confirmar');
  }, [form, creditNote, onWarning]);

  /**
   * One Idempotency-Key per document: sending the very same payload again (a retry after a lost
   * answer) reuses it, so the API answers the first emission instead of issuing a second one;
   * any change to the form is a new document with a new key.
   */
  const sentAttempt = useRef<{ payload: string; key: string } | null>(null);
  const idempotencyKeyFor = useCallback(
    (payload: unknown) => {
      const serialized = JSON.stringify(payload);
      if (sentAttempt.current?.payload !== serialized) {
        sentAttempt.current = { payload: serialized, key: idempotencyKeys?.get(serialized) ?? randomKey() };
        idempotencyKeys?.set(serialized, sentAttempt.current.key);
      }
      return sentAttempt.current.key;
    },
    [idempotencyKeys],
  );

  /** Steps 4-6: send, then 'factura_recibida' or 'factura_no_recibida'. */
  const confirm = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setDialog(null);
    setDetail(null);
    try {
      const payload = buildInvoicePayload(form);
      const answer = await facturar(payload, idempotencyKeyFor(payload));
      if (answer.SRI.estado === 'RECIBIDA') {
        onReceived({ claveAcceso: answer.claveAcceso, payload });
        setDialog('factura_recibida');
      } else if (answer.estado === 'PENDIENTE' || answer.SRI.estado === 'SIN RESPUESTA') {
        onPending();
        setDetail(
          documentoPendienteMessage(parseClaveAcceso(answer.claveAcceso)?.numeroDocumento ?? answer.claveAcceso),
        );
        setDialog('factura_no_recibida');
      } else {
        setDetail(answer.error ? answer.error.message || FACTURAR_ERROR_MESSAGE : `Estado: ${answer.estado}`);
        setDialog('factura_no_recibida');
      }
    } catch (error) {
      setDetail(errorMessage(error, ERROR_DESCONOCIDO_MESSAGE));
      setDialog('factura_no_recibida');
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }, [form, onReceived, onPending, idempotencyKeyFor]);

  const close = useCallback(() => setDialog(null), []);

  return { dialog, detail, sending, total, submit, confirm, close };
}

/** A random key; randomUUID exists only on https/localhost pages, getRandomValues everywhere. */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
