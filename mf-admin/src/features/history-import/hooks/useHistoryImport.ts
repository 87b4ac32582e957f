import { errorMessage } from '@facturador/shared/api';
import {
  confirmHistoryImport,
  fetchHistoryImport,
  fetchHistoryImports,
  IMPORTACION_HISTORIAL_CONFIRMAR_ERROR_MESSAGE,
  IMPORTACION_HISTORIAL_CONSULTA_ERROR_MESSAGE,
  IMPORTACION_HISTORIAL_DESHACER_ERROR_MESSAGE,
  IMPORTACION_HISTORIAL_ERROR_MESSAGE,
  startHistoryImport,
  startHistoryImportByKeys,
  undoHistoryImport,
} from '@facturador/shared/api/history-import';
import type { ConfirmarImportacion, ImportacionHistorial } from '@facturador/shared/domain/imports';
import { useEffect, useState } from 'react';

/** How often a background import is asked for its progress. */
export const CONSULTA_CADA_MS = 1000;

/**
 * The import the wizard follows: started from files or claves, polled while the server processes it,
 * resumed on load when one is still open (`procesando` or `lista`), confirmed or undone.
 */
export function useHistoryImport() {
  const [importacion, setImportacion] = useState<ImportacionHistorial | null>(null);
  const [resuming, setResuming] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The import runs server-side: one left open (a reload, another day) is picked up where it is.
  useEffect(() => {
    let current = true;
    (async () => {
      const { importaciones } = await fetchHistoryImports();
      const abierta = importaciones.find(({ estado }) => estado === 'procesando' || estado === 'lista');
      if (!abierta) return;
      const completa = await fetchHistoryImport(abierta.id);
      // One started meanwhile wins over the one found.
      if (current) setImportacion((previous) => previous ?? completa);
    })()
      .catch((failure: unknown) => {
        if (current) setError(errorMessage(failure, IMPORTACION_HISTORIAL_CONSULTA_ERROR_MESSAGE));
      })
      .finally(() => {
        if (current) setResuming(false);
      });
    return () => {
      current = false;
    };
  }, []);

  // Each answer while `procesando` schedules the next question; a failed one stops until `retry`.
  useEffect(() => {
    if (importacion?.estado !== 'procesando') return;
    let current = true;
    const timer = setTimeout(() => {
      fetchHistoryImport(importacion.id).then(
        (next) => {
          if (current) setImportacion(next);
        },
        (failure: unknown) => {
          if (current) setError(errorMessage(failure, IMPORTACION_HISTORIAL_CONSULTA_ERROR_MESSAGE));
        },
      );
    }, CONSULTA_CADA_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [importacion]);

  async function run<T>(action: () => Promise<T>, fallback: string): Promise<T | null> {
    setBusy(true);
    setError(null);
    try {
      return await action();
    } catch (failure) {
      setError(errorMessage(failure, fallback));
      return null;
    } finally {
      setBusy(false);
    }
  }

  const started = (next: ImportacionHistorial | null) => {
    if (next) setImportacion(next);
  };

  return {
    importacion,
    resuming,
    busy,
    error,
    start: async (archivos: readonly File[]) =>
      started(await run(() => startHistoryImport(archivos), IMPORTACION_HISTORIAL_ERROR_MESSAGE)),
    startByKeys: async (claves: readonly string[]) =>
      started(await run(() => startHistoryImportByKeys(claves), IMPORTACION_HISTORIAL_ERROR_MESSAGE)),
    /** Asks again after a failed progress question (a new object restarts the polling). */
    retry: () => {
      setError(null);
      setImportacion((previous) => previous && { ...previous });
    },
    confirm: async (body: ConfirmarImportacion) => {
      if (!importacion) return;
      const { id } = importacion;
      started(await run(() => confirmHistoryImport(id, body), IMPORTACION_HISTORIAL_CONFIRMAR_ERROR_MESSAGE));
    },
    /** Undoes the whole import; answers how many documents went, or null when the API refused (error set). */
    undo: async () => {
      if (!importacion) return null;
      const { id } = importacion;
      const answer = await run(() => undoHistoryImport(id), IMPORTACION_HISTORIAL_DESHACER_ERROR_MESSAGE);
      if (answer) setImportacion(null);
      return answer ? answer.documentos : null;
    },
    clearError: () => setError(null),
  };
}
