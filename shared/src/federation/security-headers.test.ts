import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runtimeConfig } from './apps.mjs';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from './security-headers.mjs';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe("the suite's security headers", () => {
  it('hash each inline script of a page, not the ones with src', () => {
    const html = '<script defer src="static/js/index.js"></script><div></div><script>pick()</script>';
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${createHash('sha256').update('pick()').digest('base64')}'`]);
  });

  it("allow only the config's origins: apps for code, plus the API and the print agent for fetches", () => {
    const config = runtimeConfig({ API_URL: 'https://api.example.ec', MF_ADMIN_PORT: '5003' });
    const csp = directives(contentSecurityPolicy(config, { scriptHashes: ["'sha256-x'"] }));
    const apps = [3000, 3001, 3002, 5003, 3004].map((port) => `http://localhost:${port}`);
    expect(csp['script-src']).toEqual(["'self'", ...apps, "'sha256-x'"]);
    expect(csp['connect-src']).toEqual(["'self'", ...apps, 'https://api.example.ec', 'http://localhost:8000']);
    expect(csp['frame-src']).toEqual(["'self'", 'blob:']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
  });

  it('behind one origin, list it once', () => {
    const origin = 'https://facturas.example.ec';
    const config = {
      apiUrl: origin,
      shellUrl: origin,
      printAgentUrl: 'http://localhost:8000',
      remotes: { a: `${origin}/mf/a/mf-manifest.json` },
    };
    const headers = securityHeaders(config);
    expect(directives(headers['Content-Security-Policy'])['script-src']).toEqual(["'self'", origin]);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(headers['Referrer-Policy']).toBe('no-referrer');
  });
});
