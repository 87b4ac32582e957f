/**
 * Runs in the shell's entry, before its async boundary (index.ts): the page's area (its remote
 * entry and first chunks) starts while React and the other shared libraries still download (issue 20).
 * The page's first script (early/early-requests.ts, inline in index.html) has usually asked for
 * /config.json and the area's manifest already: they are taken from it rather than asked again.
 *
 * Nothing here may import a shared module (React, the session, the API client…): Module Federation
 * hands those out only after the boundary. A signed-in page's API client and UI are asked of the
 * runtime (`loadShare`) instead: their download starts now, from the shell's own copy (the one every
 * page runs), rather than once the area's remote entry has arrived and asks for them.
 * `@facturador/shared/domain/config` is bundled, not shared, for this. The bootstrap validates the
 * config again from the very same answer.
 */
import { CONFIG_URL, parseRuntimeConfig, type RuntimeConfig, takePrefetched } from '@facturador/shared/domain/config';
import { areaForPath } from '@facturador/shared/federation/apps';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  loadRemote,
  loadShare,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';

let configResponse: Promise<Response> | null = null;
let registered = false;

/** Module Federation's runtime takes an area's manifest the page's first script already asked for. */
const earlyManifests: ModuleFederationRuntimePlugin = {
  name: 'facturador-early-manifests',
  fetch(url) {
    const early = takePrefetched(url);
    return early ? early.response.catch(() => fetch(url)) : undefined;
  },
};

/** The remotes' entries, once: from here as soon as /config.json answers, or from the bootstrap. */
export function registerAreas(remotes: Record<string, string>): void {
  if (registered) return;
  registered = true;
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/** The signed-in pages' API client and UI, from the shell's own copy (see above). */
function startSignedInShares(): void {
  for (const subpath of ['@facturador/shared/api', '@facturador/shared/ui']) loadShare(subpath).catch(() => undefined);
}

function startArea(config: RuntimeConfig, pathname: string): void {
  const area = areaForPath(pathname, config.areas);
  if (!area || !(area.name in config.remotes)) return;
  registerAreas(config.remotes);
  // An area /config.json adds is known only now; the shell loads its user with the API client.
  if (area.requireLogin && !areaForPath(pathname)) loadShare('@facturador/shared/api').catch(() => undefined);
  void preloadRemote([{ nameOrAlias: area.name, exposes: ['./spa'], resourceCategory: 'sync', share: false }]);
  loadRemote(`${area.name}/spa`).catch(() => undefined);
}

/**
 * Starts (or takes) /config.json and, when it answers, the current page's area. Failures are left to
 * the bootstrap, which reads the same answer and reports them.
 */
export function startFirstPage(pathname: string): void {
  registerPlugins([earlyManifests]);
  if (areaForPath(pathname)?.requireLogin) startSignedInShares();
  const started = takePrefetched(CONFIG_URL)?.response ?? fetch(CONFIG_URL, { cache: 'no-store' });
  configResponse = started;
  started
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body) => {
      if (body !== null) startArea(parseRuntimeConfig(body), pathname);
    })
    .catch(() => undefined);
}

/** The /config.json answer the entry started or took (taken once), for the bootstrap to read and validate. */
export function takeConfigResponse(): Promise<Response> | undefined {
  const response = configResponse ?? undefined;
  configResponse = null;
  return response;
}
