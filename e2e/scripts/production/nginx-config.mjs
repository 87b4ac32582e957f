// The reverse proxy of the production deployment: one nginx (Debian's) on one port in front of the
// static builds and the API instances. The site is deploy/nginx/facturador.conf, completed here from the
// app registry (a new area gets its location) and the built pages (the CSP's script hashes).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICIO_NO_DISPONIBLE_MESSAGE } from '@facturador/shared/domain/service-unavailable';
import { APPS, AREAS, HASHED_ASSET_PATH, IMMUTABLE_CACHE_CONTROL, SHELL_APP } from '@facturador/shared/federation/apps';
import {
  API_SECURITY_HEADERS,
  inlineScriptHashes,
  STRICT_TRANSPORT_SECURITY,
  securityHeaders,
} from '@facturador/shared/federation/security-headers';

/** Where the shell finds each area's manifest behind the proxy: `/mf/<dir>/mf-manifest.json`. */
export const areaPath = (area) => `/mf/${area.dir}/`;

/** The `/config.json` the shell reads, every URL on the proxy's own origin (ARCHITECTURE.md, contract 2). */
export function proxyRuntimeConfig(baseConfig, publicUrl) {
  const origin = publicUrl.replace(/\/+$/, '');
  return {
    ...baseConfig,
    apiUrl: origin,
    shellUrl: origin,
    remotes: Object.fromEntries(
      Object.values(AREAS).map((area) => [area.name, `${origin}${areaPath(area)}mf-manifest.json`]),
    ),
  };
}

/** The hashes of the inline scripts of every app's built index.html (all served from this one origin). */
export function builtScriptHashes(root) {
  return APPS.flatMap((app) => inlineScriptHashes(readFileSync(`${root}/${app.dir}/dist/index.html`, 'utf8')));
}

/** What nginx answers itself for /api/ when no instance does (connection refused, timeout): the API's 503. */
export const API_UNAVAILABLE_BODY = JSON.stringify({ error: { message: SERVICIO_NO_DISPONIBLE_MESSAGE } });

/** The site template that ships (deploy/nginx/facturador.conf), relative to the repository. */
export const SITE_TEMPLATE = 'deploy/nginx/facturador.conf';

/** A value as an nginx quoted string: in the quotes it does not hold; never a backslash or a variable. */
function nginxString(value) {
  const quote = value.includes('"') ? "'" : '"';
  if (/[\\$]/.test(value) || value.includes(quote)) throw new Error(`no se puede escribir en nginx.conf: ${value}`);
  return `${quote}${value}${quote}`;
}

/** `add_header` lines (always: errors too) for the given headers. */
const addHeaders = (headers) =>
  Object.entries(headers)
    .map(([name, value]) => `add_header ${name} ${nginxString(value)} always;`)
    .join('\n');

/** The name an instance answers under in X-Instance: `api-1` for the first port, and so on. */
export const instanceName = (index) => `api-${index + 1}`;

/**
 * The template with each `{{NAME}}` replaced by `values.NAME`; a value of several lines takes the
 * indentation of its placeholder. A placeholder without a value is an error, never left in the file.
 */
export function fillTemplate(template, values, file = SITE_TEMPLATE) {
  return template.replace(/([ \t]*)\{\{([A-Z_]+)\}\}/g, (_, indent, name) => {
    if (!(name in values)) throw new Error(`${file}: falta el valor de {{${name}}}`);
    return String(values[name])
      .split('\n')
      .map((line) => `${indent}${line}`)
      .join('\n');
  });
}

/**
 * The site (deploy/nginx/facturador.conf completed). `listen` is the port or address:port; `apiPorts`
 * the instances; `config` the `/config.json` it serves (at `configFile`): its origins make the pages'
 * Content-Security-Policy, with `scriptHashes` (builtScriptHashes) for the pre-render's inline script.
 */
export function siteConfig({ root, listen, apiPorts, config, configFile, accessLog, scriptHashes, apiReadTimeout }) {
  const dist = (dir) => `${root}/${dir}/dist`;
  const areaLocations = Object.values(AREAS).map(
    (area) => `# ${area.label}\nlocation ^~ ${areaPath(area)} {\n  alias ${dist(area.dir)}/;\n}`,
  );
  return fillTemplate(readFileSync(join(root, SITE_TEMPLATE), 'utf8'), {
    API_SERVERS: apiPorts.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n'),
    INSTANCE_MAP: apiPorts.map((port, index) => `~:${port}$ ${instanceName(index)};`).join('\n'),
    HSTS: STRICT_TRANSPORT_SECURITY,
    HASHED_ASSET_PATH,
    IMMUTABLE_CACHE_CONTROL,
    LISTEN: listen,
    ACCESS_LOG: accessLog,
    PAGE_HEADERS: addHeaders(securityHeaders(config, { scriptHashes })),
    API_READ_TIMEOUT: apiReadTimeout,
    // nginx's own answer for /api/ is JSON like the API's, with the API's headers.
    API_ERROR_HEADERS: addHeaders({ ...API_SECURITY_HEADERS, 'Cache-Control': 'no-store' }),
    API_UNAVAILABLE_BODY: nginxString(API_UNAVAILABLE_BODY),
    CONFIG_JSON: configFile,
    AREA_LOCATIONS: areaLocations.join('\n'),
    SHELL_DIST: dist(SHELL_APP.dir),
  });
}

/** nginx.conf for `nginx -p <runtimeDir> -c <runtimeDir>/nginx.conf`: pid, logs and temporary bodies stay there. */
function mainConfig(runtimeDir, mimeTypes) {
  return `# Written by e2e/scripts/start-production.mjs for nginx in the foreground; the site is facturador.conf.
daemon off;
worker_processes auto;
pid ${runtimeDir}/nginx.pid;
error_log stderr warn;

events {
  worker_connections 1024;
}

http {
  include ${mimeTypes};
  default_type application/octet-stream;
  sendfile on;
  client_body_temp_path ${runtimeDir}/tmp/body;
  proxy_temp_path ${runtimeDir}/tmp/proxy;
  fastcgi_temp_path ${runtimeDir}/tmp/fastcgi;
  uwsgi_temp_path ${runtimeDir}/tmp/uwsgi;
  scgi_temp_path ${runtimeDir}/tmp/scgi;
  include ${runtimeDir}/facturador.conf;
}
`;
}

/**
 * Writes config.json, the site (facturador.conf) and nginx.conf into runtimeDir (never /etc) and
 * returns the path of nginx.conf. Options as siteConfig, with `runtimeDir`.
 */
export function writeNginxConfig({
  runtimeDir,
  config,
  apiReadTimeout = '120s',
  mimeTypes = '/etc/nginx/mime.types',
  ...site
}) {
  const configFile = join(runtimeDir, 'config.json');
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  const accessLog = join(runtimeDir, 'logs/access.log');
  const siteText = siteConfig({ ...site, config, configFile, accessLog, apiReadTimeout });
  writeFileSync(join(runtimeDir, 'facturador.conf'), siteText);
  const main = join(runtimeDir, 'nginx.conf');
  writeFileSync(main, mainConfig(runtimeDir, mimeTypes));
  return main;
}
