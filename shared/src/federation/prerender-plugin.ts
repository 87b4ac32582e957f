/**
 * Pre-rendering at build time (issue 14): the first view of the public pages is in the HTML the
 * server sends, so a slow phone paints it before any script has arrived; the apps then hydrate it.
 *
 * An app with a pre-render entry gets a second Rsbuild environment that builds it for Node
 * (`rsbuild build` only, never the dev server); after the build this plugin runs it and writes:
 * - an area: `dist/prerender.json` (its element's HTML, the CSS it needs, the route it is for) and
 *   its standalone `index.html` with the page inside;
 * - the shell: `index.html` with the shell's layout around each pre-rendered area's HTML (read from
 *   the area's own build, which `pnpm build` runs first: the shell lists them as dependencies).
 * Each page is a `<template>` with the pattern of its route, and a few lines of script put the one
 * of the current URL into `#root` before the first paint, with the route's parameters (the build
 * rendered them as placeholders into `data-route-param` elements). Every route keeps the one
 * `index.html` (any static server with a fallback to it still works); a page with no pre-render
 * starts from an empty `#root` as before.
 * Every stylesheet the pre-rendered HTML needs is inlined: no extra request (a full round trip on a
 * slow connection) before the first paint. In the shell, an area's stylesheet travels inside its
 * page's template, which the picking script moves into the head: a page the template is not for (a
 * signed-in area's, with nothing pre-rendered) never parses it nor matches its rules (72 KB of the
 * landing's and the RIDE's CSS, measured on the slow phone's HTML parse and style recalcs).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EnvironmentConfig, RsbuildPlugin } from '@rsbuild/core';
import { AREAS, type AreaKey } from './apps.mjs';

const ENVIRONMENT = 'prerender';
/** Outside dist: the Node bundle is a build tool, never deployed. */
const BUNDLE_DIR = 'node_modules/.cache/facturador-prerender';
const BUNDLE_FILE = 'prerender.mjs';
/** What an area's build leaves for the shell's, beside its index.html. */
export const PRERENDER_FILE = 'prerender.json';

/**
 * A pre-rendered first view: `html` as rendered at `url`; `pattern` (a RegExp source) matches the
 * paths it stands for, its named groups the route's parameters.
 */
export type PrerenderedPage = { url: string; pattern: string; html: string };
/** An area's pre-render entry: its element's HTML for its first view. */
export type AreaPrerenderModule = { render: () => PrerenderedPage };
/**
 * The shell's pre-render entry: the areas whose pages it pre-renders, and its layout around them;
 * and its own pages (`SHELL_PAGES`, e.g. the sign-in form), rendered whole by `renderPage` once
 * every lazy part of them has loaded.
 */
export type ShellPrerenderModule = {
  AREAS_PRERENDERED: AreaKey[];
  render: (url: string, areaHtml: string) => string;
  SHELL_PAGES?: string[];
  renderPage?: (url: string) => Promise<string>;
};
type AreaPrerender = PrerenderedPage & { css: string };

function prerenderEnvironment(entry: string): EnvironmentConfig {
  return {
    source: { entry: { prerender: entry } },
    output: {
      target: 'node',
      distPath: { root: BUNDLE_DIR },
      filename: { js: '[name].mjs' },
      filenameHash: false,
      cleanDistPath: true,
      minify: false,
      sourceMap: false,
    },
    performance: { chunkSplit: { strategy: 'all-in-one' } },
    tools: { htmlPlugin: false },
  };
}

const read = (file: string) => readFileSync(file, 'utf8');

function cssFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The stylesheets of an area's `./spa`, from its mf-manifest.json: what the shell would load with it. */
function exposedCss(distPath: string): string {
  const manifest = JSON.parse(read(join(distPath, 'mf-manifest.json'))) as {
    exposes: Array<{ assets: { css: { sync: string[]; async: string[] } } }>;
  };
  return manifest.exposes
    .flatMap((expose) => [...expose.assets.css.sync, ...expose.assets.css.async])
    .map((file) => read(join(distPath, file)))
    .join('\n');
}

const style = (css: string) => (css ? `<style>${css}</style>` : '');
/** A page's own stylesheet inside its template: the picking script moves it into the head. */
const templateStyle = (css: string) => (css ? `<style data-page-css>${safeInline(css)}</style>` : '');
/** `</` would end the inline element early; CSS never needs it, HTML attributes may hold it escaped already. */
const safeInline = (text: string) => text.replaceAll('</', '<\\/');

function withHead(html: string, extra: string): string {
  return html.replace('</head>', `${extra}</head>`);
}

