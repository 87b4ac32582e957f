/**
 * The page's first script, inline in the shell's index.html (see first-view-preload.ts): it runs
 * while the HTML is still being read, before the Module Federation runtime (the shell's entry, ~36 KB
 * gzip) has arrived, and starts the requests the page's area will make, so that on a slow phone they
 * no longer wait one after another for the entry (issue 20):
 * - on a signed-in page, the shell's own first files (preloads the build lists on this script);
 * - /config.json, and from it the page's area: its manifest, and a preload of the files the
 *   manifest lists for the area's first view (its remote entry, its first chunks and CSS);
 * - on a signed-in page (a suite area's or one /config.json adds with `requireLogin`), GET /api/user
 *   with the stored token: the shell mounts the area once it has answered.
 * Each GET is left on a plain global (`prefetch`): the shell's entry, Module Federation's runtime and
 * the API client take them instead of asking again. Anything failing here is only a lost head start:
 * they ask as they always did.
 */
import {
  CONFIG_URL,
  FIRST_VIEW_ATTRIBUTE,
  parseRuntimeConfig,
  prefetch,
  preloadAs,
  type RuntimeConfig,
  TOKEN_STORAGE_KEY,
} from '@facturador/shared/domain/config';
import { areaForPath } from '@facturador/shared/federation/apps';

/** The part of an area's mf-manifest.json this script reads. */
type Manifest = {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
};

function preload(href: string, as: 'script' | 'style', priority?: 'low'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  if (priority) link.fetchPriority = priority;
  document.head.append(link);
}

/**
 * The shell's own first files (its bootstrap, React…), listed by the build on this script: on a page
 * with nothing pre-rendered (a signed-in area's) they start now, at low priority after the entry;
 * on a pre-rendered one the same links at the end of the HTML start them once its first view is in.
 */
function preloadShellFirstView(script: HTMLOrSVGScriptElement | null): void {
  const listed = script?.getAttribute(FIRST_VIEW_ATTRIBUTE);
  if (!listed) return;
  for (const file of JSON.parse(listed) as string[]) {
    const as = preloadAs(file);
    if (as) preload(file, as, 'low');
  }
}

/** The area's remote entry and the files of its `./spa` the runtime would load next, at the URLs it uses. */
function preloadArea(manifest: Manifest, manifestUrl: string): void {
  const publicPath = manifest.metaData?.publicPath;
  const base = !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl).href : publicPath;
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) preload(`${base}${entry.path ?? ''}${entry.name}`, 'script');
  const spa = manifest.exposes?.find((expose) => expose.path === './spa');
  for (const file of spa?.assets?.js?.sync ?? []) preload(`${base}${file}`, 'script');
  for (const file of spa?.assets?.css?.sync ?? []) preload(`${base}${file}`, 'style');
}

function startArea(config: RuntimeConfig, pathname: string): void {
  // An area /config.json adds counts too: the shell waits for its user before mounting it (AreaSlot).
  const area = areaForPath(pathname, config.areas);
  const manifestUrl = area ? config.remotes[area.name] : undefined;
  if (!area || !manifestUrl) return;
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (token && area.requireLogin) {
    prefetch(`${config.apiUrl.replace(/\/+$/, '')}/api/user`, { authorization: `Bearer ${token}` });
  }
  prefetch(manifestUrl)
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((manifest: Manifest | null) => manifest && preloadArea(manifest, manifestUrl))
    .catch(() => undefined);
}

if (areaForPath(window.location.pathname)?.requireLogin) preloadShellFirstView(document.currentScript);

prefetch(CONFIG_URL, { cache: 'no-store' })
  .then((response) => (response.ok ? response.clone().json() : null))
  .then((body) => body !== null && startArea(parseRuntimeConfig(body), window.location.pathname))
  .catch(() => undefined);
