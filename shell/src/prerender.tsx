/**
 * Build-time only (Node, see shared/src/federation/prerender-plugin.ts): the shell's layout around
 * an area's pre-rendered first view, for the pages customers open on their phones: the landing and
 * the public RIDE page. The browser hydrates it with the same App and routes (bootstrap.tsx).
 */
import type { ShellPrerenderModule } from '@facturador/shared/federation/rsbuild';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { App } from './app/App';
import { ShellRoutes } from './app/router';
import { PrerenderedAreaHtml } from './features/areas/prerendered-area';

export const AREAS_PRERENDERED: ShellPrerenderModule['AREAS_PRERENDERED'] = ['landing', 'publicRide'];

/** `url` is the path the area rendered its HTML at: the shell's routes put the area's slot there too. */
export function render(url: string, areaHtml: string): string {
  return renderToString(
    <PrerenderedAreaHtml value={areaHtml}>
      <App>
        <MemoryRouter initialEntries={[url]}>
          <ShellRoutes />
        </MemoryRouter>
      </App>
    </PrerenderedAreaHtml>,
  );
}