function template(page: { pattern: string }, html: string): string {
  return `<template data-prerendered="${page.pattern.replaceAll('"', '&quot;')}">${html}</template>`;
}

/** `index.html` with the pages' templates and the script that picks one, and the CSS they need inline. */
function writeIndex(distPath: string, css: string, templates: string[]): void {
  const indexFile = join(distPath, 'index.html');
  const page = withHead(read(indexFile), style(safeInline(css))).replace(
    '<div id="root"></div>',
    `<div id="root"></div>${templates.join('')}<script>${PICK_PAGE}</script>`,
  );
  writeFileSync(indexFile, page);
}

function writeArea(distPath: string, module: AreaPrerenderModule): void {
  const prerender: AreaPrerender = { ...module.render(), css: exposedCss(distPath) };
  writeFileSync(join(distPath, PRERENDER_FILE), JSON.stringify(prerender));
  writeIndex(distPath, prerender.css, [template(prerender, prerender.html)]);
}

/**
 * Runs before the first paint: the template of the current URL's page fills #root (or none does),
 * its own stylesheet goes to the head, and each `data-route-param` element gets its parameter,
 * decoded as the router decodes it. A parameter that cannot be decoded stays a placeholder: React
 * then renders that area anew.
 * A pre-rendered form marked `data-submit-after-hydration` (the sign-in form) never submits by
 * itself before React has taken it over: the browser would send what is typed, a password too, in
 * the URL. The submit is kept as `data-submit-pending` and the form sends it once it has hydrated
 * (useTypedBeforeHydration); from then on React handles it as always.
 */
const PICK_PAGE = `(function(){var p=location.pathname,r=document.getElementById('root');for(var t of document.querySelectorAll('template[data-prerendered]')){var m=new RegExp(t.dataset.prerendered).exec(p);if(!m)continue;var c=t.content.cloneNode(true);for(var s of c.querySelectorAll('style[data-page-css]'))document.head.append(s);for(var e of c.querySelectorAll('[data-route-param]'))try{e.textContent=decodeURIComponent(m.groups[e.dataset.routeParam])}catch(x){}r.append(c);break}document.addEventListener('submit',function(v){var f=v.target;if(!f.matches('form[data-submit-after-hydration]:not([data-hydrated])'))return;v.preventDefault();v.stopImmediatePropagation();f.dataset.submitPending=''},true)})()`;

/** The pattern of one fixed path (no parameters), with or without a trailing slash. */
const exactPath = (url: string) => `^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`;

async function writeShell(
  distPath: string,
  module: ShellPrerenderModule,
  logger: { warn: (text: string) => void },
): Promise<void> {
  const require = createRequire(join(process.cwd(), 'package.json'));
  const templates: string[] = [];
  for (const key of module.AREAS_PRERENDERED) {
    const area = AREAS[key];
    let file = '';
    try {
      file = join(require.resolve(`@facturador/${area.dir}/package.json`), '..', 'dist', PRERENDER_FILE);
    } catch {}
    if (!file || !existsSync(file)) {
      logger.warn(`Sin pre-render de ${area.dir} (compílelo antes que el shell): su página arranca vacía`);
      continue;
    }
    const prerender = JSON.parse(read(file)) as AreaPrerender;
    templates.push(template(prerender, templateStyle(prerender.css) + module.render(prerender.url, prerender.html)));
  }
  for (const url of module.SHELL_PAGES ?? []) {
    if (module.renderPage) templates.push(template({ pattern: exactPath(url) }, await module.renderPage(url)));
  }
  if (templates.length === 0) return;
  writeIndex(distPath, cssFiles(join(distPath, 'static/css')).map(read).join('\n'), templates);
}

/** `entry`: the app's pre-render module (an area's `AreaPrerenderModule`, the shell's `ShellPrerenderModule`). */
export function pluginPrerender({ entry, area }: { entry: string; area: boolean }): RsbuildPlugin {
  return {
    name: 'facturador-prerender',
    setup(api) {
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) => {
        if (api.context.action !== 'build') return config;
        return mergeRsbuildConfig(config, { environments: { [ENVIRONMENT]: prerenderEnvironment(entry) } });
      });
      api.onAfterBuild(async ({ environments }) => {
        const web = environments.web;
        const bundle = environments[ENVIRONMENT];
        if (!web || !bundle) return;
        const module = await import(pathToFileURL(join(bundle.distPath, BUNDLE_FILE)).href);
        if (area) writeArea(web.distPath, module as AreaPrerenderModule);
        else await writeShell(web.distPath, module as ShellPrerenderModule, api.logger);
      });
    },
  };
}
