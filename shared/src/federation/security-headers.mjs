// The security headers of every page and file the suite's static servers send: `pnpm start`'s
// `rsbuild preview` (rsbuild-app.ts) and the production nginx (e2e/scripts/production/nginx-config.mjs);
// and those of the API (api/src/plugins/external/helmet.ts).
// Plain ESM with node:crypto only, so the Node launcher imports it without a TypeScript loader.
// Node-only: never imported by browser code.
import { createHash } from 'node:crypto';

/** `'sha256-…'` of each inline `<script>` (no `src`) of an HTML page: the pre-render's page picker. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (!match[1]) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

const originOf = (url) => new URL(url).origin;
const unique = (list) => [...new Set(list)];

/**
 * The Content-Security-Policy of the suite's pages, from the `/config.json` they read: scripts, styles,
 * fonts and images only from the shell's and the remotes' origins (plus the inline scripts whose hashes
 * are given); fetches also to the API and the print agent. The RIDE viewer shows its PDF in an iframe of
 * a `blob:` URL it created; downloads are `blob:` links. Inline styles stay allowed: the pre-rendered HTML
 * carries `style` attributes and `<style>` elements. Pages are framed only by their own origin.
 */
export function contentSecurityPolicy(config, { scriptHashes = [] } = {}) {
  const apps = unique([config.shellUrl, ...Object.values(config.remotes ?? {})].map(originOf));
  const api = originOf(config.apiUrl);
  const printAgent = originOf(config.printAgentUrl);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...apps, ...unique(scriptHashes)],
    'style-src': ["'self'", ...apps, "'unsafe-inline'"],
    'img-src': ["'self'", ...apps, api, 'data:', 'blob:'],
    'font-src': ["'self'", ...apps, 'data:'],
    'connect-src': ["'self'", ...apps, api, printAgent],
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
}

/**
 * The API's headers (and nginx's own answer for /api/ when no instance answers): it answers JSON and
 * files to download, so nothing in an answer may run, load anything or be framed.
 */
export const API_SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** HSTS for answers over TLS only (over plain HTTP browsers ignore it; it would only mislead). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Every header the static servers add to each answer (HTML, scripts, manifests, config.json). HSTS is
 * not among them: the server adds STRICT_TRANSPORT_SECURITY itself when it answers over TLS.
 */
export function securityHeaders(config, { scriptHashes = [] } = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, { scriptHashes }),
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    // The public RIDE's URL holds the access key: it never leaves in a Referer.
    'Referrer-Policy': 'no-referrer',
  };
}
