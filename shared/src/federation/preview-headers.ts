import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { ServerConfig } from '@rsbuild/core';
import { HASHED_ASSET_PATH, IMMUTABLE_CACHE_CONTROL, runtimeConfig } from './apps.mjs';
import { inlineScriptHashes, securityHeaders } from './security-headers.mjs';

/**
 * The security headers `rsbuild preview` (`pnpm start`) sends with a built dist: the CSP allows the
 * origins of the `/config.json` the dist ships (rewritten by `pnpm start`) and the hashes of its
 * index.html's inline scripts. Read again whenever either file changes: a rebuild under a running
 * preview changes the inline scripts, and stale hashes would block them without a word.
 */
export function distSecurityHeaders(dist: string, env: NodeJS.ProcessEnv = process.env): () => Record<string, string> {
  const configFile = join(dist, 'config.json');
  const indexFile = join(dist, 'index.html');
  const stampOf = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);
  let stamp = '';
  let headers: Record<string, string> = {};
  return () => {
    const now = `${stampOf(configFile)} ${stampOf(indexFile)}`;
    if (now === stamp) return headers;
    stamp = now;
    const config = existsSync(configFile) ? JSON.parse(readFileSync(configFile, 'utf8')) : runtimeConfig(env);
    const scriptHashes = existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
    headers = securityHeaders(config, { scriptHashes });
    return headers;
  };
}

/**
 * What the shell loads from a remote's origin and needs CORS for: the manifest it fetches, the
 * scripts and styles the federation runtime loads, the fonts their CSS asks for. An HTML page is
 * never read across origins: it gets no `Access-Control-Allow-Origin`, so no other site may read it.
 */
const CROSS_ORIGIN_TYPE =
  /^(?:(?:text|application)\/(?:javascript|css|json|manifest\+json)|font\/|application\/(?:font-|wasm))/i;
/** An answer without a type (a 304) keeps CORS when its path is one of those files. */
const CROSS_ORIGIN_PATH = /\.(?:m?js|css|json|woff2?|ttf|otf|wasm|map)$/i;

function typeIn(headers: unknown): string | undefined {
  if (!headers || typeof headers !== 'object' || Array.isArray(headers)) return undefined;
  const entry = Object.entries(headers as OutgoingHttpHeaders).find(([name]) => name.toLowerCase() === 'content-type');
  return entry ? String(entry[1]) : undefined;
}

/**
 * Drops the CORS header (set for every answer by rsbuild's `server.cors`) from the answers that are
 * not cross-origin assets, as their headers are written: the type is known only then.
 */
export function corsForAssetsOnly(request: IncomingMessage, response: ServerResponse): void {
  if (request.method === 'OPTIONS') return;
  const pathname = (request.url ?? '').split('?')[0] ?? '';
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    const type = typeIn(args.at(-1)) ?? response.getHeader('content-type');
    const asset = type ? CROSS_ORIGIN_TYPE.test(String(type)) : CROSS_ORIGIN_PATH.test(pathname);
    if (!asset) response.removeHeader('Access-Control-Allow-Origin');
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

type ServerSetupFn = Extract<NonNullable<ServerConfig['setup']>, (...args: never[]) => unknown>;
const HASHED_ASSET = new RegExp(HASHED_ASSET_PATH);

/**
 * `rsbuild preview` (`pnpm start`): the security headers of the dist as it is now, CORS on the
 * remotes' assets only, and hashed files cached for a year, as the production nginx does.
 */
export function previewServerSetup(dist: string): ServerSetupFn {
  return (context) => {
    if (context.action !== 'preview') return;
    const headers = distSecurityHeaders(dist);
    context.server.middlewares.use((request, response, next) => {
      for (const [name, value] of Object.entries(headers())) response.setHeader(name, value);
      corsForAssetsOnly(request, response);
      if (HASHED_ASSET.test((request.url ?? '').split('?')[0] ?? '')) {
        response.setHeader('Cache-Control', IMMUTABLE_CACHE_CONTROL);
      }
      next();
    });
  };
}
