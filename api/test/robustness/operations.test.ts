import { describe, expect, it } from 'vitest';
import { METRICS_LOOPBACK_MESSAGE, METRICS_TOKEN_MESSAGE } from '../../src/plugins/external/metrics';
import { NO_LISTA_MESSAGE } from '../../src/routes/health';
import { facturar, quickInvoice, useEmissionApi, waitForEstado } from '../emission/helpers';
import { startApi } from '../helpers/api';
import { createTestDatabase } from '../helpers/database';

/** Probes and metrics for operators: health, readiness, Prometheus metrics and who may read them. */
const ctx = useEmissionApi();

describe('GET /health and GET /ready', () => {
  it('answer without a token while the API is up and ready', async () => {
    expect(await ctx.api.anonymous.get('/health')).toMatchObject({ status: 200, body: { estado: 'ok' } });
    expect(await ctx.api.anonymous.get('/ready')).toMatchObject({
      status: 200,
      body: { estado: 'lista', comprobaciones: { baseDeDatos: true, migraciones: true, tareas: true } },
    });
  });

  it('/ready answers 503 naming what fails when the database is gone; /health still 200', async () => {
    const db = await createTestDatabase();
    const api = await startApi(db);
    try {
      await db.database.close();
      const ready = await api.anonymous.get('/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.error.message).toBe(`${NO_LISTA_MESSAGE}base de datos, migraciones`);
      expect(ready.body.comprobaciones).toEqual({ baseDeDatos: false, migraciones: false, tareas: true });
      expect((await api.anonymous.get('/health')).status).toBe(200);
    } finally {
      await api.close().catch(() => {});
      await db.destroy().catch(() => {});
    }
  });
});

/** The value of a sample line `name{labels} value`, where every given label matches. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) {
      return Number(line.split(' ').at(-1));
    }
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('serves Prometheus text to a loopback caller: requests by route, documents by state, jobs, SRI calls, pool', async () => {
    const clave = (await facturar(ctx.demo, quickInvoice())).body.claveAcceso;
    await waitForEstado(ctx.demo, clave, 'AUTORIZADA');
    const response = await fetch(`${ctx.api.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(sample(text, 'facturador_http_requests_total', { route: '/api/facturar', status: '200' })).toBe(1);
    expect(sample(text, 'facturador_http_request_duration_seconds_count', { route: '/api/login' })).toBeGreaterThan(0);
    expect(sample(text, 'facturador_documents', { estado: 'AUTORIZADA' })).toBeGreaterThan(0);
    expect(sample(text, 'facturador_jobs', { state: 'failed' })).toBe(0);
    expect(
      sample(text, 'facturador_sri_request_duration_seconds_count', { operation: 'validarComprobante', outcome: 'ok' }),
    ).toBeGreaterThan(0);
    expect(
      sample(text, 'facturador_sri_request_duration_seconds_count', { operation: 'autorizacionComprobante' }),
    ).toBeGreaterThan(0);
    if (ctx.db.engine === 'postgres')
      expect(sample(text, 'facturador_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
  });

  it('counts SRI calls that get no answer as errors', async () => {
    ctx.sim.setFaults('http500:recepcion');
    try {
      await ctx.demo.post('/api/facturar', quickInvoice());
    } finally {
      ctx.sim.clearFaults();
    }
    const text = await (await fetch(`${ctx.api.url}/metrics`)).text();
    expect(sample(text, 'facturador_sri_errors_total', { operation: 'validarComprobante' })).toBeGreaterThan(0);
  });

  it('refuses callers from another machine without METRICS_TOKEN', async () => {
    const remote = await ctx.api.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toEqual({ error: { message: METRICS_LOOPBACK_MESSAGE } });
  });

  it('with METRICS_TOKEN, asks everyone for the Bearer token', async () => {
    const api = await startApi(ctx.db, { server: { metricsToken: 'token-de-metricas' } });
    try {
      const none = await api.anonymous.get('/metrics');
      expect(none).toMatchObject({ status: 401, body: { error: { message: METRICS_TOKEN_MESSAGE } } });
      const wrong = await api.anonymous.get('/metrics', { authorization: 'Bearer otro-token-xx' });
      expect(wrong.status).toBe(401);
      const right = await fetch(`${api.url}/metrics`, { headers: { authorization: 'Bearer token-de-metricas' } });
      expect(right.status).toBe(200);
      expect(await right.text()).toContain('facturador_documents');
    } finally {
      await api.close();
    }
  });
});
