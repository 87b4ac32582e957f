/** SRI's offline web services (SRI-NOTES §4) and how to point them elsewhere (the simulator). */
export const SRI_WS_BASE_PATH = '/comprobantes-electronicos-ws';
export const RECEPCION_PATH = `${SRI_WS_BASE_PATH}/RecepcionComprobantesOffline`;
export const AUTORIZACION_PATH = `${SRI_WS_BASE_PATH}/AutorizacionComprobantesOffline`;

export const NS_SOAP_ENVELOPE = 'http://schemas.xmlsoap.org/soap/envelope/';
export const NS_RECEPCION = 'http://ec.gob.sri.ws.recepcion';
export const NS_AUTORIZACION = 'http://ec.gob.sri.ws.autorizacion';

/** Pruebas (ambiente 1) runs on celcer, producción (ambiente 2) on cel. */
export const SRI_HOSTS = {
  1: 'https://celcer.sri.gob.ec',
  2: 'https://cel.sri.gob.ec',
} as const;

export interface SriEndpoints {
  recepcion: string;
  autorizacion: string;
}

type Env = Record<string, string | undefined>;

/**
 * Endpoints for an ambiente. `SRI_RECEPCION_URL` and `SRI_AUTORIZACION_URL` override each service;
 * `SRI_URL` replaces the host of both (e.g. `http://127.0.0.1:4100` for the simulator).
 */
export function sriEndpoints(ambiente: 1 | 2, env: Env = process.env): SriEndpoints {
  const base = (env.SRI_URL?.trim() || SRI_HOSTS[ambiente]).replace(/\/+$/, '');
  return {
    recepcion: env.SRI_RECEPCION_URL?.trim() || `${base}${RECEPCION_PATH}`,
    autorizacion: env.SRI_AUTORIZACION_URL?.trim() || `${base}${AUTORIZACION_PATH}`,
  };
}
