import { describe, expect, it } from 'vitest';
import { useTestApi } from '../helpers/api';

/**
 * Every operation of the OpenAPI document (/docs/json), with hostile values in each path parameter,
 * query parameter and top-level body field, signed in and not: no answer ≥ 500, every 4xx in Spanish
 * `{error: {message}}`. Deterministic and bounded (each operation × each value × 2 callers).
 */
const ctx = useTestApi();

// Raw JSON texts: some are not expressible with JSON.stringify (lone surrogates, 1e309 = Infinity).
const HOSTILE_JSON = [
  '"a\\u0000b"',
  '"\\ud800x"',
  '"\\udc00"',
  `"${'x'.repeat(200_000)}"`,
  `${'['.repeat(500)}${']'.repeat(500)}`,
  '1e309',
  '-1e309',
  '1e-7',
  '"NaN"',
  '"Infinity"',
  '"0000-01-01"',
  '"9999-99-99"',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  'null',
  '-1',
  '99999999999999999999999',
];
// The same values as query or path text.
const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '%ED%A0%80',
  'x'.repeat(5_000),
  'NaN',
  'Infinity',
  '1e309',
  '-1',
  '0000-01-01',
  '9999-99-99',
  '__proto__',
  'constructor',
];

// Fastify's and ajv's English defaults must never reach a client.
const ENGLISH =
  /^(Bad Request|Not Found|Unauthorized|Forbidden|Unsupported Media Type|Client Error)$|must |is not a valid|Body cannot|Request body|exceeding|Exceeded|querystring\/|body\//;

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[] | null;
}

function operations(document: {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>>;
}): Operation[] {
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (path.startsWith('/docs')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const body = operation.requestBody as
        | { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
        | undefined;
      const schema = body?.content ? Object.values(body.content)[0]?.schema : undefined;
      found.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: body ? Object.keys(schema?.properties ?? {}) : null,
      });
    }
  }
  return found;
}

/** The requests for one operation: [path, body?] pairs. */
function requestsFor(operation: Operation): { url: string; body?: string }[] {
  const withParams = (value: string) =>
    operation.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(value).replace(/%25ED%25A0%2580/g, '%ED%A0%80'));
  const validPath = withParams('00000000-0000-4000-8000-000000000000');
  const requests: { url: string; body?: string }[] = [];
  if (operation.pathParams.length) {
    for (const text of HOSTILE_TEXT) requests.push({ url: withParams(text) });
  }
  for (const name of operation.queryParams) {
    for (const text of HOSTILE_TEXT) {
      const value = text === '%ED%A0%80' ? text : encodeURIComponent(text);
      requests.push({ url: `${validPath}?${name}=${value}` });
    }
  }
  if (operation.bodyFields) {
    for (const json of HOSTILE_JSON) {
      requests.push({ url: validPath, body: json });
      for (const field of operation.bodyFields) requests.push({ url: validPath, body: `{"${field}":${json}}` });
    }
  }
  if (!requests.length) requests.push({ url: validPath });
  return requests;
}

describe('fuzzing every documented operation', () => {
  it('never answers ≥ 500, and every 4xx is Spanish {error: {message}}', async () => {
    const document = (await ctx.api.anonymous.get('/docs/json')).body;
    const ops = operations(document);
    expect(ops.length).toBeGreaterThan(15);
    const demo = await ctx.api.anonymous.login('demo');
    const failures: string[] = [];
    let sent = 0;
    for (const operation of ops) {
      for (const request of requestsFor(operation)) {
        for (const client of [ctx.api.anonymous, demo]) {
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (client.token) headers.authorization = `Bearer ${client.token}`;
          const response = await fetch(`${ctx.api.url}${request.url}`, {
            method: operation.method,
            headers: request.body === undefined ? { authorization: headers.authorization ?? '' } : headers,
            body: request.body,
          });
          sent++;
          const text = await response.text();
          const where = `${operation.method} ${request.url.slice(0, 80)} ${request.body?.slice(0, 60) ?? ''} → ${response.status}`;
          if (response.status >= 500) {
            failures.push(`${where} ${text.slice(0, 200)}`);
            continue;
          }
          if (response.status < 400) continue;
          let message: unknown;
          try {
            message = JSON.parse(text).error?.message;
          } catch {
            message = undefined;
          }
          if (typeof message !== 'string' || !message.trim() || ENGLISH.test(message)) {
            failures.push(`${where} ${text.slice(0, 200)}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 300_000);
});
