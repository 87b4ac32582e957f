import { SIN_PERMISO_ADMINISTRAR_MESSAGE } from '@facturador/shared/domain';
import {
  CLAVE_API_INVALIDA_MESSAGE,
  CLAVE_API_LIMITE_MESSAGE,
  CLAVE_API_NO_ENCONTRADA_MESSAGE,
  CLAVE_API_REVOCADA_MESSAGE,
  CLAVE_API_RUTA_NO_PERMITIDA_MESSAGE,
  clavePermisoFaltanteMessage,
  PERMISOS_CLAVE_API_REQUERIDOS_MESSAGE,
} from '@facturador/shared/domain/integrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickInvoice, useEmissionApi, waitForEstado } from '../emission/helpers';
import { ApiClient, startApi, type TestApi } from '../helpers/api';

const ctx = useEmissionApi();

/** A client that sends only an API key, as an integrator's server does. */
const keyed = (api: { url: string }, secret: string) => ({
  request: (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    new ApiClient(api.url).request(method, path, body, { 'x-api-key': secret, ...headers }),
});

async function createKey(permisos: string[], nombre = 'Tienda en línea') {
  const response = await ctx.demo.post('/api/claves-api', { nombre, permisos });
  expect(response.status).toBe(201);
  return response.body as { clave: { id: string; prefijo: string }; secreto: string };
}

describe('API keys', () => {
  let second: TestApi;
  beforeAll(async () => {
    // A second instance on the same database, as behind a load balancer.
    second = await startApi(ctx.db);
  });
  afterAll(async () => {
    await second?.close();
  });

  it('are created by an administrator, show their secret once and list without it', async () => {
    const { clave, secreto } = await createKey(['emitir', 'consultar']);
    expect(secreto).toMatch(/^fac_[A-Za-z0-9_-]{43}$/);
    expect(secreto.startsWith(clave.prefijo)).toBe(true);
    const list = await ctx.demo.get('/api/claves-api');
    expect(list.status).toBe(200);
    const listed = list.body.claves.find((key: { id: string }) => key.id === clave.id);
    expect(listed).toMatchObject({ nombre: 'Tienda en línea', permisos: ['emitir', 'consultar'], creadaPor: 'demo' });
    expect(JSON.stringify(list.body)).not.toContain(secreto);
    // Another company does not see it.
    const other = await ctx.otra.get('/api/claves-api');
    expect(other.body.claves.map((key: { id: string }) => key.id)).not.toContain(clave.id);
  });

  it('are managed by administrators only, and validated in Spanish', async () => {
    const vendedor = await ctx.api.anonymous.login('vendedor');
    const refused = await vendedor.post('/api/claves-api', { nombre: 'x', permisos: ['emitir'] });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: { message: SIN_PERMISO_ADMINISTRAR_MESSAGE } });
    const empty = await ctx.demo.post('/api/claves-api', { nombre: 'Sin permisos', permisos: [] });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(PERMISOS_CLAVE_API_REQUERIDOS_MESSAGE);
    const unknown = await ctx.demo.post('/api/claves-api', { nombre: 'Rara', permisos: ['borrar'] });
    expect(unknown.status).toBe(400);
  });

  it('emit an invoice with X-Api-Key alone, and query it, within their permissions', async () => {
    const { secreto } = await createKey(['emitir', 'consultar']);
    const shop = keyed(ctx.api, secreto);
    const emitted = await shop.request('POST', '/api/facturar', quickInvoice(), { 'idempotency-key': 'pedido-1001' });
    expect(emitted.status).toBe(200);
    const clave = emitted.body.claveAcceso as string;
    // The same order sent again is the same document.
    const replay = await shop.request('POST', '/api/facturar', quickInvoice(), { 'idempotency-key': 'pedido-1001' });
    expect(replay.body.claveAcceso).toBe(clave);
    await waitForEstado(ctx.demo, clave, 'AUTORIZADA');
    const single = await shop.request('GET', `/api/facturas/${clave}`);
    expect(single.status).toBe(200);
    expect(single.body.factura).toMatchObject({ claveAcceso: clave, estado: 'AUTORIZADA' });
    const list = await shop.request('GET', `/api/facturas?filtro=${clave}`);
    expect(list.body.facturas.map((doc: { claveAcceso: string }) => doc.claveAcceso)).toEqual([clave]);
    // The key is seen as used.
    const keys = (await ctx.demo.get('/api/claves-api')).body.claves;
    expect(keys.find((key: { prefijo: string }) => secreto.startsWith(key.prefijo)).ultimoUso).not.toBeNull();
  });

  it('refuse what their permissions do not hold, and every route that is not for integrators', async () => {
    const { secreto: soloConsulta } = await createKey(['consultar'], 'Solo consulta');
    const emit = await keyed(ctx.api, soloConsulta).request('POST', '/api/facturar', quickInvoice());
    expect(emit.status).toBe(403);
    expect(emit.body).toEqual({ error: { message: clavePermisoFaltanteMessage('emitir') } });
    const { secreto: soloEmision } = await createKey(['emitir'], 'Solo emisión');
    const query = await keyed(ctx.api, soloEmision).request('GET', '/api/facturas');
    expect(query.status).toBe(403);
    expect(query.body).toEqual({ error: { message: clavePermisoFaltanteMessage('consultar') } });
    for (const [method, path] of [
      ['GET', '/api/usuarios'],
      ['GET', '/api/claves-api'],
      ['POST', '/api/productos'],
      ['GET', '/api/user'],
    ] as const) {
      const answer = await keyed(ctx.api, soloEmision).request(method, path, method === 'POST' ? {} : undefined);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body).toEqual({ error: { message: CLAVE_API_RUTA_NO_PERMITIDA_MESSAGE } });
    }
    const forged = await keyed(ctx.api, 'fac_inventada').request('GET', '/api/facturas');
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ error: { message: CLAVE_API_INVALIDA_MESSAGE } });
  });

  it('stop working at once on every instance when revoked', async () => {
    const { clave, secreto } = await createKey(['emitir', 'consultar'], 'Revocable');
    expect((await keyed(ctx.api, secreto).request('GET', '/api/facturas')).status).toBe(200);
    expect((await keyed(second, secreto).request('GET', '/api/facturas')).status).toBe(200);
    // Another company cannot revoke it.
    const foreign = await ctx.otra.request('DELETE', `/api/claves-api/${clave.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: { message: CLAVE_API_NO_ENCONTRADA_MESSAGE } });
    const revoked = await ctx.demo.request('DELETE', `/api/claves-api/${clave.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ message: CLAVE_API_REVOCADA_MESSAGE });
    for (const api of [ctx.api, second]) {
      const emit = await keyed(api, secreto).request('POST', '/api/facturar', quickInvoice());
      expect(emit.status).toBe(401);
      expect(emit.body).toEqual({ error: { message: CLAVE_API_INVALIDA_MESSAGE } });
    }
    expect((await ctx.demo.get('/api/claves-api')).body.claves.map((key: { id: string }) => key.id)).not.toContain(
      clave.id,
    );
  });
});

describe('API key rate limit, shared by the instances', () => {
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    first = await startApi(ctx.db, { integrations: { apiKeyRateLimit: 3 } });
    second = await startApi(ctx.db, { integrations: { apiKeyRateLimit: 3 } });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('answers 429 in Spanish past the limit, whichever instance is asked', async () => {
    const { secreto } = await createKey(['consultar'], 'Limitada');
    const statuses = [];
    for (const api of [first, second, first])
      statuses.push((await keyed(api, secreto).request('GET', '/api/facturas')).status);
    expect(statuses).toEqual([200, 200, 200]);
    const blocked = await keyed(second, secreto).request('GET', '/api/facturas');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: { message: CLAVE_API_LIMITE_MESSAGE } });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another key has its own count.
    const { secreto: other } = await createKey(['consultar'], 'Otra limitada');
    expect((await keyed(first, other).request('GET', '/api/facturas')).status).toBe(200);
  });
});
