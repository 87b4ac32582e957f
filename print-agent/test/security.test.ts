import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgent } from '../src/agent';
import { ConfigError, validateConfig } from '../src/config/load';
import { decodeEscPos } from '../src/escpos/decoder';
import { startRig, type TestRig } from './support';

let rig: TestRig;
const drawer = { serial: '', nombreImpresora: 'POS-80', operaciones: [{ nombre: 'Pulso', argumentos: [48, 60, 120] }] };

beforeAll(async () => {
  // Default allow-list: the suite's shell (3000) and the invoicing area standalone (3002).
  rig = await startRig();
});

afterAll(async () => {
  await rig.close();
});

/** Raw HTTP, to send the Host header a DNS-rebinding page would carry (fetch does not let us set it). */
function rawRequest(options: http.RequestOptions, body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: rig.agent.port, ...options }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function expectNothingPrinted(): Promise<void> {
  rig.capture.clear();
  expect((await rig.print(rig.job([{ nombre: 'EscribirTexto', argumentos: ['MARCA\n'] }]))).status).toBe(200);
  const [first] = await rig.capture.waitForJobs(1);
  expect(decodeEscPos(first!.bytes).plainLines).toEqual(['MARCA']);
}

const refusedMessage = (origin: string) =>
  `Origen no permitido: ${origin}. Solo las páginas de allowedOrigins en la configuración del agente pueden imprimir.`;

describe('origin allow-list', () => {
  it('lets the suite pages print and answers with CORS headers for them', async () => {
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://localhost:3002',
      'http://127.0.0.1:3002',
    ]) {
      rig.capture.clear();
      const answer = await rig.print(drawer, { origin, 'content-type': 'text/plain;charset=UTF-8' });
      expect(answer.status, origin).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      const [job] = await rig.capture.waitForJobs(1);
      expect(decodeEscPos(job!.bytes).lines).toEqual(['[CAJON pin=48 encendido=60ms apagado=120ms]']);
    }
  });

  it('refuses a foreign page with 403: JSON, text/plain (no preflight) and form posts open no drawer', async () => {
    for (const contentType of ['application/json', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded']) {
      const answer = await rig.print(drawer, {
        origin: 'https://tienda-maliciosa.example',
        'content-type': contentType,
      });
      expect(answer, contentType).toMatchObject({
        status: 403,
        body: { ok: false, message: refusedMessage('https://tienda-maliciosa.example') },
      });
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    }
    // "null" is what sandboxed frames and file:// pages send.
    expect((await rig.print(drawer, { origin: 'null' })).status).toBe(403);
    await expectNothingPrinted();
  });

  it('refuses foreign pages on the other routes too', async () => {
    const response = await fetch(`${rig.agent.url}/impresoras`, { headers: { origin: 'http://localhost:4000' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ ok: false, message: refusedMessage('http://localhost:4000') });
  });

  it('answers an allowed preflight with CORS and Access-Control-Allow-Private-Network', async () => {
    const response = await fetch(`${rig.agent.url}/imprimir`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
        'access-control-request-private-network': 'true',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    expect(response.headers.get('access-control-allow-private-network')).toBe('true');
  });

  it('refuses a foreign preflight with 403 and no private-network grant', async () => {
    const response = await fetch(`${rig.agent.url}/imprimir`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://tienda-maliciosa.example',
        'access-control-request-method': 'POST',
        'access-control-request-private-network': 'true',
      },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-private-network')).toBeNull();
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets local programs without an Origin header print (curl, the API server)', async () => {
    rig.capture.clear();
    expect((await rig.print(drawer)).status).toBe(200);
    await rig.capture.waitForJobs(1);
  });

  it('uses the configured allow-list instead of the default one', async () => {
    const custom = await startRig({ allowedOrigins: ['https://caja.mitienda.ec'] });
    try {
      expect((await custom.print(drawer, { origin: 'https://caja.mitienda.ec' })).status).toBe(200);
      expect((await custom.print(drawer, { origin: 'http://localhost:3000' })).status).toBe(403);
    } finally {
      await custom.close();
    }
  });
});

describe('loopback only', () => {
  it('refuses a non-local Host header (DNS rebinding) with 403', async () => {
    const answer = await rawRequest(
      {
        method: 'POST',
        path: '/imprimir',
        headers: { host: 'impresora.atacante.example:8000', 'content-type': 'text/plain' },
      },
      JSON.stringify(drawer),
    );
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({
      ok: false,
      message: 'Host no permitido: impresora.atacante.example:8000. El agente solo atiende a localhost.',
    });
    for (const host of ['localhost:8000', '127.0.0.1:8000', '[::1]:8000']) {
      expect((await rawRequest({ method: 'GET', path: '/version', headers: { host } })).status, host).toBe(200);
    }
    await expectNothingPrinted();
  });

  it('listens on loopback addresses only, both for localhost and for the default config', async () => {
    const agent = await startAgent(validateConfig({ host: 'localhost', port: 0, printers: {} }, 'prueba'));
    try {
      const addresses = agent.app
        .addresses()
        .map((address) => (typeof address === 'string' ? address : address.address));
      expect(addresses.length).toBeGreaterThan(0);
      for (const address of addresses) expect(['127.0.0.1', '::1']).toContain(address);
    } finally {
      await agent.close();
    }
  });

  it('refuses a configuration that would listen on the network', () => {
    expect(() => validateConfig({ host: '0.0.0.0', printers: {} }, 'config.json')).toThrow(ConfigError);
    expect(() => validateConfig({ host: '0.0.0.0', printers: {} }, 'config.json')).toThrow(
      /Configuración inválida en config.json: host/,
    );
  });
});
