/**
 * Whether the render under way is one of HTML made on the server (the build's pre-render) or of
 * its hydration in the browser: React then renders with `useSyncExternalStore`'s server snapshot,
 * preact/compat does not know the difference (see use-sync-external-store.ts). A global, not a
 * module variable: each app bundles its own copy of this module, and the shell hydrates its page
 * while an area's copy of the hook may be the one rendering.
 */
const SERVER_RENDER = Symbol.for('facturador.preact.server-render');

type WithFlag = { [SERVER_RENDER]?: number };

export function renderingServerHtml(): boolean {
  return ((globalThis as WithFlag)[SERVER_RENDER] ?? 0) > 0;
}

/** Runs a synchronous render (Preact's hydrate and renderToString are) as a server render. */
export function asServerRender<T>(render: () => T): T {
  const flag = globalThis as WithFlag;
  flag[SERVER_RENDER] = (flag[SERVER_RENDER] ?? 0) + 1;
  try {
    return render();
  } finally {
    flag[SERVER_RENDER] = (flag[SERVER_RENDER] ?? 1) - 1;
  }
}
