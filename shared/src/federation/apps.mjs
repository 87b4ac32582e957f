// The one registry of the suite's front-end apps: the shell and the four areas. Plain data with no
// React or TypeScript, so the shell's router, each app's Rsbuild config, the suite launcher
// (e2e/scripts/suite.mjs, plain Node) and the API's default CORS list all read the same entries.

export const SHELL_APP = {
  name: 'shell',
  dir: 'shell',
  port: 3000,
  portEnv: 'SHELL_PORT',
  title: 'Facturador · Facturación electrónica para Ecuador',
};

/**
 * The areas, in start order. `label` completes the shell's "No se pudo cargar {label}". `requireLogin`:
 * its pages are for a signed-in user, and each starts by reading the user (GET /api/user).
 */
export const AREAS = {
  landing: {
    name: 'mf_landing',
    dir: 'mf-landing',
    basePath: '/',
    port: 3001,
    portEnv: 'MF_LANDING_PORT',
    label: 'la página de inicio',
    title: 'Facturador · Facturación electrónica',
  },
  invoicing: {
    name: 'mf_invoicing',
    dir: 'mf-invoicing',
    basePath: '/nueva-factura',
    port: 3002,
    portEnv: 'MF_INVOICING_PORT',
    label: 'la facturación',
    requireLogin: true,
    title: 'Facturador · Nueva Factura',
  },
  admin: {
    name: 'mf_admin',
    dir: 'mf-admin',
    basePath: '/admin',
    port: 3003,
    portEnv: 'MF_ADMIN_PORT',
    label: 'la administración',
    requireLogin: true,
    title: 'Facturador · Administración',
  },
  publicRide: {
    name: 'mf_public_ride',
    dir: 'mf-public-ride',
    basePath: '/descargar-factura',
    port: 3004,
    portEnv: 'MF_PUBLIC_RIDE_PORT',
    label: 'la descarga de facturas',
    title: 'Facturador · Visualiza tu factura',
  },
};

/** The class an area's root element carries, inside the shell and standalone; its CSS is scoped under it. */
export function areaScopeClass(name) {
  return `fa-${name}`;
}

/**
 * The builds' hashed files (`static/js/index.7fb8103b0f.js`): their content never changes under their
 * name, so every server of the suite caches them for a year (`IMMUTABLE_CACHE_CONTROL`). Files under
 * static/ without a hash (an area's `federation-runtime.js`) are not. A regular expression source,
 * the same in JavaScript and in nginx, for a path that ends the URL.
 */
export const HASHED_ASSET_PATH = '/static/.+\\.[0-9a-f]{8,}\\.[a-z0-9]+$';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The shell and every area, shell first. */
export const APPS = [SHELL_APP, ...Object.values(AREAS)];

/** An app's port: its env variable when set, else its default. */
export function appPort(app, env = {}) {
  const value = env[app.portEnv];
  return value ? Number(value) : app.port;
}

/**
 * The area that owns a path (the landing owns only `/`), or null: one of the suite's, else one that
 * /config.json adds (`configured`: its `areas`, name → `{ basePath, requireLogin }`).
 */
export function areaForPath(pathname, configured = {}) {
  const owns = (basePath) =>
    basePath === '/' ? pathname === '/' : pathname === basePath || pathname.startsWith(`${basePath}/`);
  for (const area of Object.values(AREAS)) if (owns(area.basePath)) return area;
  for (const [name, area] of Object.entries(configured)) if (owns(area.basePath)) return { ...area, name };
  return null;
}

/** Origins of the apps on their default ports, for the API's local CORS allow-list. */
export function localAppOrigins() {
  return APPS.flatMap((app) => [`http://localhost:${app.port}`, `http://127.0.0.1:${app.port}`]);
}

/**
 * The `/config.json` every app reads at start (ARCHITECTURE.md, contract 2), from the environment:
 * API_URL, PRINT_AGENT_URL, SHELL_URL, each app's port variable, PORT and PRINT_AGENT_PORT, CONTACTO_*.
 */
export function runtimeConfig(env = {}, host = 'localhost') {
  const url = (port, path = '') => `http://${host}:${port}${path}`;
  return {
    apiUrl: env.API_URL ?? url(env.PORT ?? 4000),
    printAgentUrl: env.PRINT_AGENT_URL ?? url(env.PRINT_AGENT_PORT ?? 8000),
    shellUrl: env.SHELL_URL ?? url(appPort(SHELL_APP, env)),
    remotes: Object.fromEntries(
      Object.values(AREAS).map((area) => [area.name, url(appPort(area, env), '/mf-manifest.json')]),
    ),
    contacto: {
      telefono: env.CONTACTO_TELEFONO ?? '+593 99 123 4567',
      email: env.CONTACTO_EMAIL ?? 'ventas@facturador.ec',
      whatsapp: env.CONTACTO_WHATSAPP ?? '593991234567',
    },
  };
}
