import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRsbuild } from '@rsbuild/core';
import { afterEach, expect, it } from 'vitest';
import { runtimeConfig } from './apps.mjs';
import { corsForAssetsOnly, distSecurityHeaders, previewServerSetup } from './preview-headers';

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const dists: string[] = [];
afterEach(() => {
  for (const dist of dists.splice(0)) rmSync(dist, { recursive: true, force: true });
});

function writePage(dist: string, script: string, secondsSinceEpoch: number) {
  const file = join(dist, 'index.html');
  writeFileSync(file, `<html><head><script>${script}</script></head></html>`);
  utimesSync(file, secondsSinceEpoch, secondsSinceEpoch);
}

it('allows the inline scripts of the index.html the preview serves now, also after a rebuild under it', () => {
  const dist = mkdtempSync(join(tmpdir(), 'preview-headers-'));
  dists.push(dist);
  writeFileSync(join(dist, 'config.json'), JSON.stringify({ ...runtimeConfig({}), apiUrl: 'http://api.example:4000' }));
  writePage(dist, 'first()', 1_000);
  const headers = distSecurityHeaders(dist);

  expect(headers()['Content-Security-Policy']).toContain(hashOf('first()'));
  expect(headers()['Content-Security-Policy']).toContain('http://api.example:4000');

  writePage(dist, 'rebuilt()', 2_000);
  const policy = headers()['Content-Security-Policy'];
  expect(policy).toContain(hashOf('rebuilt()'));
  expect(policy).not.toContain(hashOf('first()'));
});

it("lets in an area added to the shell's config.json while it runs: nothing else to change (issue 38)", () => {
  const dist = mkdtempSync(join(tmpdir(), 'preview-headers-'));
  dists.push(dist);
  const configFile = join(dist, 'config.json');
  const config = runtimeConfig({});
  writeFileSync(configFile, JSON.stringify(config));
  utimesSync(configFile, 1_000, 1_000);
  const headers = distSecurityHeaders(dist);
  const partner = 'https://socio.example.ec';
  expect(headers()['Content-Security-Policy']).not.toContain(partner);

  const withArea = {
    ...config,
    remotes: { ...config.remotes, area_socio: `${partner}/mf-manifest.json` },
    areas: { area_socio: { basePath: '/socio', label: 'el área del socio', requireLogin: true } },
  };
  writeFileSync(configFile, JSON.stringify(withArea));
  utimesSync(configFile, 2_000, 2_000);
  const directives = Object.fromEntries(
    (headers()['Content-Security-Policy'] ?? '')
      .split('; ')
      .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
  );
  // Its manifest, scripts, styles, fonts and images, and its own origin's fetches.
  for (const name of ['script-src', 'style-src', 'connect-src', 'font-src', 'img-src'])
    expect(directives[name], name).toContain(partner);
});

/** A free port on loopback for the preview server (rsbuild takes a fixed one). */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

it('rsbuild preview sends CORS on the files the shell loads from a remote, never on an HTML page', async () => {
  const root = mkdtempSync(join(tmpdir(), 'preview-cors-'));
  dists.push(root);
  const dist = join(root, 'dist');
  const files: Record<string, string> = {
    'index.html': '<!doctype html><html><head><script>pick()</script></head><body></body></html>',
    'mf-manifest.json': '{"metaData":{"publicPath":"auto"}}',
    'config.json': JSON.stringify(runtimeConfig({})),
    'static/js/remoteEntry.js': 'console.log(1)',
    'static/js/async/spa.1a2b3c4d.js': 'console.log(2)',
    'static/css/spa.1a2b3c4d.css': 'body{}',
    'static/font/inter.1a2b3c4d.woff2': 'wOF2',
    'static/image/logo.1a2b3c4d.png': 'png',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), text);
  }
  const port = await freePort();
  const rsbuild = await createRsbuild({
    cwd: root,
    loadEnv: false,
    rsbuildConfig: {
      logLevel: 'silent',
      // As rsbuild-app.ts configures every app: CORS for everything, then the preview's setup.
      server: {
        host: '127.0.0.1',
        port,
        strictPort: true,
        printUrls: false,
        cors: { origin: '*' },
        htmlFallback: 'index',
        historyApiFallback: true,
        setup: previewServerSetup(dist),
      },
    },
  });
  const preview = await rsbuild.preview({ checkDistDir: false });
  try {
    const base = `http://127.0.0.1:${port}`;
    const origin = { origin: 'http://localhost:3000' };
    for (const path of ['/', '/index.html', '/facturas/emitidas', '/nada.html']) {
      const response = await fetch(`${base}${path}`, { headers: { ...origin, accept: 'text/html' } });
      await response.arrayBuffer();
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    const page = await fetch(`${base}/`, { headers: origin });
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain(hashOf('pick()'));
    for (const path of [
      '/mf-manifest.json',
      '/static/js/remoteEntry.js',
      '/static/js/async/spa.1a2b3c4d.js',
      '/static/css/spa.1a2b3c4d.css',
      '/static/font/inter.1a2b3c4d.woff2',
    ]) {
      const response = await fetch(`${base}${path}`, { headers: origin });
      expect(await response.text(), path).toBe(files[path.slice(1)]);
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
    }
    // A preflight is answered as before.
    const preflight = await fetch(`${base}/mf-manifest.json`, {
      method: 'OPTIONS',
      headers: { ...origin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  } finally {
    await preview.server.close();
  }
});

it('decides an answer without a type (a 304) by its path', async () => {
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    corsForAssetsOnly(request, response);
    response.writeHead(304).end();
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  try {
    for (const [path, cors] of [
      ['/static/js/spa.1a2b3c4d.js', '*'],
      ['/mf-manifest.json', '*'],
      ['/', null],
      ['/facturas', null],
    ] as const) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(response.status).toBe(304);
      expect(response.headers.get('access-control-allow-origin'), path).toBe(cors);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
