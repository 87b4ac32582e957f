import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatFechaHoraSri, parseClaveAcceso, type SriMensaje } from '@facturador/shared/domain';
import { envInteger } from '../src/config';
import { ComprobanteIlegibleError, readXml, type XmlNode } from '../src/sri/reader';
import { verifySignedXml } from '../src/sri/signature';
import { AUTORIZACION_PATH, RECEPCION_PATH } from '../src/sri/soap/endpoints';
import { sriMessage } from './catalog';
import { catastroHandler } from './catastro/routes';
import { factsOf } from './checks/document';
import { checkClaveAcceso, checkFechaEmision, checkTotals } from './checks/rules';
import { StructureError, validateStructure } from './checks/structure';
import { demoAuthorizedDocuments } from './demo-documents';
import {
  FAULT_CAMPO_ADICIONAL,
  FAULT_HEADER,
  type Fault,
  FaultSpecError,
  findFault,
  formatFault,
  type Operation,
  parseFaults,
  transportFault,
} from './faults';
import { PublishError, publishAuthorized } from './published';
import { type AutorizacionEntry, autorizacionResponse, recepcionResponse, soapFault } from './soap-responses';
import { type Attempt, type SimDocument, SimStore } from './store';

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

/** Largest comprobante SRI accepts (ficha técnica: 320 KB). */
const MAX_COMPROBANTE_BYTES = 320 * 1024;
const MAX_BODY_BYTES = 2 * 1024 * 1024;

const WSDL = {
  [RECEPCION_PATH]: readFileSync(new URL('./wsdl/RecepcionComprobantesOffline.wsdl', import.meta.url), 'utf8'),
  [AUTORIZACION_PATH]: readFileSync(new URL('./wsdl/AutorizacionComprobantesOffline.wsdl', import.meta.url), 'utf8'),
} as Record<string, string>;

const AMBIENTES: Record<string, string> = { '1': 'PRUEBAS', '2': 'PRODUCCIÓN' };

