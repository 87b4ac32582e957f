/**
 * Build-time only (Node): an area's first view as HTML, from the very components and element the
 * browser renders (`AreaRoot` of `@facturador/shared/ui/runtime`), for the browser to hydrate.
 * What the build cannot know (the session, `/config.json`, URL parameters) the components render
 * only once hydrated (`useHydrated`), so this HTML is exactly their first render in the browser.
 */
import { AreaRoot, AreaRoutes, areaBasename } from '@facturador/shared/ui/runtime';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, type RouteObject } from 'react-router-dom';
import { type Area, areaScopeClass } from './apps.mjs';
import type { PrerenderedPage } from './prerender-plugin';

/**
 * The area's element (`<div class="fa-…">…</div>`) as rendered at `page.url`, a path under its
 * basePath; `page.pattern` matches the paths this HTML stands for (see prerender-plugin.ts).
 */
export function prerenderArea(area: Area, routes: RouteObject[], page: Omit<PrerenderedPage, 'html'>): PrerenderedPage {
  const html = renderToString(
    <AreaRoot scope={areaScopeClass(area.name)} basePath={area.basePath}>
      <MemoryRouter basename={areaBasename(area.basePath)} initialEntries={[page.url]}>
        <AreaRoutes routes={routes} />
      </MemoryRouter>
    </AreaRoot>,
  );
  return { ...page, html };
}
