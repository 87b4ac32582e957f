import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatFault, parseFaults } from './faults';
import { HttpError, readBody, sendJson } from './http';
import { publishAuthorized } from './published';
import type { SimState } from './state';

export const CONTROL_JSON_MESSAGE =
  'El control del simulador exige Content-Type: application/json (así otro sitio web no puede cambiarlo).';

/** The test and demo switches under /control/ (JSON only). */
export async function control(
  state: SimState,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
): Promise<void> {
  // A web page can POST text/plain to any origin without asking (a "simple" request); JSON needs a
  // CORS preflight this server never grants, so another site cannot flip the fault switch.
  if (request.method === 'POST' && !/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
    throw new HttpError(415, CONTROL_JSON_MESSAGE);
  }
  const body = request.method === 'GET' || request.method === 'DELETE' ? '' : await readBody(request);
  const json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
  if (path === '/control/faults' && request.method === 'POST') {
    state.runFaults = parseFaults(json.faults as string | string[]);
  } else if (path === '/control/faults' && request.method === 'DELETE') {
    state.runFaults = [];
  } else if (path === '/control/config' && request.method === 'POST') {
    if (typeof json.authDelayMs === 'number' && json.authDelayMs >= 0) state.authDelayMs = json.authDelayMs;
  } else if (path === '/control/publicados' && request.method === 'POST') {
    // Another taxpayer's authorized document (issue #22): {xml} signed, answered AUTORIZADO from now on.
    sendJson(response, 200, { claveAcceso: publishAuthorized(state.store, String(json.xml ?? ''), state.now()) });
    return;
  } else if (path === '/control/reset' && request.method === 'POST') {
    state.runFaults = [];
    state.store.clear();
  } else if (!(path === '/control/state' && request.method === 'GET')) {
    throw new HttpError(404, 'Ruta de control desconocida');
  }
  sendJson(response, 200, {
    faults: state.runFaults.map(formatFault),
    authDelayMs: state.authDelayMs,
    documents: state.store.all().map((doc) => ({
      claveAcceso: doc.claveAcceso,
      estado: doc.attempts.at(-1)?.estado,
      intentos: doc.attempts.length,
    })),
  });
}