export const CONTROL_JSON_MESSAGE =
  'El control del simulador exige Content-Type: application/json (así otro sitio web no puede cambiarlo).';

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new HttpError(413, 'Solicitud demasiado grande'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const childElement = (node: XmlNode | undefined, localName: string) =>
  node?.childNodes.find((child) => child.nodeType === 1 && child.localName === localName);

/**
 * The payload element of a SOAP request body, or throws (answered as a SOAP Fault). The envelope is
 * parsed whole and strictly (well-formed, namespaces declared) with the parser the checks use: a
 * fraction of a general parser's time on the ~10 KB of base64 every reception carries.
 */
function operationArgument(body: string, operation: string, argument: string): string | undefined {
  let envelope: XmlNode;
  try {
    envelope = readXml(body);
  } catch (error) {
    if (!(error instanceof ComprobanteIlegibleError)) throw error;
    throw new HttpError(500, `Unmarshalling Error: ${error.message}`);
  }
  const content =
    envelope.localName === 'Envelope' ? childElement(childElement(envelope, 'Body'), operation) : undefined;
  if (content === undefined) throw new HttpError(500, `Operación no encontrada: se esperaba ${operation}`);
  const value = childElement(content, argument);
  // An argument with elements inside is no text: as if it were missing.
  if (!value || value.childNodes.some((child) => child.nodeType === 1)) return undefined;
  return value.childNodes
    .map((child) => child.data ?? '')
    .join('')
    .trim();
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  const env = options.env ?? process.env;
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? envInteger(env, 'SRI_SIM_PORT', 4100, 0, 65535);
  let authDelayMs = options.authDelayMs ?? envInteger(env, 'SRI_SIM_AUTH_DELAY_MS', 1000, 0, 86_400_000);
  let runFaults: Fault[] = parseFaults(options.faults ?? env.SRI_SIM_FAULTS);
  const store = new SimStore(options.stateFile ?? env.SRI_SIM_STATE_FILE);
  if (options.demo) for (const xml of demoAuthorizedDocuments()) publishAuthorized(store, xml, new Date());
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  const hanging = new Set<ServerResponse>();

  const send = (response: ServerResponse, status: number, body: string, type = 'text/xml; charset=utf-8') => {
    response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    response.end(body);
  };
  const sendJson = (response: ServerResponse, status: number, value: unknown) =>
    send(response, status, JSON.stringify(value), 'application/json; charset=utf-8');

  /** Applies HTTP 500 / silence; true when the request is taken care of. */
  const applyTransportFault = (faults: readonly Fault[], operation: Operation, response: ServerResponse): boolean => {
    const fault = transportFault(faults, operation);
    if (fault === 'http500') {
      send(response, 500, soapFault('Error interno del servidor (simulado)'));
      return true;
    }
    if (fault === 'sin-respuesta') {
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return true;
    }
    return false;
  };

  function recepcion(body: string, requestFaults: Fault[], response: ServerResponse): string {
    const base64 = operationArgument(body, 'validarComprobante', 'xml');
    if (!base64) {
      if (applyTransportFault([...requestFaults, ...runFaults], 'recepcion', response)) return 'falla de transporte';
      send(response, 200, recepcionResponse('DEVUELTA', undefined, [sriMessage(49)]));
      return 'DEVUELTA 49';
    }
    const xml = Buffer.from(base64, 'base64').toString('utf8');
    const claveTexto = /<claveAcceso>\s*([^<\s]*)\s*<\/claveAcceso>/.exec(xml)?.[1];
    const devuelta = (code: string | number, informacionAdicional?: string) => {
      send(response, 200, recepcionResponse('DEVUELTA', claveTexto, [sriMessage(code, informacionAdicional)]));
      return `DEVUELTA ${code}`;
    };
    const estructura = (detalle: string) =>
      devuelta(35, `Se encontró el siguiente error en la estructura del comprobante: ${detalle}`);

    let root: ReturnType<typeof readXml> | undefined;
    let parseProblem: string | undefined;
    try {
      root = readXml(xml);
    } catch (error) {
      if (!(error instanceof ComprobanteIlegibleError)) throw error;
      parseProblem = error.message;
    }
    let documentFaults: Fault[] = [];
    let facts: ReturnType<typeof factsOf> | undefined;
    let structureProblem: string | undefined;
    if (root) {
      try {
        const { tipo, codDoc } = validateStructure(root);
        facts = factsOf(root, tipo, codDoc);
        documentFaults = parseFaults(facts.campoAdicional(FAULT_CAMPO_ADICIONAL));
      } catch (error) {
        if (error instanceof StructureError) structureProblem = error.message;
        else if (error instanceof FaultSpecError) structureProblem = `${FAULT_CAMPO_ADICIONAL}: ${error.message}`;
        else throw error;
      }
    }
    const faults = [...requestFaults, ...documentFaults, ...runFaults];
    if (applyTransportFault(faults, 'recepcion', response)) return 'falla de transporte';
    const devueltaFault = findFault(faults, 'devuelta');
    if (devueltaFault) return devuelta(devueltaFault.code);
    if (Buffer.byteLength(xml) > MAX_COMPROBANTE_BYTES) return devuelta(26);
    if (parseProblem !== undefined) return estructura(parseProblem);
    if (structureProblem !== undefined || !facts) return estructura(structureProblem ?? 'documento vacío');

    const existing = store.get(facts.claveAcceso);
    const current = existing?.attempts.at(-1);
    if (current?.estado === 'EN PROCESO') return devuelta(70);
    if (current?.estado === 'AUTORIZADO') return devuelta(43);
    const identity = {
      claveAcceso: facts.claveAcceso,
      ruc: facts.ruc,
      codDoc: facts.codDoc,
      ambiente: facts.ambiente,
      estab: facts.estab,
      ptoEmi: facts.ptoEmi,
      secuencial: facts.secuencial,
    };
    const taken = store.sameSecuencial(identity).some((other) => other.attempts.at(-1)?.estado !== 'NO AUTORIZADO');
    if (taken) return devuelta(45);
    const fecha = checkFechaEmision(facts, now());
    if (fecha) return devuelta(fecha.code, fecha.informacionAdicional);

    const attempt: Attempt = { estado: 'EN PROCESO', receivedAt: now().getTime(), mensajes: [], xml };
    store.put({
      ...identity,
      faults: documentFaults.map(formatFault),
      attempts: [...(existing?.attempts ?? []), attempt],
    });
    send(response, 200, recepcionResponse('RECIBIDA'));
    return 'RECIBIDA';
  }

  /** SRI's checks at authorization: signature (39), key components (58), totals (52). */
  function decide(attempt: Attempt, faults: readonly Fault[]): void {
    const forced = findFault(faults, 'no-autorizado');
    let problem: SriMensaje | undefined;
    if (forced) problem = sriMessage(forced.code);
    else {
      const verification = verifySignedXml(attempt.xml);
      if (!verification.valid) problem = sriMessage(39, `La firma es invalida [${verification.reason}]`);
      else {
        const root = readXml(attempt.xml);
        const { tipo, codDoc } = validateStructure(root);
        const facts = factsOf(root, tipo, codDoc);
        const failure = checkClaveAcceso(facts) ?? checkTotals(root, facts);
        if (failure) problem = sriMessage(failure.code, failure.informacionAdicional);
      }
    }
    attempt.estado = problem ? 'NO AUTORIZADO' : 'AUTORIZADO';
    attempt.mensajes = problem ? [problem] : [];
    attempt.decidedAt = now().getTime();
    store.changed();
  }

  function entryOf(doc: SimDocument, attempt: Attempt): AutorizacionEntry {
    if (attempt.estado === 'EN PROCESO') return { estado: 'EN PROCESO', mensajes: [] };
    return {
      estado: attempt.estado,
      numeroAutorizacion: attempt.estado === 'AUTORIZADO' ? doc.claveAcceso : undefined,
      fechaAutorizacion: formatFechaHoraSri(new Date(attempt.decidedAt ?? attempt.receivedAt)),
      ambiente: AMBIENTES[doc.ambiente] ?? doc.ambiente,
      comprobante: attempt.xml,
      mensajes: attempt.mensajes,
    };
  }

  function autorizacion(body: string, requestFaults: Fault[], response: ServerResponse): string {
    const clave = operationArgument(body, 'autorizacionComprobante', 'claveAccesoComprobante') ?? '';
    const doc = store.get(clave);
    const faults = [...requestFaults, ...parseFaults(doc?.faults), ...runFaults];
    if (applyTransportFault(faults, 'autorizacion', response)) return 'falla de transporte';
    if (!parseClaveAcceso(clave)?.checkDigitOk) {
      send(response, 200, autorizacionResponse(clave, [{ estado: 'RECHAZADA', mensajes: [sriMessage(80)] }]));
      return 'RECHAZADA 80';
    }
    if (!doc) {
      send(response, 200, autorizacionResponse(clave, []));
      return 'sin comprobantes';
    }
    const current = doc.attempts.at(-1)!;
    if (
      current.estado === 'EN PROCESO' &&
      !findFault(faults, 'en-proceso') &&
      now().getTime() >= current.receivedAt + authDelayMs
    ) {
      decide(current, faults);
    }
    // Newest first, as a resent document shows its earlier rejections too.
    const entries = [...doc.attempts].reverse().map((attempt) => entryOf(doc, attempt));
    send(response, 200, autorizacionResponse(clave, entries));
    return current.estado;
  }

  async function control(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    // A web page can POST text/plain to any origin without asking (a "simple" request); JSON needs a
    // CORS preflight this server never grants, so another site cannot flip the fault switch.
    if (request.method === 'POST' && !/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
      throw new HttpError(415, CONTROL_JSON_MESSAGE);
    }
    const body = request.method === 'GET' || request.method === 'DELETE' ? '' : await readBody(request);
    const json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    if (path === '/control/faults' && request.method === 'POST') {
      runFaults = parseFaults(json.faults as string | string[]);
    } else if (path === '/control/faults' && request.method === 'DELETE') {
      runFaults = [];
    } else if (path === '/control/config' && request.method === 'POST') {
      if (typeof json.authDelayMs === 'number' && json.authDelayMs >= 0) authDelayMs = json.authDelayMs;
    } else if (path === '/control/publicados' && request.method === 'POST') {
      // Another taxpayer's authorized document (issue #22): {xml} signed, answered AUTORIZADO from now on.
      sendJson(response, 200, { claveAcceso: publishAuthorized(store, String(json.xml ?? ''), now()) });
      return;
    } else if (path === '/control/reset' && request.method === 'POST') {
      runFaults = [];
      store.clear();
    } else if (!(path === '/control/state' && request.method === 'GET')) {
      throw new HttpError(404, 'Ruta de control desconocida');
    }
    sendJson(response, 200, {
      faults: runFaults.map(formatFault),
      authDelayMs,
      documents: store.all().map((doc) => ({
        claveAcceso: doc.claveAcceso,
        estado: doc.attempts.at(-1)?.estado,
        intentos: doc.attempts.length,
      })),
    });
  }

  // The public taxpayer registry (issue 27), in its own module.
  const catastro = catastroHandler();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://simulador');
    const path = url.pathname.replace(/\/+$/, '');
    if (request.method === 'GET' && url.searchParams.has('wsdl') && WSDL[path]) {
      const location = `http://${request.headers.host ?? `${host}:${port}`}${path}`;
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
      await control(request, response, path);
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
      path === RECEPCION_PATH ? recepcion(body, requestFaults, response) : autorizacion(body, requestFaults, response);
    log(`${path === RECEPCION_PATH ? 'validarComprobante' : 'autorizacionComprobante'} -> ${outcome}`);
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
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
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${host}:${address.port}`;

  return {
    url,
    port: address.port,
    setFaults: (faults) => {
      runFaults = parseFaults(faults);
    },
    clearFaults: () => {
      runFaults = [];
    },
    faults: () => runFaults.map(formatFault),
    setAuthDelay: (ms) => {
      authDelayMs = ms;
    },
    reset: () => {
      runFaults = [];
      store.clear();
    },
    documents: () => store.all(),
    publish: (xml) => publishAuthorized(store, xml, now()),
    close: async () => {
      for (const response of hanging) response.destroy();
      hanging.clear();
      store.flush();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
