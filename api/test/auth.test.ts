import { LOGIN_FAILED_MESSAGE, userResponseSchema } from '@facturador/shared/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXPIRED_TOKEN_MESSAGE, INVALID_TOKEN_MESSAGE, MISSING_TOKEN_MESSAGE } from '../src/plugins/external/auth';
import { LOGIN_RATE_LIMITED_MESSAGE } from '../src/routes/api/login';
import { ApiClient, startApi, type TestApi, useTestApi } from './helpers/api';

const ctx = useTestApi();

describe('POST /api/login', () => {
  it('answers a token for each demo user', async () => {
    for (const usuario of ['demo', 'vendedor', 'simple', 'otra']) {
      const response = await ctx.api.anonymous.post('/api/login', { usuario, clave: 'demo1234' });
      expect(response.status).toBe(200);
      expect(response.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    }
  });

  it('refuses a wrong password and an unknown user with the same Spanish text', async () => {
    const wrong = await ctx.api.anonymous.post('/api/login', { usuario: 'demo', clave: 'otra-clave' });
    const unknown = await ctx.api.anonymous.post('/api/login', { usuario: 'nadie', clave: 'demo1234' });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: { message: LOGIN_FAILED_MESSAGE } });
    }
    expect(LOGIN_FAILED_MESSAGE).toBe('Credenciales incorrectas. Por favor, inténtalo nuevamente.');
  });

  it('refuses a 3,000-character usuario (the rate limiter keys on it) with the Spanish 401, every time', async () => {
    for (const usuario of ['x'.repeat(3000), 'ñ'.repeat(3000), 'x'.repeat(3000)]) {
      const response = await ctx.api.anonymous.post('/api/login', { usuario, clave: 'demo1234' });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: { message: LOGIN_FAILED_MESSAGE } });
    }
  });

  it('answers 400 naming the missing field, and never 500 for a broken body', async () => {
    const missing = await ctx.api.anonymous.post('/api/login', { usuario: 'demo' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('El campo clave es obligatorio');

    const wrongType = await ctx.api.anonymous.post('/api/login', { usuario: 12, clave: 'x' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.message).toContain('usuario');

    const notJson = await ctx.api.anonymous.request('POST', '/api/login', '{"usuario":', {
      'content-type': 'application/json',
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.message).toBe('El cuerpo de la solicitud no es JSON válido');

    const noBody = await ctx.api.anonymous.post('/api/login');
    expect(noBody.status).toBe(400);
    expect(noBody.body.error.message).toBe('El cuerpo de la solicitud es obligatorio');
  });
});

describe('GET /api/user', () => {
  it('describes the signed-in user, their emisor and permissions', async () => {
    const demo = await ctx.api.anonymous.login('demo');
    const response = await demo.get('/api/user');
    expect(response.status).toBe(200);
    const { usuario } = userResponseSchema.parse(response.body);
    expect(usuario).toMatchObject({
      usuario: 'demo',
      nombreComercial: 'Comercial El Manaba',
      ruc: '1312456781001',
      ambiente: null,
      permisos: { usarInventario: true, cambiarAlmacen: true, administrar: true },
    });
    const almacenes = await demo.get('/api/almacenes');
    const principal = almacenes.body.find((almacen: { nombre: string }) => almacen.nombre === 'Bodega Principal');
    expect(usuario.almacen).toBe(principal._id);
  });

  it('carries each demo user’s permissions', async () => {
    const permisos = async (usuario: string) =>
      (await (await ctx.api.anonymous.login(usuario)).get('/api/user')).body.usuario;
    expect((await permisos('vendedor')).permisos).toEqual({
      usarInventario: true,
      cambiarAlmacen: false,
      administrar: false,
    });
    const simple = await permisos('simple');
    expect(simple.permisos).toEqual({ usarInventario: false, cambiarAlmacen: false, administrar: false });
    expect(simple.almacen).toBeNull();
    const otra = await permisos('otra');
    expect(otra.ruc).toBe('1390012345001');
    expect(otra.nombreComercial).toBe('Manta Mar');
    expect(otra.permisos.administrar).toBe(true);
  });

  it('answers 401 without a token, with a tampered one, or with a malformed header', async () => {
    const none = await ctx.api.anonymous.get('/api/user');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ error: { message: MISSING_TOKEN_MESSAGE } });

    const demo = await ctx.api.anonymous.login('demo');
    const [header, payload, signature] = demo.token!.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'x' }),
    ).toString('base64url');
    for (const token of [`${header}.${forgedPayload}.${signature}`, `${demo.token}x`, 'basura']) {
      const response = await demo.withToken(token).get('/api/user');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: { message: INVALID_TOKEN_MESSAGE } });
    }
    const malformed = await ctx.api.anonymous.get('/api/user', { authorization: 'Token abc' });
    expect(malformed.status).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    const other = await startApi(ctx.db, { auth: { jwtSecret: 'otro-secreto' } });
    try {
      const foreign = await other.anonymous.login('demo');
      const response = await ctx.api.anonymous.withToken(foreign.token).get('/api/user');
      expect(response.status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('token lifetime and query tokens', () => {
  let shortLived: TestApi;
  beforeAll(async () => {
    shortLived = await startApi(ctx.db, { auth: { tokenTtl: '3s' } });
  });
  afterAll(() => shortLived.close());

  it('answers 401 once the token has expired', async () => {
    // The API runs in this process: faking Date (timers stay real, for HTTP) moves its clock past
    // the token's exp without waiting.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const client = await shortLived.anonymous.login('demo');
      expect((await client.get('/api/user')).status).toBe(200);
      vi.setSystemTime(Date.now() + 3_100);
      const response = await client.get('/api/user');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: { message: EXPIRED_TOKEN_MESSAGE } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('accepts the token as ?token= on /api/persona only', async () => {
    const demo = await ctx.api.anonymous.login('demo');
    const persona = await ctx.api.anonymous.get(`/api/persona?identificacion=1309876546&token=${demo.token}`);
    expect(persona.status).toBe(200);
    const user = await ctx.api.anonymous.get(`/api/user?token=${demo.token}`);
    expect(user.status).toBe(401);
  });
});

describe('login rate limit', () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startApi(ctx.db, { auth: { loginRateLimit: 3 } });
  });
  afterAll(() => limited.close());

  it('allows LOGIN_RATE_LIMIT attempts per IP and usuario per minute, then answers 429 in Spanish', async () => {
    // Usuarios no other test signs in with: on PostgreSQL the count is shared with ctx.api.
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await limited.anonymous.post('/api/login', { usuario: 'limitado', clave: 'mal' })).status).toBe(401);
    }
    const blocked = await limited.anonymous.post('/api/login', { usuario: 'limitado', clave: 'mal' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: { message: LOGIN_RATE_LIMITED_MESSAGE } });
    // Another usuario from the same IP is not locked out.
    expect((await limited.anonymous.post('/api/login', { usuario: 'otro-usuario', clave: 'mal' })).status).toBe(401);
  });
});

