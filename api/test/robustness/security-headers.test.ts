import { STRICT_TRANSPORT_SECURITY } from '@facturador/shared/federation/security-headers';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../helpers/api';

/**
 * Issue 26: every answer of the API carries security headers. It answers JSON and files to download:
 * its Content-Security-Policy allows nothing to run, load or frame it. HSTS only over TLS (here: behind
 * the trusted proxy, which says so in X-Forwarded-Proto).
 */
const ctx = useTestApi({ server: { trustProxy: true } });

/** A policy's directives, however the server spaces them. */
const directives = (policy: string | null) => (policy ?? '').split(';').map((directive) => directive.trim());

function expectApiHeaders(headers: Headers) {
  expect(directives(headers.get('content-security-policy'))).toEqual(["default-src 'none'", "frame-ancestors 'none'"]);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
}

describe('security headers of the API', () => {
  it('on a JSON answer, an error, a 404 and a bad request; no HSTS over plain HTTP', async () => {
    const client = await ctx.api.anonymous.login('demo');
    const answers = [
      await client.get('/api/almacenes'),
      await ctx.api.anonymous.get('/api/almacenes'),
      await ctx.api.anonymous.get('/api/no-existe'),
      await ctx.api.anonymous.request('POST', '/api/login', '{"usuario":', { 'content-type': 'application/json' }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 404, 400]);
    for (const answer of answers) {
      expectApiHeaders(answer.headers);
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    }
    expect(typeof answers[3]!.body.error.message).toBe('string');
  });

  it('HSTS when the request came over TLS through the proxy', async () => {
    const answer = await ctx.api.anonymous.get('/api/almacenes', { 'x-forwarded-proto': 'https' });
    expect(answer.status).toBe(401);
    expectApiHeaders(answer.headers);
    expect(answer.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('/docs keeps Swagger UI working with its own policy', async () => {
    const page = await ctx.api.anonymous.get('/docs/static/index.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
