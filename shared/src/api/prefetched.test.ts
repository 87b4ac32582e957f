// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PREFETCHED_GLOBAL, prefetch } from '@facturador/shared/domain/config';
import { clearSession, sessionStore, startSession, userInfoAtom } from '@facturador/shared/session';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchUserInfo } from './auth';
import { setRuntimeConfig } from './config';
import { loadUserInfo, startUserInfo } from './use-user-info';

/** A real HTTP API: GET /api/user answers with the name of the token's user and counts the requests. */
let server: Server;
let apiUrl = '';
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const authorization = request.headers.authorization ?? '';
    asked.push(authorization);
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'authorization');
    if (request.method === 'OPTIONS') return response.end();
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        usuario: {
          usuario: authorization.replace('Bearer token-', ''),
          nombreComercial: 'Tienda',
          razonSocial: 'Tienda S.A.',
          ruc: '1790016919001',
          almacen: null,
          ambiente: null,
          permisos: {},
        },
      }),
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setRuntimeConfig({
    apiUrl,
    printAgentUrl: '',
    remotes: {},
    areas: {},
    contacto: { telefono: '', email: '', whatsapp: '' },
  });
});
afterAll(() => new Promise<void>((closed) => server.close(() => closed())));
afterEach(() => {
  clearSession();
  asked.length = 0;
  delete (globalThis as Record<string, unknown>)[PREFETCHED_GLOBAL];
});

/** What the page's first script does before the client exists: GET /api/user with the stored token. */
function prefetchUser(token: string): void {
  prefetch(`${apiUrl}/api/user`, { authorization: `Bearer ${token}` });
}

describe('GET /api/user started by the shell before the API client loaded', () => {
  it('the client takes that answer instead of asking again, once', async () => {
    startSession('token-ana');
    prefetchUser('token-ana');
    expect((await fetchUserInfo()).usuario).toBe('ana');
    expect(asked).toEqual(['Bearer token-ana']);
    expect((await fetchUserInfo()).usuario).toBe('ana');
    expect(asked).toHaveLength(2);
  });

  it('an answer started under another token is not taken: the client asks with its own', async () => {
    startSession('token-luis');
    prefetchUser('token-ana');
    expect((await fetchUserInfo()).usuario).toBe('luis');
    expect(asked).toContain('Bearer token-luis');
  });

  it("the shell's loadUserInfo (before it mounts an area) and the area's own start share that one request", async () => {
    startSession('token-eva');
    prefetchUser('token-eva');
    const area = startUserInfo();
    const shell = loadUserInfo();
    expect((await shell)?.usuario).toBe('eva');
    expect((await area)?.usuario).toBe('eva');
    expect(sessionStore.get(userInfoAtom)?.usuario, 'in the shared session for every area').toBe('eva');
    expect((await loadUserInfo())?.usuario).toBe('eva');
    expect(asked).toEqual(['Bearer token-eva']);
  });

  it('signed out there is nothing to load', async () => {
    expect(await loadUserInfo()).toBeNull();
    expect(asked).toEqual([]);
  });
});
