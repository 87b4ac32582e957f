/**
 * Runs in the shell's entry, before its async boundary (index.ts): what the first page needs starts
 * while React and the other shared libraries still download, instead of after them. On the slow
 * phone of issue 20 that moved /config.json and the area's scripts forward by about a second.
 *
 * Nothing here may import a shared module (React, the session, `@facturador/shared/config`…):
 * Module Federation hands those out only after the boundary. The bootstrap validates the config
 * (loadRuntimeConfig) from the very answer started here.
 */
import { areaForPath } from '@facturador/shared/federation/apps';
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export const CONFIG_URL = '/config.json';

let configResponse: Promise<Response> | null = null;
let registered = false;

/** The remotes' entries, once: from here as soon as /config.json answers, or from the bootstrap. */
export function registerAreas(remotes: Record<string, string>): void {
  if (registered) return;
  registered = true;
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

function remotesOf(body: unknown): Record<string, string> | null {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') return null;
  const entries = Object.entries(remotes);
  return entries.every(([, entry]) => typeof entry === 'string') ? Object.fromEntries(entries) : null;
}

/**
 * Starts /config.json and, when it answers, the download of the current page's area: its remote
 * entry and the first chunks of `./spa` (link preload from its manifest). Failures are left to the
 * bootstrap, which reads the same answer and reports them.
 */
export function startFirstPage(pathname: string): void {
  const started = fetch(CONFIG_URL, { cache: 'no-store' });
  configResponse = started;
  const area = areaForPath(pathname);
  started
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body) => {
      const remotes = remotesOf(body);
      if (!remotes || !area || !(area.name in remotes)) return;
      registerAreas(remotes);
      void preloadRemote([{ nameOrAlias: area.name, exposes: ['./spa'], resourceCategory: 'sync', share: false }]);
      return loadRemote(`${area.name}/spa`);
    })
    .catch(() => undefined);
}

/** The /config.json answer the entry started (taken once), for the bootstrap to read and validate. */
export function takeConfigResponse(): Promise<Response> | undefined {
  const response = configResponse ?? undefined;
  configResponse = null;
  return response;
}
