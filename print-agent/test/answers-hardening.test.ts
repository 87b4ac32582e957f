import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeEscPos } from '../src/escpos/decoder';
import { startRig, type TestRig } from './support';

let rig: TestRig;

beforeAll(async () => {
  rig = await startRig({ bodyLimitBytes: 16 * 1024 });
});

afterAll(async () => {
  await rig.close();
});

/** Raw HTTP, to send what fetch will not (a foreign Host header). */
function rawRequest(
  options: http.RequestOptions,
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: rig.agent.port, ...options }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Bytes that are not HTTP, straight onto a socket: what the agent writes back before closing it. */
async function rawSocket(bytes: string): Promise<string> {
  const socket = net.connect(rig.agent.port, '127.0.0.1');
  await once(socket, 'connect');
  let text = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => {
    text += chunk;
  });
  socket.end(bytes);
  await once(socket, 'close');
  return text;
}

async function expectNothingPrinted(): Promise<void> {
  rig.capture.clear();
  expect((await rig.print(rig.job([{ nombre: 'EscribirTexto', argumentos: ['MARCA\n'] }]))).status).toBe(200);
  const [first] = await rig.capture.waitForJobs(1);
  expect(decodeEscPos(first!.bytes).plainLines).toEqual(['MARCA']);
}

const origin = 'http://localhost:3000';

describe('every answer', () => {
  it('carries X-Content-Type-Options: nosniff, errors and refusals included', async () => {
    const answers: [string, Response][] = [
      ['GET /version', await fetch(`${rig.agent.url}/version`)],
      ['GET /impresoras', await fetch(`${rig.agent.url}/impresoras`)],
      ['GET /health', await fetch(`${rig.agent.url}/health`)],
      ['GET /ready', await fetch(`${rig.agent.url}/ready`)],
      ['GET /nada (404)', await fetch(`${rig.agent.url}/nada`)],
      [
        'OPTIONS preflight',
        await fetch(`${rig.agent.url}/imprimir`, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST' },
        }),
      ],
      [
        'foreign origin (403)',
        await fetch(`${rig.agent.url}/imprimir`, { method: 'POST', headers: { origin: 'https://evil.example' } }),
      ],
      [
        'POST printed (200)',
        await fetch(`${rig.agent.url}/imprimir`, {
          method: 'POST',
          body: JSON.stringify(rig.job([{ nombre: 'Corte', argumentos: [1] }])),
        }),
      ],
      ['bad JSON (400)', await fetch(`${rig.agent.url}/imprimir`, { method: 'POST', body: '{"a":' })],
      [
        'unknown printer (404)',
        await fetch(`${rig.agent.url}/imprimir`, {
          method: 'POST',
          body: '{"nombreImpresora":"X","operaciones":[{"nombre":"Corte"}]}',
        }),
      ],
      ['too large (413)', await fetch(`${rig.agent.url}/imprimir`, { method: 'POST', body: 'x'.repeat(20_000) })],
    ];
    for (const [what, response] of answers) {
      expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
      await response.arrayBuffer();
    }
    const rebinding = await rawRequest({ method: 'GET', path: '/version', headers: { host: 'evil.example' } });
    expect(rebinding.status).toBe(403);
    expect(rebinding.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a request that is not HTTP in Spanish, with nosniff too', async () => {
    const answer = await rawSocket('ESTO NO ES HTTP\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(answer.split('\r\n\r\n')[1]).toBe(
      JSON.stringify({ ok: false, message: 'La petición HTTP está mal formada; no se imprimió nada.' }),
    );
  });
});

describe('prototype keys', () => {
  const refused = (key: string) =>
    `El cuerpo de la petición contiene la clave "${key}", que el agente no acepta (podría alterar los objetos del programa); quítela. No se imprimió nada.`;

  it('refuse a __proto__ or constructor.prototype key by name, whatever the content type or depth', async () => {
    const job = JSON.stringify(rig.job([{ nombre: 'Pulso', argumentos: [48, 60, 120] }]));
    const cases: [string, string][] = [
      [`{"__proto__":{"ok":true},${job.slice(1)}`, '__proto__'],
      [`{"\\u005f_proto__":{"ok":true},${job.slice(1)}`, '__proto__'],
      [
        '{"serial":"","nombreImpresora":"POS-80","operaciones":[{"nombre":"EscribirTexto","argumentos":[{"__proto__":{"x":1}}]}]}',
        '__proto__',
      ],
      [`{"constructor":{"prototype":{"ok":true}},${job.slice(1)}`, 'constructor.prototype'],
    ];
    for (const [body, key] of cases)
      for (const contentType of ['application/json', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded']) {
        const answer = await rig.print(body, { 'content-type': contentType });
        expect(answer.status, `${contentType} ${body}`).toBe(400);
        expect(answer.body, `${contentType} ${body}`).toEqual({ ok: false, message: refused(key) });
      }
    // Nothing of them was printed, and texts that only mention the words still print.
    rig.capture.clear();
    const words = await rig.print(
      rig.job([{ nombre: 'EscribirTexto', argumentos: ['__proto__ constructor prototype\n'] }]),
    );
    expect(words.status).toBe(200);
    const [printed] = await rig.capture.waitForJobs(1);
    expect(decodeEscPos(printed!.bytes).plainLines).toEqual(['__proto__ constructor prototype']);
  });

  it('call an operation named after an Object member unknown, not «[object Object]»', async () => {
    for (const nombre of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const answer = await rig.print(rig.job([{ nombre, argumentos: [] }]));
      expect(answer.status, nombre).toBe(400);
      expect(answer.body, nombre).toEqual({ ok: false, message: `Operación 1 (${nombre}): operación desconocida.` });
    }
    await expectNothingPrinted();
  });
});
