import { errorMessage } from '@facturador/shared/api';
import {
  emitirGuiaRemision,
  GUIA_REMISION_ERROR_MESSAGE,
  type GuiaRemisionRequest,
} from '@facturador/shared/api/waybills';
import type { FacturarResponse } from '@facturador/shared/domain';
import { useRef, useState } from 'react';

/**
 * Sends the confirmed guía. The dialog keeps one Idempotency-Key while its body stays the same (a
 * retry after a lost answer gets the first emission's answer); a changed body is a new guía with a
 * new key. A refusal is shown as the API words it.
 */
export function useGuiaRemisionSubmit(onIssued: () => void) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<FacturarResponse | null>(null);
  const sentBefore = useRef<{ body: string; key: string } | null>(null);

  async function send(body: GuiaRemisionRequest) {
    const serialized = JSON.stringify(body);
    if (sentBefore.current?.body !== serialized) {
      sentBefore.current = { body: serialized, key: globalThis.crypto.randomUUID() };
    }
    setSending(true);
    setError(null);
    try {
      const answer = await emitirGuiaRemision(body, sentBefore.current.key);
      setOutcome(answer);
      onIssued();
      return true;
    } catch (failure) {
      setError(errorMessage(failure, GUIA_REMISION_ERROR_MESSAGE));
      return false;
    } finally {
      setSending(false);
    }
  }

  return { sending, error, outcome, send, fail: setError };
}
