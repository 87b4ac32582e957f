import { ApiRequestError, errorMessage, FACTURAR_ERROR_MESSAGE, facturar } from '@facturador/shared/api';
import {
  buildInvoicePayload,
  checkInvoiceForm,
  documentoPendienteMessage,
  type FacturarRequest,
  type InvoiceFormState,
  parseClaveAcceso,
} from '@facturador/shared/domain';
import { useCallback, useRef, useState } from 'react';
import { type IdempotencyKeyStore, useIdempotencyKey } from './useIdempotencyKey';

export type SubmitDialog =
  | 'sin_productos'
  | 'confirmar'
  | 'factura_recibida'
  | 'factura_no_recibida'
  /** SRI slow or unreachable: the document exists and is sent automatically (issue 25). */
  | 'documento_en_camino'
  /** The API answered 401: sign in again in place, then `resend` (issue 13). */
  | 'sesion_vencida';

export const ERROR_DESCONOCIDO_MESSAGE = 'Error desconocido, contacte a soporte';

type Answer = Awaited<ReturnType<typeof facturar>>;
type AnswerHandlers = Pick<SubmitOptions, 'onReceived' | 'onPending'> & {
  setDetail: (detail: string | null) => void;
  setDialog: (dialog: SubmitDialog | null) => void;
};

/** Step 6: the API's answer as 'factura_recibida', 'documento_en_camino' or 'factura_no_recibida'. */
function showAnswer(
  answer: Answer,
  payload: FacturarRequest,
  { onReceived, onPending, setDetail, setDialog }: AnswerHandlers,
) {
  if (answer.SRI.estado === 'RECIBIDA') {
    onReceived({ claveAcceso: answer.claveAcceso, payload });
    setDialog('factura_recibida');
  } else if (answer.estado === 'PENDIENTE' || answer.SRI.estado === 'SIN RESPUESTA') {
    onPending({ claveAcceso: answer.claveAcceso, payload });
    setDetail(documentoPendienteMessage(parseClaveAcceso(answer.claveAcceso)?.numeroDocumento ?? answer.claveAcceso));
    setDialog('documento_en_camino');
  } else {
    setDetail(answer.error ? answer.error.message || FACTURAR_ERROR_MESSAGE : `Estado: ${answer.estado}`);
    setDialog('factura_no_recibida');
  }
}

type SubmitOptions = {
  form: InvoiceFormState;
  /** Credit note: the original invoice's total, the limit of spec 01 §5. */
  creditNote: { importeTotal: number } | null;
  onWarning: (message: string) => void;
  /** RECIBIDA: print, clear the form (spec 01 §4 step 5). */
  onReceived: (result: { claveAcceso: string; payload: FacturarRequest }) => void;
  /** SRI slow or unreachable: the document exists and goes out by itself, so the form is cleared too (no duplicate sale). */
  onPending: (result: { claveAcceso: string; payload: FacturarRequest }) => void;
  /** Keeps the key of an unanswered send beyond this page (the draft), by serialized payload. */
  idempotencyKeys?: IdempotencyKeyStore;
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

  const idempotencyKeyFor = useIdempotencyKey(idempotencyKeys);

  /**
   * The document a 401 stopped, exactly as it was sent and with its key: after signing in again it
   * is sent as is (never rebuilt from the form), so the API sees the same request.
   */
  const stopped = useRef<{ payload: FacturarRequest; key: string } | null>(null);

  /** Steps 4-6: send, then 'factura_recibida' or 'factura_no_recibida' ('sesion_vencida' on a 401). */
  const send = useCallback(
    async (payload: FacturarRequest, key: string) => {
      if (inFlight.current) return;
      inFlight.current = true;
      stopped.current = null;
      setSending(true);
      setDialog(null);
      setDetail(null);
      try {
        // A 401 here must not end the session: the form would be unmounted with it.
        const answer = await facturar(payload, key, { keepSessionOn401: true });
        showAnswer(answer, payload, { onReceived, onPending, setDetail, setDialog });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) {
          stopped.current = { payload, key };
          setDialog('sesion_vencida');
        } else if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
          // A rule refused the document before it existed (e.g. a credit note over what is left):
          // nothing was sent, so not 'No se recibio el documento' — the rule's message (issue 25).
          onWarning(errorMessage(error, ERROR_DESCONOCIDO_MESSAGE));
        } else {
          setDetail(errorMessage(error, ERROR_DESCONOCIDO_MESSAGE));
          setDialog('factura_no_recibida');
        }
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [onReceived, onPending, onWarning],
  );

  const confirm = useCallback(async () => {
    if (inFlight.current) return;
    const payload = buildInvoicePayload(form);
    await send(payload, idempotencyKeyFor(payload));
  }, [form, send, idempotencyKeyFor]);

  /** Signed in again as the same user: the stopped document, same body, same Idempotency-Key. */
  const resend = useCallback(async () => {
    const attempt = stopped.current;
    if (!attempt) return;
    await send(attempt.payload, attempt.key);
  }, [send]);

  const close = useCallback(() => {
    stopped.current = null;
    setDialog(null);
  }, []);

  return { dialog, detail, sending, total, submit, confirm, resend, close };
}
