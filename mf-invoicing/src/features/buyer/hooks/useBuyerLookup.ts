import { errorMessage, fetchPersona, lookupContribuyente } from '@facturador/shared/api';
import {
  CEDULA_RUC_INVALIDA_MESSAGE,
  type Contribuyente,
  checkCedulaRuc,
  type PersonaData,
} from '@facturador/shared/domain';
import { useCallback, useRef, useState } from 'react';

type LookupHandlers = {
  onFound: (data: PersonaData) => void;
  onNotFound: (mensaje: string) => void;
  onWarning: (message: string) => void;
  /**
   * A cédula or RUC the company has not registered, as the SRI's registry knows it. `late`: the registry
   * answered after the spec's «not found» warning was shown (it took longer than REGISTRY_WAIT_MS).
   */
  onRegistry?: (contribuyente: Contribuyente, late: boolean) => void;
};

/** How long a miss waits for the SRI's registry before the spec's warning is shown anyway. */
export const REGISTRY_WAIT_MS = 2500;

/**
 * GET /api/persona for a complete number (spec 01 §4). The same number is looked up once until it
 * changes: Enter followed by the blur the warning dialog causes must not ask twice.
 */
export function useBuyerLookup(handlers: LookupHandlers) {
  const lastLookup = useRef('');
  const [busy, setBusy] = useState(false);
  const latest = useRef(handlers);
  latest.current = handlers;

  // A miss asks the SRI's registry before it warns: a person the registry knows is filled in, with no
  // «not found» dialog (the spec's warning stays for a real miss, or a registry that is slow or down).
  const missed = useCallback((value: string, mensaje: string) => {
    let warned = false;
    const warn = () => {
      if (warned || lastLookup.current !== value) return;
      warned = true;
      latest.current.onNotFound(mensaje);
    };
    const timer = setTimeout(warn, REGISTRY_WAIT_MS);
    lookupContribuyente(value)
      .then((contribuyente) => {
        clearTimeout(timer);
        if (lastLookup.current !== value) return;
        if (contribuyente) latest.current.onRegistry?.(contribuyente, warned);
        else warn();
      })
      .catch(() => {
        clearTimeout(timer);
        warn();
      });
  }, []);

  const lookup = useCallback(
    (tipo: string, numero: string) => {
      const value = numero.trim();
      if (value === lastLookup.current) return;
      lastLookup.current = value;
      if ((tipo === '04' || tipo === '05') && !checkCedulaRuc(value).valid) {
        latest.current.onWarning(CEDULA_RUC_INVALIDA_MESSAGE);
        return;
      }
      setBusy(true);
      fetchPersona(value)
        .then(({ data, mensaje }) => {
          if (lastLookup.current !== value) return;
          if (data) latest.current.onFound(data);
          else if (tipo === '04' || tipo === '05') missed(value, mensaje);
          else latest.current.onNotFound(mensaje);
        })
        .catch((error: unknown) => {
          lastLookup.current = '';
          latest.current.onWarning(errorMessage(error, 'Error al consultar el cliente'));
        })
        .finally(() => setBusy(false));
    },
    [missed],
  );

  /** The number changed: the next lookup asks again. */
  const forget = useCallback(() => {
    lastLookup.current = '';
  }, []);

  return { lookup, forget, busy };
}
