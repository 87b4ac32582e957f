import net from 'node:net';
import { MAX_YEAR, MIN_YEAR, SERVICIO_NO_DISPONIBLE_MESSAGE } from '@facturador/shared/domain';
import { CANTIDAD_DECIMALES_MESSAGE } from '@facturador/shared/domain/movements';
import { describe, expect, it } from 'vitest';
import {
  CABECERAS_DEMASIADO_GRANDES_MESSAGE,
  URL_DEMASIADO_LARGA_MESSAGE,
  URL_NO_VALIDA_MESSAGE,
} from '../../src/framework-errors';
import { NOT_FOUND_MESSAGE } from '../../src/plugins/app/error-handler';
import { CARACTERES_NO_VALIDOS_MESSAGE } from '../../src/plugins/external/text-input';
import { startApi, useTestApi } from '../helpers/api';
import { catalogue } from '../helpers/catalogue';
import { createTestDatabase } from '../helpers/database';

/** Input the database cannot store, impossible dates, and the framework's own errors: 4xx in Spanish. */
const ctx = useTestApi();

/** Sends raw bytes (requests fetch would refuse or rewrite) and returns the status and JSON body. */
async function rawRequest(port: number, head: string): Promise<{ status: number; body: unknown }> {
  const text = await new Promise<string>((resolve, reject) => {
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', (error) => (received ? resolve(received) : reject(error)));
    socket.on('close', () => resolve(received));
  });
  const [statusLine = '', ...rest] = text.split('\r\n');
  const body = rest.join('\r\n').split('\r\n\r\n').slice(1).join('');
  return { status: Number(statusLine.split(' ')[1]), body: JSON.parse(body) };
}

const portOf = () => Number(new URL(ctx.api.url).port);

describe('text the database cannot store', () => {
  it('refuses a NUL character in the anonymous login, in filters and in path parameters', async () => {
    const login = await ctx.api.anonymous.post('/api/login', { usuario: 'demo\u0000', clave: 'x' });
    expect(login.status).toBe(400);
    expect(login.body).toEqual({ error: { message: CARACTERES_NO_VALIDOS_MESSAGE('El campo usuario') } });

    const demo = await ctx.api.anonymous.login('demo');
    for (const path of ['/api/facturas?filtro=a%00b', '/api/movimientos?filtro=%00', '/api/productos?busqueda=%00']) {
      const response = await demo.get(path);
      expect(response.status, path).toBe(400);
      expect(response.body.error.message, path).toBe(
        CARACTERES_NO_VALIDOS_MESSAGE(`El campo ${path.split('?')[1]!.split('=')[0]}`),
      );
    }
    const param = await demo.get('/api/productos/%00');
    expect(param.status).toBe(400);
    expect(param.body.error.message).toBe(CARACTERES_NO_VALIDOS_MESSAGE('La ruta de la solicitud'));
  });

  it('refuses a lone surrogate inside the invoice body, naming the field', async () => {
    const demo = await ctx.api.anonymous.login('demo');
    // JSON.stringify would escape it as \ud800 too: the raw text is what an attacker sends.
    const body = '{"factura":{"comprador":{"razonSocialComprador":"\\ud800x"}},"registrarComprador":false}';
    const response = await demo.request('POST', '/api/facturar', body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: { message: CARACTERES_NO_VALIDOS_MESSAGE('El campo factura.comprador.razonSocialComprador') },
    });
    const line = await demo.request('POST', '/api/facturar', '{"factura":{"productos":[{"nombre":"a\\udc00"}]}}');
    expect(line.body.error.message).toBe(CARACTERES_NO_VALIDOS_MESSAGE('El campo factura.productos[0].nombre'));
    const key = await demo.request('POST', '/api/movimientos', '{"\\ud800":1}');
    expect(key.status).toBe(400);
    expect(key.body.error.message).toBe(CARACTERES_NO_VALIDOS_MESSAGE('La solicitud (el cuerpo)'));
  });

  it('refuses bodies nested deeper than any real payload', async () => {
    const demo = await ctx.api.anonymous.login('demo');
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const response = await demo.request('POST', '/api/movimientos', `{"items":${deep}}`);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('La solicitud tiene demasiados niveles anidados');
  });
});

