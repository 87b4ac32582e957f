import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { envInteger } from '../src/config';
import { AUTORIZACION_PATH, RECEPCION_PATH } from '../src/sri/soap/endpoints';
import { autorizacion } from './authorization';
import { catastroHandler } from './catastro/routes';
import { control } from './control';
import { demoAuthorizedDocuments } from './demo-documents';
import { FAULT_HEADER, type Fault, FaultSpecError, formatFault, parseFaults } from './faults';
import { HttpError, readBody, send, sendJson } from './http';
import { PublishError, publishAuthorized } from './published';
import { recepcion } from './reception';
import { soapFault } from './soap-responses';
import type { SimState } from './state';
import { type SimDocument, SimStore } from './store';

export { CONTROL_JSON_MESSAGE } from './control';

/**
 * The SRI simulator: SRI's offline SOAP operations on SRI's paths and namespaces, with SRI's checks,
 * codes and wording, an authorization delay, and fault switches (see faults.ts).
 */
export interface SimulatorOptions {
  /** Default SRI_SIM_PORT or 4100; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Milliseconds a received document stays EN PROCESO; default SRI_SIM_AUTH_DELAY_MS or 1000. */
  authDelayMs?: number;
  /** Faults for the whole run; default SRI_SIM_FAULTS. */
  faults?: string | string[];
  /** JSON file that keeps the state across restarts; default SRI_SIM_STATE_FILE (none). */
  stateFile?: string;
  /** Clock, for tests of the date rules. */
  now?: () => Date;
  /** One line per request. */
  log?: (line: string) => void;
  env?: Record<string, string | undefined>;
  /** Keep the demo's documents from other taxpayers (demo-documents.ts); the standalone server does. */
  demo?: boolean;
}

export interface RunningSimulator {
  /** Base URL, e.g. http://127.0.0.1:4100: use it as SRI_URL. */
  url: string;
  port: number;
  setFaults(faults: string | string[]): void;
  clearFaults(): void;
  faults(): string[];
  setAuthDelay(ms: number): void;
  /** Forget every document and fault. */
  reset(): void;
  documents(): SimDocument[];
  /** Keeps a comprobante signed and authorized elsewhere (another taxpayer's): returns its access key. */
  publish(xml: string): string;
  close(): Promise<void>;
}

const WSDL = {
  [RECEPCION_PATH]: readFileSync(new URL('./wsdl/RecepcionComprobantesOffline.wsdl', import.meta.url), 'utf8'),
  [AUTORIZACION_PATH]: readFileSync(new URL('./wsdl/AutorizacionComprobantesOffline.wsdl', import.meta.url), 'utf8'),
} as Record<string, string>;

// The public taxpayer registry (issue 27), in its own module.
const catastro = catastroHandler();

/** Routes one request: WSDL, health, control, the registry, then the two SOAP operations. */
async function handle(
  state: SimState,
  address: { host: string; port: number },
  request: IncomingMessage,
  response: ServerResponse,
  log: (line: string) => void,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://simulador');
  const path = url.pathname.replace(/\/+$/, '');
  if (request.method === 'GET' && url.searchParams.has('wsdl') && WSDL[path]) {
    const location = `http://${request.headers.host ?? `${address.host}:${address.port}`}${path}`;
    send(response, 200, WSDL[path]!.replace(/location="[^"]*"/, `location="${location}"`));
    return;
  }
  // The simulator keeps its state in memory: up is ready (GET /ready for the same probes as the API).
  if (request.method === 'GET' && (path === '/health' || path === '/ready' || path === '')) {
    sendJson(response, 200, {
      ok: true,
      servicio: 'Simulador del SRI',
      recepcion: `${RECEPCION_PATH}?wsdl`,
      autorizacion: `${AUTORIZACION_PATH}?wsdl`,
    });
    return;
  }
  if (path.startsWith('/control/')) {
    await control(state, request, response, path);
    return;
  }
  if (catastro.handle(request.method ?? '', url, response)) return;
  if (request.method !== 'POST' || (path !== RECEPCION_PATH && path !== AUTORIZACION_PATH)) {
    throw new HttpError(404, 'No encontrado');
  }
  let requestFaults: Fault[];
  try {
    requestFaults = parseFaults(request.headers[FAULT_HEADER] as string | undefined);
  } catch (error) {
    throw new HttpError(400, (error as Error).message);
  }
  const body = await readBody(request);
  const outcome =
    path === RECEPCION_PATH
      ? recepcion(state, body, requestFaults, response)
      : autorizacion(state, body, requestFaults, response);
  log(`${path === RECEPCION_PATH ? 'validarComprobante' : 'autorizacionComprobante'} -> ${outcome}`);
}

/** Answers what a request threw: its HttpError, a 400 for bad control input, else a SOAP Fault. */
function answerError(request: IncomingMessage, response: ServerResponse, error: unknown, log: (line: string) => void) {
  if (response.headersSent) return;
  if (error instanceof HttpError) {
    const isSoap = (request.url ?? '').startsWith('/comprobantes-electronicos-ws');
    if (isSoap && error.status === 500) send(response, 500, soapFault(error.message, 'soap:Client'));
    else sendJson(response, error.status, { error: { message: error.message } });
    return;
  }
  if (error instanceof SyntaxError || error instanceof FaultSpecError || error instanceof PublishError) {
    sendJson(response, 400, { error: { message: error.message } });
    return;
  }
  log(`error interno: ${(error as Error).stack ?? error}`);
  send(response, 500, soapFault('Error interno general'));
}

function initialState(options: SimulatorOptions, env: Record<string, string | undefined>): SimState {
  const store = new SimStore(options.stateFile ?? env.SRI_SIM_STATE_FILE);
  if (options.demo) for (const xml of demoAuthorizedDocuments()) publishAuthorized(store, xml, new Date());
  return {
    store,
    runFaults: parseFaults(options.faults ?? env.SRI_SIM_FAULTS),
    authDelayMs: options.authDelayMs ?? envInteger(env, 'SRI_SIM_AUTH_DELAY_MS', 1000, 0, 86_400_000),
    now: options.now ?? (() => new Date()),
    hanging: new Set<ServerResponse>(),
  };
}

/** The test and demo handle on a running simulator. */
function runningSimulator(state: SimState, server: Server, url: string, port: number): RunningSimulator {
  return {
    url,
    port,
    setFaults: (faults) => {
      state.runFaults = parseFaults(faults);
    },
    clearFaults: () => {
      state.runFaults = [];
    },
    faults: () => state.runFaults.map(formatFault),
    setAuthDelay: (ms) => {
      state.authDelayMs = ms;
    },
    reset: () => {
      state.runFaults = [];
      state.store.clear();
    },
    documents: () => state.store.all(),
    publish: (xml) => publishAuthorized(state.store, xml, state.now()),
    close: async () => {
      for (const response of state.hanging) response.destroy();
      state.hanging.clear();
      state.store.flush();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  const env = options.env ?? process.env;
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? envInteger(env, 'SRI_SIM_PORT', 4100, 0, 65535);
  const log = options.log ?? (() => {});
  const state = initialState(options, env);
  const server: Server = createServer((request, response) => {
    handle(state, { host, port }, request, response, log).catch((error: unknown) =>
      answerError(request, response, error, log),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return runningSimulator(state, server, `http://${host}:${address.port}`, address.port);
}
