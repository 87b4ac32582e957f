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
  /** Issue 27: a cédula or RUC the company has not registered, as the SRI's registry knows it. */
  onRegistry?: (contribuyente: Contribuyente) => void;
};

/**
 * GET /api/persona for a complete number (spec 01 §4). The same number is looked up once until it
 * changes: Enter followed by the blur the warning dialog causes must not ask twice.
 */
export function useBuyerLookup(handlers: LookupHandlers) {
  const lastLookup = useRef('');
  const [busy, setBusy] = useState(false);
  const latest = useRef(handlers);
  latest.current = handlers;

  // After the spec's own lookup and message; without the registry (503, offline) the screen just goes on.
  const fillFromRegistry = useCallback((value: string) => {
    lookupContribuyente(value)
      .then((contribuyente) => {
        if (contribuyente && lastLookup.current === value) latest.current.onRegistry?.(contribuyente);
      })
      .catch(() => {});
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
          else {
            latest.current.onNotFound(mensaje);
            if (tipo === '04' || tipo === '05') fillFromRegistry(value);
          }
        })
        .catch((error: unknown) => {
          lastLookup.current = '';
          latest.current.onWarning(errorMessage(error, 'Error al consultar el cliente'));
        })
        .finally(() => setBusy(false));
    },
    [fillFromRegistry],
  );

  /** The number changed: the next lookup asks again. */
  const forget = useCallback(() => {
    lastLookup.current = '';
  }, []);

  return { lookup, forget, busy };
}
