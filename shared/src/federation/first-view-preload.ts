/**
 * Every page of an app first downloads its entry (the Module Federation runtime), runs it, and only
 * then asks for what its async boundary imports: the bootstrap chunk and the shared libraries it
 * consumes (React, react-dom, the router…), each found only as the one before it runs. On a slow
 * phone that is a round trip plus the entry's run time before the largest files even start
 * (issue 20). This plugin writes a `<link rel="preload">` for each of those files into the app's
 * index.html (and hands the list to the shell's first script), so they download alongside the entry.
 *
 * The files come from the build's own chunk graph, never from a list kept by hand: the chunks the
 * entry module imports, and, for every shared module one of them consumes, the chunks of this app's
 * own copy (a `provide shared module`): the copy the page runs, since each app's build provides
 * every shared module and the first registered one serves (shared-deps.ts). Transitively: a shared
 * library's chunks consume others (react-dom/client → react-dom).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_VIEW_ATTRIBUTE, preloadAs } from '@facturador/shared/domain/config';
import type { RsbuildPlugin } from '@rsbuild/core';

type ChunkOrigin = { moduleName?: string };
type ChunkModule = { name?: string; identifier?: string };
export type StatsChunk = {
  files?: string[];
  size?: number;
  origins?: ChunkOrigin[];
  modules?: ChunkModule[];
};

const CONSUME = /^consume shared module \(([^)]+)\) (.+?)@/;
const provides = (scope: string, name: string) => `provide shared module (${scope}) ${name}@`;

/**
 * The files a page needs right after its entry has run: the chunks `entryModule` imports (its async
 * boundary) and those of every shared module they consume, from this build's provider. Largest
 * first: it has the longest way to go.
 */
export function firstViewFiles(chunks: StatsChunk[], entryModule: string): string[] {
  const taken = new Set<StatsChunk>();
  const queue: StatsChunk[] = [];
  const take = (matches: (origin: ChunkOrigin) => boolean) => {
    for (const chunk of chunks) {
      if (!taken.has(chunk) && chunk.origins?.some(matches)) {
        taken.add(chunk);
        queue.push(chunk);
      }
    }
  };
  take((origin) => origin.moduleName === entryModule);
  while (queue.length > 0) {
    for (const module of queue.shift()!.modules ?? []) {
      const consumed = CONSUME.exec(module.name ?? module.identifier ?? '');
      if (consumed) take((origin) => origin.moduleName?.startsWith(provides(consumed[1]!, consumed[2]!)) ?? false);
    }
  }
  const largestFirst = [...taken].sort((a, b) => (b.size ?? 0) - (a.size ?? 0));
  return [...new Set(largestFirst.flatMap((chunk) => chunk.files ?? []))];
}

/**
 * The entry comes first (high priority) and the preloads after it (low): nothing else can start
 * before the entry has run, and on a slow line files downloading together share it.
 */
const highPriorityEntry = (html: string) =>
  html.replaceAll('<script defer src=', '<script defer fetchpriority="high" src=');

/**
 * The preload links at the end of the page: a pre-rendered page (the landing, the sign-in form, the
 * RIDE) gets its HTML whole before they share the line (with them in the head its LCP on the slow
 * phone went from 692 to 824 ms, median of 7). A page with nothing pre-rendered starts them from the
 * first script instead, as the HTML begins (withFirstScript).
 */
export function withPreloads(html: string, files: string[]): string {
  const links = files
    .map((file) => {
      const as = preloadAs(file);
      return as ? `<link rel="preload" as="${as}" fetchpriority="low" href="${file}">` : '';
    })
    .join('');
  const bodyEnd = html.lastIndexOf('</body>');
  if (!links || bodyEnd < 0) return highPriorityEntry(html);
  return highPriorityEntry(`${html.slice(0, bodyEnd)}${links}${html.slice(bodyEnd)}`);
}

/**
 * The app's first script inline, before the entry's scripts: it runs as the HTML is read, with no
 * request of its own to wait for. `files` (withPreloads' list) rides on it, for a page with nothing
 * pre-rendered to preload at once. `</` could end the element early; escaped, the script is the same.
 */
export function withFirstScript(html: string, script: string, files: string[] = []): string {
  const at = html.indexOf('<script', html.indexOf('<head'));
  const list = JSON.stringify(files).replaceAll('&', '&amp;').replaceAll("'", '&#39;');
  const inline = `<script ${FIRST_VIEW_ATTRIBUTE}='${list}'>${script.trim().replaceAll('</', '<\\/')}</script>`;
  return at < 0 ? html : `${html.slice(0, at)}${inline}${html.slice(at)}`;
}

type StatsJson = { children?: Array<StatsJson & { name?: string }>; chunks?: StatsChunk[] };

/**
 * `entryModule`: the app's entry as the build names it, e.g. `./src/index.ts`. `firstScript`: the
 * built file (under dist) of the app's first script, inlined and then removed. Build only.
 */
export function pluginFirstViewPreload({
  entryModule,
  firstScript,
}: {
  entryModule: string;
  firstScript?: string;
}): RsbuildPlugin {
  return {
    name: 'facturador-first-view-preload',
    setup(api) {
      api.onAfterBuild(({ stats, environments }) => {
        const web = environments.web;
        if (!web || !stats) return;
        const json = stats.toJson({
          all: false,
          chunks: true,
          chunkModules: true,
          chunkOrigins: true,
          dependentModules: true,
        }) as StatsJson;
        const chunks = (json.children?.find((child) => child.name === 'web') ?? json).chunks ?? [];
        const indexFile = join(web.distPath, 'index.html');
        const files = firstViewFiles(chunks, entryModule);
        let html = withPreloads(readFileSync(indexFile, 'utf8'), files);
        const scriptFile = firstScript && join(web.distPath, firstScript);
        if (scriptFile && existsSync(scriptFile)) {
          html = withFirstScript(html, readFileSync(scriptFile, 'utf8'), files);
          rmSync(scriptFile);
        }
        writeFileSync(indexFile, html);
      });
    },
  };
}
