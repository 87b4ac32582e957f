import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import sharedPackage from '../../package.json' with { type: 'json' };
import { BROWSER_SOURCES, ROOT, sourceFiles } from './browser-sources';

const SHARED = join(ROOT, 'shared');

/**
 * The federated subpaths a page's first view may load before it sends or validates anything: each is
 * its own shared module, so none may reach zod or the whole domain (~36 KB gzip with zod/mini and its schemas).
 */
const ZOD_FREE_SUBPATHS = ['domain/texts', 'domain/config', 'config', 'session', 'ui/runtime', 'ui'];
/** Pages whose first view is only these subpaths; they load the API client (and zod) on demand. */
const ZOD_FREE_PAGES = ['shell/src/features/auth/LoginPage.tsx'];

const exportsMap = sharedPackage.exports as Record<string, string>;

/** Subpaths the domain's or the API client's index use (domain/ride: the RIDE's address), so every signed-in page. */
const COMMON_DOMAIN_SUBPATHS = [...ZOD_FREE_SUBPATHS, 'domain/service-unavailable', 'domain/ride'];
/** The back office's concerns (domain/reports, api/receivables…): subpaths beyond the domain's and the client's index. */
const BACK_OFFICE_CONCERNS = new Set(
  Object.entries(exportsMap)
    .filter(
      ([subpath]) => /^\.\/(domain|api)\/[a-z-]+$/.test(subpath) && !COMMON_DOMAIN_SUBPATHS.includes(subpath.slice(2)),
    )
    .map(([, file]) => join(SHARED, file)),
);

/** The modules a file loads when it runs: `import`/`export … from`, types and dynamic `import()` left out. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'([^']+)'/gm)) {
    if (!match[1]) found.push(match[2] ?? '');
  }
  return found;
}

function resolveModule(specifier: string, from: string): string {
  if (specifier.startsWith('@facturador/shared/')) {
    const target = exportsMap[`./${specifier.slice('@facturador/shared/'.length)}`];
    if (!target) throw new Error(`${specifier} no es un subpath de @facturador/shared`);
    return join(SHARED, target);
  }
  if (!specifier.startsWith('.') || specifier.endsWith('.css')) return specifier;
  const base = resolve(dirname(from), specifier);
  const file = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && /\.(m?js|tsx?)$/.test(candidate),
  );
  if (!file) throw new Error(`No se encuentra ${specifier} desde ${from}`);
  return file;
}

/** The first chain of imports from `entry` that reaches one of `forbidden`, or null. */
function pathTo(entry: string, forbidden: (module: string) => boolean): string[] | null {
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      const module = resolveModule(specifier, file);
      const step = [...chain, specifier];
      if (forbidden(module)) return step;
      if (module.startsWith('/') && !module.includes('node_modules')) {
        const found = visit(module, step);
        if (found) return found;
      }
    }
    return null;
  };
  return visit(entry, [relative(ROOT, entry)]);
}

/** Every .ts/.tsx file under `dir`. */
const domainIndex = join(SHARED, exportsMap['./domain'] ?? '');
const zodOrWholeDomain = (module: string) => module === 'zod' || module.startsWith('zod/') || module === domainIndex;

describe('first-view modules', () => {
  it.each(ZOD_FREE_SUBPATHS)('@facturador/shared/%s reaches neither zod nor the whole domain', (subpath) => {
    expect(pathTo(join(SHARED, exportsMap[`./${subpath}`] ?? ''), zodOrWholeDomain)).toBeNull();
  });

  it.each(ZOD_FREE_PAGES)('%s loads zod and the whole domain only on demand', (page) => {
    expect(pathTo(join(ROOT, page), zodOrWholeDomain)).toBeNull();
    expect(pathTo(join(ROOT, page), (module) => module.endsWith('/src/api/index.ts'))).toBeNull();
  });

  it("mf-admin's entry reaches none of its pages but /admin's own: each other downloads on its first visit", () => {
    // /admin's welcome comes with the entry on purpose (routes.tsx): its heading is one round trip
    // sooner. The permission page is part of the guard every route goes through, not a route of its own.
    const landing = ['/mf-admin/src/app/HomePage.tsx', '/mf-admin/src/features/welcome/WelcomePage.tsx'];
    const page = (module: string) =>
      /\/mf-admin\/src\/(features|app)\/.*Page\.tsx$/.test(module) &&
      !module.includes('/features/permissions/') &&
      !landing.some((file) => module.endsWith(file));
    expect(pathTo(join(ROOT, 'mf-admin/src/spa.ts'), page)).toBeNull();
    // The check can fail: the entry does reach /admin's page.
    expect(pathTo(join(ROOT, 'mf-admin/src/spa.ts'), (module) => module.endsWith(landing[1]!))).not.toBeNull();
  });

  it("mf-admin's entry reaches no back-office concern: the dashboard brings its own, on /admin only", () => {
    expect(pathTo(join(ROOT, 'mf-admin/src/spa.ts'), (module) => BACK_OFFICE_CONCERNS.has(module))).toBeNull();
    // The check can fail: the dashboard does reach them.
    const dashboard = join(ROOT, 'mf-admin/src/features/dashboard/Dashboard.tsx');
    expect(pathTo(dashboard, (module) => BACK_OFFICE_CONCERNS.has(module))).not.toBeNull();
  });

  it('sees through the subpaths to zod (the check can fail)', () => {
    expect(pathTo(join(SHARED, exportsMap['./api'] ?? ''), zodOrWholeDomain)).not.toBeNull();
    expect(pathTo(join(SHARED, 'src/domain/auth/user.ts'), zodOrWholeDomain)).toEqual([
      'shared/src/domain/auth/user.ts',
      'zod/mini',
    ]);
  });

  // Browser code's zod is zod/mini, whose functions are tree-shaken. Classic zod (`'zod'`) is ~25 KB
  // gzip whatever a page uses of it, so it stays in the API and the tools.
  it.each(BROWSER_SOURCES)('%s loads zod/mini, never classic zod', (dir) => {
    const classic = sourceFiles(join(ROOT, dir)).filter((file) => staticImports(file).includes('zod'));
    expect(classic.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it('finds a classic zod import (the check can fail)', () => {
    expect(staticImports(join(ROOT, 'api/src/validation.ts'))).toContain('zod');
    expect(staticImports(join(SHARED, 'src/domain/auth/user.ts'))).toContain('zod/mini');
  });
});
