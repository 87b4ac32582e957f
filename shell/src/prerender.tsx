/**
 * Build-time only (Node, see shared/src/federation/prerender-plugin.ts): the shell's layout around
 * an area's pre-rendered first view, for the pages customers open on their phones (the landing and
 * the public RIDE page), and the shell's own sign-in page, whose form is typeable before any script
 * has arrived (issue 20). The browser hydrates them with the same App and routes (bootstrap.tsx).
 */
import type { ShellPrerenderModule } from '@facturador/shared/federation/rsbuild';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { App } from './app/App';
import { ShellRoutes } from './app/router';
import { PrerenderedAreaHtml } from './features/areas/prerendered-area';

export const AREAS_PRERENDERED: ShellPrerenderModule['AREAS_PRERENDERED'] = ['landing', 'publicRide'];

/** The shell's own pages in the HTML: the sign-in form (its page is loaded on demand: see router.tsx). */
export const SHELL_PAGES: ShellPrerenderModule['SHELL_PAGES'] = ['/login'];

const shellAt = (url: string): ReactNode => (
  <App>
    <MemoryRouter initialEntries={[url]}>
      <ShellRoutes />
    </MemoryRouter>
  </App>
);

/** `url` is the path the area rendered its HTML at: the shell's routes put the area's slot there too. */
export function render(url: string, areaHtml: string): string {
  return renderToString(<PrerenderedAreaHtml value={areaHtml}>{shellAt(url)}</PrerenderedAreaHtml>);
}

/** A page of the shell, rendered once its lazy parts have loaded (not their spinner). */
export async function renderPage(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(shellAt(url));
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  return html;
}
