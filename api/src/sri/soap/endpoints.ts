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

/** Where SRI is, when not at its own hosts (the API reads them from SRI_URL, SRI_RECEPCION_URL, SRI_AUTORIZACION_URL). */
export interface SriEndpointSettings {
  /** Replaces the host of both services (e.g. `http://127.0.0.1:4100` for the simulator). */
  url?: string | undefined;
  /** Override each service outright. */
  recepcion?: string | undefined;
  autorizacion?: string | undefined;
}

/** Endpoints for an ambiente. */
export function sriEndpoints(ambiente: 1 | 2, settings: SriEndpointSettings = {}): SriEndpoints {
  const base = (settings.url?.trim() || SRI_HOSTS[ambiente]).replace(/\/+$/, '');
  return {
    recepcion: settings.recepcion?.trim() || `${base}${RECEPCION_PATH}`,
    autorizacion: settings.autorizacion?.trim() || `${base}${AUTORIZACION_PATH}`,
  };
}

/** True when PRODUCCIÓN documents would go to the SRI's own host (no simulator configured). */
export function usesRealSri(settings: SriEndpointSettings = {}): boolean {
  const { recepcion, autorizacion } = sriEndpoints(2, settings);
  return recepcion.startsWith(SRI_HOSTS[2]) || autorizacion.startsWith(SRI_HOSTS[2]);
}
