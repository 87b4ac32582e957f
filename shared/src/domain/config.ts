/**
 * Runtime configuration read from `/config.json` by the shell and by every standalone area,
 * so a remote or the API can move without rebuilding anything (ARCHITECTURE.md, contract 2).
 *
 * Checked by hand rather than with zod: the shell reads it before it can show anything, and zod
 * (even `zod/mini`, whose core the domain's other schemas share in the same build: 15.6 KB gzip
 * measured) would be the largest library on a page that has no form. The shape is ours and small.
 */
export type RuntimeConfig = {
  apiUrl: string;
  printAgentUrl: string;
  /** Where the shell lives: standalone areas link back to it (e.g. for sign-in). */
  shellUrl?: string;
  /** Module Federation container name → URL of its `mf-manifest.json`. */
  remotes: Record<string, string>;
  /**
   * Areas beyond the suite's four, mounted by the shell at their basePath without rebuilding it
   * (docs/arquitectura.md): remote name (a key of `remotes`) → its route.
   */
  areas: Record<string, ConfiguredArea>;
  contacto: { telefono: string; email: string; whatsapp: string };
};

/** An area declared in config.json: the shell mounts its `./spa` at basePath and everything below. */
export type ConfiguredArea = {
  basePath: string;
  /** Completes «No se pudo cargar {label}». */
  label: string;
  /** The document title on its pages. */
  title: string;
  /** Only for a signed-in user (sign-in first, as /nueva-factura and /admin). */
  requireLogin: boolean;
};

/** Where the shell (and each standalone area) reads its runtime configuration: beside its index.html. */
export const CONFIG_URL = '/config.json';

/**
 * localStorage key of the session token (spec 01 §3: "a token is stored locally after login"):
 * the session's store keeps it there, and the shell's entry reads it to ask for the user early.
 */
export const TOKEN_STORAGE_KEY = 'token';

/**
 * A plain global where the page's first script (the shell's early-requests, inline in its HTML)
 * leaves the GETs it started before any other script had arrived (a list of `PrefetchedRequest`):
 * /config.json, the area's manifest, the signed-in user. Whoever asks for the same URL first takes
 * it, once: the shell's entry, Module Federation's runtime, the API client (api/prefetched.ts).
 */
export const PREFETCHED_GLOBAL = '__facturadorPrefetched';
/** `authorization`: the header the GET was sent with ('' for none). */
export type PrefetchedRequest = { url: string; authorization: string; response: Promise<Response> };

const prefetchedRequests = (): PrefetchedRequest[] => {
  const store = globalThis as Record<string, unknown>;
  store[PREFETCHED_GLOBAL] ??= [];
  return store[PREFETCHED_GLOBAL] as PrefetchedRequest[];
};

/**
 * The attribute of the shell's inline first script that lists, as a JSON array, the files its entry's
 * async boundary needs (written by the build: federation/first-view-preload.ts).
 */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

/** How a file is preloaded, by its extension; null for neither script nor stylesheet. */
export function preloadAs(file: string): 'script' | 'style' | null {
  return file.endsWith('.js') ? 'script' : file.endsWith('.css') ? 'style' : null;
}

/** Starts a GET of `url` and leaves its answer for whoever asks for that URL first (takePrefetched). */
export function prefetch(url: string, init: { authorization?: string; cache?: RequestCache } = {}): Promise<Response> {
  const authorization = init.authorization ?? '';
  const response = fetch(url, {
    ...(init.cache && { cache: init.cache }),
    ...(authorization && { headers: { Authorization: authorization } }),
  });
  // Whoever takes it handles a failure (usually by asking again); unhandled, it would only be noise.
  response.catch(() => undefined);
  prefetchedRequests().push({ url, authorization, response });
  return response;
}

/** The GET of `url` started early, taken once; undefined when none was. */
export function takePrefetched(url: string): PrefetchedRequest | undefined {
  const started = prefetchedRequests();
  const index = started.findIndex((request) => request.url === url);
  return index < 0 ? undefined : started.splice(index, 1)[0];
}

export const DEFAULT_PRINT_AGENT_URL = 'http://localhost:8000';
export const DEFAULT_CONTACTO: RuntimeConfig['contacto'] = {
  telefono: '+593 99 123 4567',
  email: 'ventas@facturador.ec',
  whatsapp: '593991234567',
};

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function invalid(field: string, what: string): never {
  throw new Error(`config.json: «${field}» ${what}`);
}

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

function url(value: unknown, field: string): string {
  if (!isUrl(value)) invalid(field, 'debe ser una URL');
  return value;
}

function text(value: unknown, field: string): string {
  if (typeof value !== 'string') invalid(field, 'debe ser un texto');
  return value;
}

function configuredArea(value: unknown, name: string, remotes: Json): ConfiguredArea {
  const field = `areas.${name}`;
  if (!isObject(value)) invalid(field, 'debe ser un objeto');
  if (!(name in remotes)) invalid(field, 'debe tener su manifiesto en «remotes»');
  const { basePath, label, title, requireLogin = false } = value;
  if (typeof basePath !== 'string' || !/^\/[^/]/.test(basePath))
    invalid(`${field}.basePath`, 'debe ser una ruta como /mi-area');
  if (typeof requireLogin !== 'boolean') invalid(`${field}.requireLogin`, 'debe ser true o false');
  return {
    basePath: basePath.replace(/\/+$/, ''),
    label: text(label, `${field}.label`),
    title: title === undefined ? text(label, `${field}.label`) : text(title, `${field}.title`),
    requireLogin,
  };
}

/** The config as the apps use it, defaults filled in; throws a Spanish message naming the bad field. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isObject(value)) return invalid('config.json', 'debe ser un objeto');
  const { apiUrl, printAgentUrl, shellUrl, remotes = {}, areas = {}, contacto } = value;
  if (!isObject(remotes)) invalid('remotes', 'debe ser un objeto');
  if (!isObject(areas)) invalid('areas', 'debe ser un objeto');
  if (contacto !== undefined && !isObject(contacto)) invalid('contacto', 'debe ser un objeto');
  return {
    apiUrl: url(apiUrl, 'apiUrl'),
    printAgentUrl: printAgentUrl === undefined ? DEFAULT_PRINT_AGENT_URL : url(printAgentUrl, 'printAgentUrl'),
    ...(shellUrl === undefined ? {} : { shellUrl: url(shellUrl, 'shellUrl') }),
    remotes: Object.fromEntries(Object.entries(remotes).map(([name, entry]) => [name, url(entry, `remotes.${name}`)])),
    areas: Object.fromEntries(Object.entries(areas).map(([name, area]) => [name, configuredArea(area, name, remotes)])),
    contacto: contacto
      ? {
          telefono: text(contacto.telefono, 'contacto.telefono'),
          email: text(contacto.email, 'contacto.email'),
          whatsapp: text(contacto.whatsapp, 'contacto.whatsapp'),
        }
      : DEFAULT_CONTACTO,
  };
}
