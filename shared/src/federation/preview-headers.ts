import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runtimeConfig } from './apps.mjs';
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
