import type { ServerResponse } from 'node:http';
import { buildRegistry, type SimContribuyente } from './registry';

/**
 * The SRI's public registry paths (srienlinea.sri.gob.ec), answering JSON as the SRI does: the consolidated
 * taxpayer by RUC (an empty list when unknown) and its establishments.
 */
export const CATASTRO_BASE_PATH = '/sri-catastro-sujeto-servicio-internet/rest';
export const CONTRIBUYENTE_PATH = `${CATASTRO_BASE_PATH}/ConsolidadoContribuyente/obtenerPorNumerosRuc`;
export const ESTABLECIMIENTOS_PATH = `${CATASTRO_BASE_PATH}/Establecimiento/consultarPorNumeroRuc`;

export function catastroHandler() {
  const registry = buildRegistry();
  const sendJson = (response: ServerResponse, body: unknown) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };
  return {
    registry,
    /** Answers the request when it is one of the registry's; false otherwise. */
    handle(method: string, url: URL, response: ServerResponse): boolean {
      if (method !== 'GET') return false;
      const path = url.pathname.replace(/\/+$/, '');
      if (path === CONTRIBUYENTE_PATH) {
        const found = registry.get(url.searchParams.get('ruc')?.trim() ?? '');
        const { establecimientos: _, ...consolidado } = found ?? ({} as SimContribuyente);
        sendJson(response, found ? [consolidado] : []);
        return true;
      }
      if (path === ESTABLECIMIENTOS_PATH) {
        sendJson(response, registry.get(url.searchParams.get('numeroRuc')?.trim() ?? '')?.establecimientos ?? []);
        return true;
      }
      return false;
    },
  };
}
