/**
 * Build time: the names the browser code imports from each package or subpath (react-router-dom,
 * @facturador/shared/domain…), so that Module Federation's shared tree shaking builds a shared
 * module with only those (the domain's index is ~50 KB minified, and much of it serves the API
 * alone). Every app reads the same sources of the one repository, so every app's copy holds the same
 * names and whichever loads first serves all. Node only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { sourceFiles as allSourceFiles, BROWSER_SOURCES, ROOT } from './browser-sources';

const SHARED = join(ROOT, 'shared');

/** A module some file uses in a way no list of names can describe (a namespace, a dynamic import…). */
export const WHOLE = 'whole';

export type UsedExports = Map<string, string[] | typeof WHOLE>;

// A package's specifier: anything but a relative path.
const NAMED = /(?:^|[;\s])(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^.'][^']*)'/g;
const WHOLE_USES = [
  /import\s*\(\s*'([^.'][^']*)'\s*\)/g,
  /import\s+\*\s+as\s+\w+\s+from\s*'([^.'][^']*)'/g,
  /import\s+(?!type\s)[\w$]+\s*(?:,\s*\{[^}]*\}\s*)?from\s*'([^.'][^']*)'/g,
  /export\s+\*\s+(?:as\s+\w+\s+)?from\s*'([^.'][^']*)'/g,
];

/** Adds what one source file takes from each package or subpath to `used`. */
export function collectUsedExports(source: string, used: UsedExports): void {
  const add = (specifier: string, names: string[] | typeof WHOLE) => {
    const known = used.get(specifier);
    if (known === WHOLE) return;
    if (names === WHOLE) used.set(specifier, WHOLE);
    else used.set(specifier, [...new Set([...(known ?? []), ...names])].sort());
  };
  for (const pattern of WHOLE_USES) {
    for (const match of source.matchAll(pattern)) add(match[1] ?? '', WHOLE);
  }
  for (const match of source.matchAll(NAMED)) {
    if (match[1]) continue;
    const names = (match[2] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0] ?? part);
    add(match[3] ?? '', names);
  }
}

/** The files of `dir` that end up in a browser bundle: tests, test support and pre-renders left out. */
export function sourceFiles(dir: string): string[] {
  return allSourceFiles(dir).filter(
    (file) => !/\.(test|spec)\.tsx?$|prerender\.tsx?$/.test(file) && !file.includes('/test-support/'),
  );
}

/** What the browser code imports from each package and subpath, read from the repository's sources. */
export function usedBrowserExports(): UsedExports {
  const used: UsedExports = new Map();
  for (const dir of BROWSER_SOURCES) {
    for (const file of sourceFiles(join(ROOT, dir))) collectUsedExports(readFileSync(file, 'utf8'), used);
  }
  return used;
}

const SPECIFIER = /(?:from\s*|import\s*\(\s*|import\s+)'((?:@facturador\/shared\/|\.{1,2}\/)[^']+)'/g;

/** The modules a source file names: `@facturador/shared/…` subpaths and relative files of ours. */
function specifiersIn(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[1] ?? '');
}

function resolveRelative(specifier: string, from: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (file) => /\.(m?js|tsx?)$/.test(file) && existsSync(file),
  );
}

/**
 * The @facturador/shared subpaths an app's code reaches: those its sources import and, through the
 * files of each, the ones those import in turn. An area's build provides only these (its standalone
 * page needs its own copy of each); the shell's provides every subpath, and wins inside the shell.
 */
export function sharedSubpathsOf(appDir: string, subpathFiles: Record<string, string>): Set<string> {
  const reached = new Set<string>();
  const seenFiles = new Set<string>();
  const visit = (file: string) => {
    if (seenFiles.has(file)) return;
    seenFiles.add(file);
    for (const specifier of specifiersIn(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('@facturador/shared/')) {
        if (reached.has(specifier)) continue;
        reached.add(specifier);
        const target = subpathFiles[specifier];
        if (target) visit(target);
      } else if (file.startsWith(SHARED)) {
        const target = resolveRelative(specifier, file);
        if (target) visit(target);
      }
    }
  };
  for (const file of sourceFiles(join(ROOT, appDir, 'src'))) visit(file);
  return reached;
}
