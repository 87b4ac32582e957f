import {
  buildInvoicePayload,
  type FacturarRequest,
  type InvoiceFormLine,
  type InvoiceFormState,
  parseClaveAcceso,
} from '@facturador/shared/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import { type RunningSimulator, startSimulator } from '../../sim/simulator';
import type { ConfigOverrides } from '../../src/config';
import { type ApiClient, startApi, type TestApi } from '../helpers/api';
import { catalogue } from '../helpers/catalogue';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

/**
 * One SRI simulator and one API per test file, with short delays so documents settle in a second or
 * two: authorization polled every ~0.5 s (the job poll floor), three EN PROCESO answers before POR
 * AUTORIZAR, resends of PENDIENTE documents every few hundred milliseconds, SRI calls timing out
 * after 1.5 s.
 */
export const EMISSION_TEST_ENV: Record<string, string> = {
  SRI_POLL_DELAY_MS: '50',
  SRI_POLL_MAX_DELAY_MS: '100',
  SRI_POLL_MAX_ATTEMPTS: '3',
  SRI_RETRY_DELAY_MS: '100',
  SRI_RETRY_MAX_DELAY_MS: '300',
  SRI_TIMEOUT_MS: '1500',
  SRI_SWEEP_INTERVAL_MS: '0',
  JOBS_POLL_INTERVAL_MS: '500',
  RIDE_RATE_LIMIT: '60',
};

export interface EmissionContext {
  sim: RunningSimulator;
  db: TestDatabase;
  api: TestApi;
  demo: ApiClient;
  otra: ApiClient;
  ids: Awaited<ReturnType<typeof catalogue>>;
  /** Every simulator request as `validarComprobante -> RECIBIDA`, in order. */
  simLog: string[];
  /** Closes the API, runs `whileDown`, and builds a new one on the same database (a restart). */
  restart(whileDown?: () => Promise<void>): Promise<void>;
}

/** `config`: overrides no setting can carry (a test's resolver, say), given to every start. */
export function useEmissionApi(env: Record<string, string> = {}, config: ConfigOverrides = {}): EmissionContext {
  const ctx = { simLog: [] as string[] } as EmissionContext;
  const saved = new Map<string, string | undefined>();
  const login = async () => {
    ctx.demo = await ctx.api.anonymous.login('demo');
    ctx.otra = await ctx.api.anonymous.login('otra');
  };
  beforeAll(async () => {
    ctx.sim = await startSimulator({ port: 0, authDelayMs: 0, env: {}, log: (line) => ctx.simLog.push(line) });
    for (const [name, value] of Object.entries({ ...EMISSION_TEST_ENV, SRI_URL: ctx.sim.url, ...env })) {
      saved.set(name, process.env[name]);
      process.env[name] = value;
    }
    ctx.db = await createTestDatabase();
    ctx.api = await startApi(ctx.db, config);
    await login();
    ctx.ids = await catalogue(ctx.demo);
  });
  ctx.restart = async (whileDown) => {
    await ctx.api.close();
    await whileDown?.();
    ctx.api = await startApi(ctx.db, config);
    await login();
  };
  afterAll(async () => {
    await ctx.api?.close();
    await ctx.db?.destroy();
    await ctx.sim?.close();
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  return ctx;
}

export const BUYER = {
  tipo_identificacion: '05' as const,
  comprador_cedula: '1710034065',
  comprador_nombres: 'María José Loor',
  comprador_direccion: 'Calle Chile y Av. América, Portoviejo',
  comprador_email: 'maria.loor@example.com',
};

/** A line as the invoice form builds it. */
export function line(
  codigo: string,
  nombre: string,
  precio: number,
  cantidad = 1,
  extra: Partial<InvoiceFormLine> = {},
): InvoiceFormLine {
  return {
    producto_codigo: codigo,
    producto_nombre: nombre,
    producto_precio: precio,
    producto_cantidad: cantidad,
    producto_descuento: 0,
    producto_impuesto: 'IVA 15%',
    ...extra,
  };
}

/** A service line (never moves stock). */
export const serviceLine = (cantidad = 1) => line('SRV-INST', 'Instalación de equipos', 25, cantidad);

/** The `POST /api/facturar` body the invoice screen sends for this form. */
export function invoiceBody(form: Partial<InvoiceFormState> & Pick<InvoiceFormState, 'productos'>): FacturarRequest {
  return buildInvoicePayload({
    ambiente: 1,
    registrar_comprador: true,
    infoAdicional: [],
    ...BUYER,
    ...form,
  });
}

/** A consumidor final invoice of one service line: moves no stock, registers no buyer. */
export function quickInvoice(infoAdicional: { nombre: string; valor: string }[] = []): FacturarRequest {
  return invoiceBody({
    productos: [serviceLine()],
    tipo_identificacion: '07',
    comprador_cedula: '9999999999999',
    comprador_nombres: 'CONSUMIDOR FINAL',
    comprador_direccion: 'SIN DIRECCION',
    comprador_email: '',
    registrar_comprador: false,
    infoAdicional,
  });
}

export interface ListedDocument {
  claveAcceso: string;
  estado: string;
  secuencial: string;
  tipoComprobante: string;
  numeroAutorizacion: string | null;
  fechaAutorizacion: string | null;
}

/** A document as 'Mis Comprobantes' lists it (GET /api/facturas), found by its number. */
export async function listed(client: ApiClient, claveAcceso: string): Promise<ListedDocument> {
  const numero = parseClaveAcceso(claveAcceso)!.numeroDocumento;
  const response = await client.get(`/api/facturas?filtro=${numero}`);
  expect(response.status).toBe(200);
  const found = (response.body.facturas as ListedDocument[]).find((doc) => doc.claveAcceso === claveAcceso);
  if (!found) throw new Error(`documento ${claveAcceso} no listado`);
  return found;
}

/** Waits until the document reaches one of `estados` (documents settle through background jobs). */
export async function waitForEstado(
  client: ApiClient,
  claveAcceso: string,
  estados: string | string[],
  timeoutMs = 20_000,
): Promise<ListedDocument> {
  const wanted = Array.isArray(estados) ? estados : [estados];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const doc = await listed(client, claveAcceso);
    if (wanted.includes(doc.estado)) return doc;
    if (Date.now() > deadline) throw new Error(`${claveAcceso} sigue ${doc.estado}; se esperaba ${wanted.join(' o ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until `condition` holds (e.g. the simulator logged a request). */
export async function waitUntil(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`tiempo agotado esperando: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Issues a document and expects HTTP 200. */
export async function facturar(client: ApiClient, body: unknown, headers: Record<string, string> = {}) {
  const response = await client.request('POST', '/api/facturar', body, headers);
  if (response.status !== 200) throw new Error(`facturar: ${response.status} ${JSON.stringify(response.body)}`);
  return response;
}
