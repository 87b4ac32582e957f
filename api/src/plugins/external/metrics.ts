import { timingSafeEqual } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { HttpError } from '../../errors';
import { SRI_WS_BASE_PATH } from '../../sri/soap/endpoints';

export const METRICS_TOKEN_MESSAGE = 'No autorizado: se requiere el token de métricas.';
export const METRICS_LOOPBACK_MESSAGE =
  'Las métricas solo se sirven en la dirección local; configure METRICS_TOKEN para leerlas desde otro equipo.';

function isLoopback(address: string | undefined): boolean {
  return !!address && (address === '::1' || /^(::ffff:)?127\./.test(address));
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** With METRICS_TOKEN: Bearer token required. Without: only callers on this machine (the socket, not X-Forwarded-For). */
function checkAccess(request: FastifyRequest, token: string | undefined): void {
  if (token) {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match || !sameToken(match[1]!, token)) throw new HttpError(401, METRICS_TOKEN_MESSAGE);
  } else if (!isLoopback(request.socket.remoteAddress)) {
    throw new HttpError(403, METRICS_LOOPBACK_MESSAGE);
  }
}

/** Requests by method, route and status, and their duration. */
function observeHttpRequests(fastify: FastifyInstance, registry: Registry): void {
  const httpRequests = new Counter({
    name: 'facturador_http_requests_total',
    help: 'Solicitudes HTTP atendidas, por método, ruta y código',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'facturador_http_request_duration_seconds',
    help: 'Duración de las solicitudes HTTP, por método y ruta',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  fastify.addHook('onResponse', async (request, reply) => {
    // Unmatched URLs share one label: paths chosen by clients must not grow the series.
    const route = request.routeOptions.url ?? 'sin ruta';
    httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
}

/** SRI SOAP calls, seen on fetch's diagnostics channels so the SRI client stays as is. */
function observeSriCalls(fastify: FastifyInstance, registry: Registry): void {
  const sriDuration = new Histogram({
    name: 'facturador_sri_request_duration_seconds',
    help: 'Duración de las llamadas SOAP al SRI, por operación y resultado',
    labelNames: ['operation', 'outcome'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30],
    registers: [registry],
  });
  const sriErrors = new Counter({
    name: 'facturador_sri_errors_total',
    help: 'Llamadas al SRI sin respuesta usable (red, tiempo agotado, HTTP ≥ 500)',
    labelNames: ['operation'],
    registers: [registry],
  });
  // fetch (undici) publishes every request on these channels; SRI's are told apart by their path.
  type UndiciRequest = { origin?: string; path?: string };
  const started = new WeakMap<object, { operation: string; at: number }>();
  const onCreate = (message: unknown) => {
    const { request } = message as { request: UndiciRequest };
    if (!request.path?.includes(SRI_WS_BASE_PATH)) return;
    const operation = request.path.includes('Recepcion') ? 'validarComprobante' : 'autorizacionComprobante';
    started.set(request, { operation, at: performance.now() });
  };
  const onHeaders = (message: unknown) => {
    const { request, response } = message as { request: object; response: { statusCode: number } };
    const call = started.get(request);
    if (!call) return;
    started.delete(request);
    const outcome = response.statusCode >= 500 ? 'error' : 'ok';
    sriDuration.observe({ operation: call.operation, outcome }, (performance.now() - call.at) / 1000);
    if (outcome === 'error') sriErrors.inc({ operation: call.operation });
  };
  const onError = (message: unknown) => {
    const { request } = message as { request: object };
    const call = started.get(request);
    if (!call) return;
    started.delete(request);
    sriDuration.observe({ operation: call.operation, outcome: 'error' }, (performance.now() - call.at) / 1000);
    sriErrors.inc({ operation: call.operation });
  };
  diagnostics.subscribe('undici:request:create', onCreate);
  diagnostics.subscribe('undici:request:headers', onHeaders);
  diagnostics.subscribe('undici:request:error', onError);
  fastify.addHook('onClose', async () => {
    diagnostics.unsubscribe('undici:request:create', onCreate);
    diagnostics.unsubscribe('undici:request:headers', onHeaders);
    diagnostics.unsubscribe('undici:request:error', onError);
  });
}

/** Documents by state, jobs waiting and failed, and (PostgreSQL) the pool: read at scrape time. */
function registerStateGauges(fastify: FastifyInstance, registry: Registry): void {
  new Gauge({
    name: 'facturador_documents',
    help: 'Comprobantes por estado',
    labelNames: ['estado'],
    registers: [registry],
    async collect() {
      const result = (await fastify.db.execute(
        sql`select estado, count(*) as total from documentos group by estado`,
      )) as unknown as { rows: { estado: string; total: unknown }[] };
      this.reset();
      for (const row of result.rows) this.set({ estado: row.estado }, Number(row.total));
    },
  });
  new Gauge({
    name: 'facturador_jobs',
    help: 'Tareas en segundo plano por cola y estado (waiting, failed)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { queue, waiting, failed } of await fastify.jobs.counts()) {
        this.set({ queue, state: 'waiting' }, waiting);
        this.set({ queue, state: 'failed' }, failed);
      }
    },
  });
  const pool = fastify.database.engine === 'postgres' ? (fastify.db as unknown as { $client: pg.Pool }).$client : null;
  if (pool) {
    new Gauge({
      name: 'facturador_db_pool_connections',
      help: 'Conexiones del pool de PostgreSQL (total, idle, waiting = solicitudes esperando una conexión)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
}

/**
 * GET /metrics in Prometheus format (prom-client): HTTP requests by route, documents by state, jobs
 * waiting and failed, SRI calls (seen on fetch's diagnostics channels, so the SRI client stays as is),
 * database pool use. Counts are read at scrape time with cheap queries.
 */
export default fp(
  async (fastify) => {
    const registry = new Registry();
    observeHttpRequests(fastify, registry);
    observeSriCalls(fastify, registry);
    registerStateGauges(fastify, registry);

    fastify.get(
      '/metrics',
      {
        config: { public: true },
        schema: {
          tags: ['operación'],
          summary: 'Métricas en formato Prometheus (token METRICS_TOKEN, o solo desde la dirección local)',
        },
      },
      async (request, reply) => {
        checkAccess(request, fastify.config.server.metricsToken);
        const body = await registry.metrics();
        return reply.type(registry.contentType).send(body);
      },
    );
  },
  { name: 'metrics', dependencies: ['db', 'jobs'] },
);