describe('cross-cutting', () => {
  it('answers unknown paths with a Spanish 404', async () => {
    const response = await ctx.api.anonymous.get('/api/no-existe');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { message: 'Recurso no encontrado' } });
  });

  it('sends CORS headers to the suite’s origins only', async () => {
    const allowed = await ctx.api.anonymous.request('OPTIONS', '/api/login', undefined, {
      origin: 'http://localhost:3000',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    // Every method a screen sends: PATCH sets a purchase's código de sustento.
    const methods =
      allowed.headers
        .get('access-control-allow-methods')
        ?.split(',')
        .map((method) => method.trim()) ?? [];
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
    const foreign = await ctx.api.anonymous.get('/api/user', { origin: 'http://evil.example' });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('publishes the OpenAPI document at /docs/json and the UI at /docs', async () => {
    const json = await ctx.api.anonymous.get('/docs/json');
    expect(json.status).toBe(200);
    for (const path of [
      '/api/login',
      '/api/user',
      '/api/productos',
      '/api/productos/{id}',
      '/api/almacenes',
      '/api/almacenes/{id}',
      '/api/items',
      '/api/items/{id}',
      '/api/movimientos',
      '/api/movimientos/{id}',
      '/api/persona',
      '/api/facturas',
    ]) {
      expect(json.body.paths, path).toHaveProperty([path]);
    }
    expect(JSON.stringify(json.body.paths['/api/facturas'])).toContain('cursor');
    const ui = await new ApiClient(ctx.api.url).get('/docs/');
    expect(ui.status).toBe(200);
  });
});
