/**
 * The one Module Federation "shared" definition every app uses (shell and the four areas),
 * so React, the router, jotai and our shared package are loaded once and are true singletons.
 * Build-time only: imported by each app's rsbuild.config.ts, never by browser code.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import sharedPackage from '../../package.json' with { type: 'json' };
import { sharedSubpathsOf, usedBrowserExports, WHOLE } from './used-exports';

type Dependencies = Record<string, string>;

/** pnpm's default catalog (pnpm-workspace.yaml), where every version used by several packages lives. */
const CATALOG: Dependencies =
  parse(readFileSync(new URL('../../../pnpm-workspace.yaml', import.meta.url), 'utf8')).catalog ?? {};

/** package.json says `catalog:`; Module Federation needs the range it stands for. */
function versionRange(packageName: string, range: string): string {
  if (range !== 'catalog:' && range !== 'catalog:default') return range;
  const catalogued = CATALOG[packageName];
  if (!catalogued) throw new Error(`${packageName} no está en el catálogo de pnpm-workspace.yaml`);
  return catalogued;
}

type SharedEntry = {
  singleton: true;
  requiredVersion: string;
  strictVersion?: boolean;
  eager?: boolean;
  version?: string;
  import?: string;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
};

/**
 * Every export of react-router-dom the browser code of the suite uses (shell, areas, shared/ui):
 * declarative routing (`BrowserRouter`, `useRoutes`), none of the data router's loaders, actions or
 * error elements, which no page uses. Module Federation's shared tree shaking builds the shared
 * react-router-dom with only these: 62 KB gzip in full, 32 KB with the data router, ~16 KB without.
 * Every app declares the same list, so whichever app's copy a page loads first
 * serves all of them (a singleton consumer takes the loaded copy without checking its exports);
 * federation.test.ts fails when the code imports a name that is missing here.
 */
export const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'matchRoutes',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useParams',
  'useRoutes',
  'useSearchParams',
];

/** The same for jotai's utilities: the session's stored token (3.2 → 1 KB gzip). */
export const JOTAI_UTILS_EXPORTS = ['atomWithStorage'];

/** Shared libraries built with only the exports the suite uses (see ROUTER_EXPORTS). */
export const TREE_SHAKEN: Record<string, string[]> = {
  'react-router-dom': ROUTER_EXPORTS,
  'jotai/utils': JOTAI_UTILS_EXPORTS,
};

/** Libraries shared as singletons: a second copy of any of them breaks hooks, routing or the session. */
const SINGLETON_LIBRARIES: Array<[specifier: string, packageName: string]> = [
  ['react', 'react'],
  ['react-dom', 'react-dom'],
  // Without these two explicit entries a second renderer (~60 KB gzip) is downloaded for each area.
  ['react-dom/client', 'react-dom'],
  ['react/jsx-runtime', 'react'],
  ['react-router-dom', 'react-router-dom'],
  ['jotai', 'jotai'],
  ['jotai/utils', 'jotai'],
  ['single-spa', 'single-spa'],
];

/**
 * The platform's contract with every area (docs/arquitectura.md): React's version skew fails
 * when the area loads (strictVersion), instead of a warning and a second React or broken hooks.
 */
const STRICT_PACKAGES = new Set(['react', 'react-dom']);

/**
 * Subpaths of ours shared whole: the session and the API client, the platform's contract with other
 * teams' areas (docs/arquitectura.md). Every other one is built with only the names
 * the suite's browser code imports from it (used-exports.ts): −5 KB gzip of the domain's index alone.
 */
const WHOLE_SUBPATHS = new Set(['@facturador/shared/session', '@facturador/shared/api']);

/**
 * Subpaths bundled into each app rather than shared: constants and a parser with no state, which the
 * shell's entry reads before Module Federation can hand out any shared module (early-start.ts).
 */
const BUNDLED_SUBPATHS = new Set(['./domain/config']);

/** Subpath exports of @facturador/shared that run in the browser (each its own singleton), with their files. */
const SHARED_SUBPATHS = Object.entries(sharedPackage.exports)
  .filter(([subpath]) => !subpath.startsWith('./federation') && !BUNDLED_SUBPATHS.has(subpath))
  .map(([subpath, file]) => ({
    specifier: `@facturador/shared/${subpath.slice(2)}`,
    file: fileURLToPath(new URL(`../../${file}`, import.meta.url)),
  }));

/**
 * `treeShaking`: build the libraries of TREE_SHAKEN and our subpaths with only their used exports
 * (production builds; the dev server's hot reload does not work with Module Federation's shared tree
 * shaking). `area`: the folder of an area, whose build provides only the subpaths its code reaches
 * (each listed one costs its remote entry ~100 bytes gzip, and most serve other areas).
 */
export function federationShared(
  appDependencies: Dependencies,
  { treeShaking = true, area }: { treeShaking?: boolean; area?: string } = {},
): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const [specifier, packageName] of SINGLETON_LIBRARIES) {
    const range = appDependencies[packageName] ?? sharedPackage.dependencies[packageName as 'jotai'];
    if (!range) throw new Error(`${packageName} debe estar en las dependencias de la aplicación`);
    const usedExports = treeShaking ? TREE_SHAKEN[specifier] : undefined;
    shared[specifier] = {
      singleton: true,
      requiredVersion: versionRange(packageName, range),
      ...(STRICT_PACKAGES.has(packageName) && { strictVersion: true }),
      ...(usedExports && { treeShaking: { mode: 'runtime-infer', usedExports } }),
    };
  }
  const used = treeShaking ? usedBrowserExports() : undefined;
  const reached = area
    ? sharedSubpathsOf(area, Object.fromEntries(SHARED_SUBPATHS.map(({ specifier, file }) => [specifier, file])))
    : undefined;
  // A workspace package needs an explicit range, or every page load warns that `workspace:*` is not satisfied.
  for (const { specifier, file } of SHARED_SUBPATHS) {
    if (reached && !reached.has(specifier)) continue;
    const usedExports = used?.get(specifier);
    shared[specifier] = {
      // Provided by the shell's build, used or not: the shell's copy is there first and wins (same
      // version), so that a back-office concern an area takes (domain/reports…) comes with the
      // shell's zod/mini instead of a second one from the area (+10 KB gzip measured).
      import: file,
      singleton: true,
      requiredVersion: `^${sharedPackage.version}`,
      version: sharedPackage.version,
      ...(usedExports &&
        usedExports !== WHOLE &&
        !WHOLE_SUBPATHS.has(specifier) && { treeShaking: { mode: 'runtime-infer', usedExports } }),
    };
  }
  return shared;
}
