import { errorMessage } from '@facturador/shared/api';
import {
  emitirNotaDebito,
  NOTA_DEBITO_ERROR_MESSAGE,
  type NotaDebitoRequest,
} from '@facturador/shared/api/debit-notes';
import type { FacturarResponse } from '@facturador/shared/domain';
import { useRef, useState } from 'react';

const newKey = () => globalThis.crypto.randomUUID();

/**
 * Sends the confirmed nota de débito. One Idempotency-Key per confirmed content: sending the very
 * same body again (a retry after a lost answer) reuses it, so the API answers the first emission;
 * any change is a new document with a new key. A refusal is shown as the API words it.
 */
export function useDebitNoteSubmit(onIssued: () => void) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<FacturarResponse | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);

  async function send(body: NotaDebitoRequest) {
    const serialized = JSON.stringify(body);
    if (attempt.current?.body !== serialized) attempt.current = { body: serialized, key: newKey() };
    setSending(true);
    setError(null);
    try {
      setOutcome(await emitirNotaDebito(body, attempt.current.key));
      onIssued();
    } catch (failure) {
      setError(errorMessage(failure, NOTA_DEBITO_ERROR_MESSAGE));
    } finally {
      setSending(false);
    }
  }

  return { sending, error, outcome, send, clearError: () => setError(null) };
}
