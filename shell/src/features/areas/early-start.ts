/**
 * Runs in the shell's entry, before its async boundary (index.ts): what the first page needs starts
 * while React and the other shared libraries still download, instead of after them (issue 20):
 * /config.json, the page's area (its remote entry and first chunks) and, on a signed-in page,
 * GET /api/user, which the API client takes when the area asks for the user (api/prefetched.ts).
 *
 * Nothing here may import a shared module (React, the session, the API client…): Module Federation
 * hands those out only after the boundary. A signed-in page's API client is asked of the runtime
 * (`loadShare`) instead: its download starts now, from the shell's own copy (the one every page
 * runs), rather than once the area's remote entry has arrived and asks for it. `@facturador/shared/domain/config` is bundled, not
 * shared, for this. The bootstrap validates the config again from the very same answer.
 */
import {
  PREFETCHED_GLOBAL,
  type PrefetchedRequest,
  parseRuntimeConfig,
  type RuntimeConfig,
  TOKEN_STORAGE_KEY,
} from '@facturador/shared/domain/config';
import { AREAS, areaForPath } from '@facturador/shared/federation/apps';
import { loadRemote, loadShare, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export const CONFIG_URL = '/config.json';

/** The areas whose pages are for a signed-in user: each starts by reading the user (GET /api/user). */
const SIGNED_IN_AREAS: ReadonlySet<string> = new Set([AREAS.invoicing.name, AREAS.admin.name]);

let configResponse: Promise<Response> | null = null;
let registered = false;

/** The remotes' entries, once: from here as soon as /config.json answers, or from the bootstrap. */
export function registerAreas(remotes: Record<string, string>): void {
  if (registered) return;
  registered = true;
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/** GET /api/user with the stored token, left for the API client (see PREFETCHED_GLOBAL). */
function prefetchUser(config: RuntimeConfig): void {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (!token) return;
  const url = `${config.apiUrl.replace(/\/+$/, '')}/api/user`;
  const authorization = `Bearer ${token}`;
  const response = fetch(url, { headers: { Authorization: authorization } });
  response.catch(() => undefined);
  const store = globalThis as Record<string, unknown>;
  const started = (store[PREFETCHED_GLOBAL] as PrefetchedRequest[] | undefined) ?? [];
  started.push({ url, authorization, response });
  store[PREFETCHED_GLOBAL] = started;
}

function startArea(config: RuntimeConfig, pathname: string): void {
  const area = areaForPath(pathname);
  if (!area || !(area.name in config.remotes)) return;
  registerAreas(config.remotes);
  if (SIGNED_IN_AREAS.has(area.name)) prefetchUser(config);
  void preloadRemote([{ nameOrAlias: area.name, exposes: ['./spa'], resourceCategory: 'sync', share: false }]);
  loadRemote(`${area.name}/spa`).catch(() => undefined);
}

/**
 * Starts /config.json and, when it answers, the current page's area. Failures are left to the
 * bootstrap, which reads the same answer and reports them.
 */
export function startFirstPage(pathname: string): void {
  const area = areaForPath(pathname);
  if (area && SIGNED_IN_AREAS.has(area.name)) loadShare('@facturador/shared/api').catch(() => undefined);
  const started = fetch(CONFIG_URL, { cache: 'no-store' });
  configResponse = started;
  started
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body) => {
      if (body !== null) startArea(parseRuntimeConfig(body), pathname);
    })
    .catch(() => undefined);
}

/** The /config.json answer the entry started (taken once), for the bootstrap to read and validate. */
export function takeConfigResponse(): Promise<Response> | undefined {
  const response = configResponse ?? undefined;
  configResponse = null;
  return response;
}
