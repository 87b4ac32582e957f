import { CONSUMIDOR_FINAL } from '@facturador/shared/domain';
import { type RefObject, useEffect } from 'react';

/**
 * Issue 13: the screen opens ready to type: the buyer's document number, or the item code when the
 * buyer is consumidor final. Once per screen: later focus belongs to the clerk.
 */
export function useInitialFocus(options: {
  ready: boolean;
  tipoIdentificacion: string | undefined;
  numeroRef: RefObject<HTMLInputElement | null>;
  focusCode: () => void;
}) {
  const { ready, tipoIdentificacion, numeroRef, focusCode } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the screen becomes ready.
  useEffect(() => {
    if (!ready) return;
    if (tipoIdentificacion === CONSUMIDOR_FINAL.tipoIdentificacion) focusCode();
    else numeroRef.current?.focus();
  }, [ready]);
}
