import { errorMessage } from '@facturador/shared/api';
import { useEffect, useState } from 'react';
import type { GuiaDraft } from './draft';

/**
 * The guía's fields, started from what it delivers (an invoice, a TRASLADO) read when the dialog
 * opens; `load` runs again only when `key` changes.
 */
export function useGuiaDraft(key: string, load: () => Promise<GuiaDraft>, fallbackError: string) {
  const [draft, setDraft] = useState<GuiaDraft | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads.
  useEffect(() => {
    let current = true;
    load().then(
      (loaded) => {
        if (current) setDraft(loaded);
      },
      (failure) => {
        if (current) setLoadError(errorMessage(failure, fallbackError));
      },
    );
    return () => {
      current = false;
    };
  }, [key]);

  function update(changes: Partial<GuiaDraft>) {
    setDraft((previous) => (previous ? { ...previous, ...changes } : previous));
  }

  function setCantidad(index: number, cantidad: string) {
    setDraft((previous) =>
      previous
        ? {
            ...previous,
            detalles: previous.detalles.map((detalle, at) => (at === index ? { ...detalle, cantidad } : detalle)),
          }
        : previous,
    );
  }

  return { draft, loadError, update, setCantidad };
}

export type GuiaDraftState = ReturnType<typeof useGuiaDraft>;