describe('dates', () => {
  it(`refuses year 0000 and years outside ${MIN_YEAR}–${MAX_YEAR} in date filters`, async () => {
    const demo = await ctx.api.anonymous.login('demo');
    for (const path of ['/api/facturas', '/api/movimientos']) {
      const zero = await demo.get(`${path}?fecha_inicio=0000-01-01`);
      expect(zero.status).toBe(400);
      expect(zero.body.error.message).toContain(
        `La fecha de inicio debe estar entre los años ${MIN_YEAR} y ${MAX_YEAR}`,
      );
      const far = await demo.get(`${path}?fecha_fin=9999-12-31`);
      expect(far.status).toBe(400);
      expect(far.body.error.message).toContain(`La fecha de fin debe estar entre los años ${MIN_YEAR} y ${MAX_YEAR}`);
      expect((await demo.get(`${path}?fecha_inicio=2026-01-01`)).status).toBe(200);
    }
  });
});

describe('numbers', () => {
  it('refuses a movement quantity with more decimals than are stored, instead of storing 0', async () => {
    const demo = await ctx.api.anonymous.login('demo');
    const ids = await catalogue(demo);
    const response = await demo.post('/api/movimientos', {
      tipo_movimiento: 'ENTRADA',
      destino: ids.warehouse('Bodega Principal'),
      items: [{ producto_id: ids.product('CEM-50')._id, cantidad: 1e-7 }],
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body.error)).toContain(CANTIDAD_DECIMALES_MESSAGE);
  });
});

describe("the framework's own errors, in Spanish and in the API's shape", () => {
  it('bad percent-encoding (400), a path parameter over 100 characters (414), oversized headers (431)', async () => {
    expect(
      await rawRequest(portOf(), 'GET /api/productos/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    ).toEqual({
      status: 400,
      body: { error: { message: URL_NO_VALIDA_MESSAGE } },
    });
    const long = await ctx.api.anonymous.get(`/api/items/${'a'.repeat(101)}`);
    expect(long.status).toBe(414);
    expect(long.body).toEqual({ error: { message: URL_DEMASIADO_LARGA_MESSAGE } });
    const headers = `GET /api/productos HTTP/1.1\r\nHost: x\r\nX-Relleno: ${'a'.repeat(20_000)}\r\n\r\n`;
    expect(await rawRequest(portOf(), headers)).toEqual({
      status: 431,
      body: { error: { message: CABECERAS_DEMASIADO_GRANDES_MESSAGE } },
    });
  });

  it('unsupported media type, body too large, malformed JSON, unknown route', async () => {
    const api = ctx.api.anonymous;
    const plain = await api.request('POST', '/api/login', '<usuario>demo</usuario>', {
      'content-type': 'application/xml',
    });
    expect(plain).toMatchObject({
      status: 415,
      body: { error: { message: 'Tipo de contenido no soportado: envíe JSON' } },
    });
    const large = await api.request('POST', '/api/login', `{"usuario":"${'a'.repeat(6 * 1024 * 1024)}"}`);
    expect(large).toMatchObject({ status: 413, body: { error: { message: 'La solicitud es demasiado grande' } } });
    const malformed = await api.request('POST', '/api/login', '{"usuario":');
    expect(malformed).toMatchObject({
      status: 400,
      body: { error: { message: 'El cuerpo de la solicitud no es JSON válido' } },
    });
    const poisoned = await api.request('POST', '/api/login', '{"__proto__":{"admin":true}}');
    expect(poisoned).toMatchObject({
      status: 400,
      body: { error: { message: 'El cuerpo de la solicitud no es JSON válido' } },
    });
    const missing = await api.get('/api/no-existe');
    expect(missing).toMatchObject({ status: 404, body: { error: { message: NOT_FOUND_MESSAGE } } });
  });
});

describe('a database failure while checking the token', () => {
  it('answers 503 (the session stays valid), not 401', async () => {
    const db = await createTestDatabase();
    const api = await startApi(db);
    try {
      const demo = await api.anonymous.login('demo');
      await db.database.close();
      const response = await demo.get('/api/productos');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ error: { message: SERVICIO_NO_DISPONIBLE_MESSAGE } });
    } finally {
      await api.close().catch(() => {});
      await db.destroy().catch(() => {});
    }
  });
});
