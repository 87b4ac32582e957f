import { describe, expect, it } from 'vitest';
import { areaScopeClass } from './apps.mjs';
import { scopeSelector } from './scope-css';
import { federationShared, TREE_SHAKEN } from './shared-deps';
import { usedBrowserExports, WHOLE } from './used-exports';

describe('federationShared', () => {
  const shared = federationShared({
    react: '^19.1.0',
    'react-dom': '^19.1.0',
    'react-router-dom': '^7.9.0',
    jotai: '^2.15.0',
    'single-spa': '^6.0.3',
  });

  it('shares react, its renderer entry points, the router and jotai as singletons with explicit ranges', () => {
    for (const specifier of [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react-router-dom',
      'jotai',
    ]) {
      expect(shared[specifier]).toMatchObject({ singleton: true });
      expect(shared[specifier]?.requiredVersion).toMatch(/^\^\d/);
    }
    expect(shared['react-dom/client']?.requiredVersion).toBe('^19.1.0');
  });

  it('makes React a strict contract: another React version fails when the area loads', () => {
    for (const specifier of ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']) {
      expect(shared[specifier]?.strictVersion).toBe(true);
    }
    for (const specifier of ['react-router-dom', 'jotai', '@facturador/shared/session']) {
      expect(shared[specifier]?.strictVersion).toBeUndefined();
    }
  });

  it('shares every browser subpath of @facturador/shared with a real version range, not workspace:*', () => {
    for (const subpath of ['domain', 'domain/reports', 'session', 'api', 'api/reports', 'ui']) {
      expect(shared[`@facturador/shared/${subpath}`]).toMatchObject({
        import: expect.stringMatching(new RegExp(`/shared/src/${subpath.startsWith('domain') ? 'domain' : ''}`)),
        singleton: true,
        requiredVersion: '^0.1.0',
        version: '0.1.0',
      });
    }
    expect(Object.keys(shared).some((key) => key.includes('federation'))).toBe(false);
  });

  it('provides each subpath from its own file in every build, so that the shell provides those only areas use', () => {
    expect(shared['@facturador/shared/domain/reports']?.import).toMatch(/\/shared\/src\/domain\/reports\/index\.ts$/);
    expect(shared['@facturador/shared/api/withholdings']?.import).toMatch(/\/shared\/src\/api\/withholdings\.ts$/);
  });

  it('builds our subpaths with only the names the browser code imports from them, the session whole', () => {
    const domain = shared['@facturador/shared/domain']?.treeShaking;
    expect(domain?.mode).toBe('runtime-infer');
    // Used by screens: kept. Used by the API alone (the access key it builds): left out.
    expect(domain?.usedExports).toContain('computeTotals');
    expect(domain?.usedExports).toContain('formatMoney');
    expect(domain?.usedExports).not.toContain('buildClaveAcceso');
    // The platform's contract with other teams' areas, and a subpath a page imports dynamically.
    expect(shared['@facturador/shared/session']?.treeShaking).toBeUndefined();
    expect(shared['@facturador/shared/api']?.treeShaking).toBeUndefined();
  });

  it("provides in an area's build only the subpaths its code reaches, directly or through another subpath", () => {
    const invoicing = federationShared(
      { react: '^19.1.0', 'react-dom': '^19.1.0', jotai: '^2.15.0' },
      { area: 'mf-invoicing' },
    );
    const provided = Object.keys(invoicing).filter((key) => key.startsWith('@facturador/'));
    expect(provided).toContain('@facturador/shared/api/original-invoice');
    // Not imported by the invoicing area itself: reached through the API client and the UI.
    expect(provided).toContain('@facturador/shared/domain/texts');
    expect(provided).not.toContain('@facturador/shared/api/reports');
    expect(provided).not.toContain('@facturador/shared/domain/withholdings');
    // The shell provides every one.
    expect(Object.keys(shared)).toContain('@facturador/shared/api/reports');
  });

  it('reads the range of a `catalog:` dependency from the pnpm catalog', () => {
    const fromCatalog = federationShared({ react: 'catalog:', 'react-dom': 'catalog:', jotai: 'catalog:' });
    for (const specifier of ['react', 'react-dom/client', 'jotai', 'react-router-dom', 'single-spa']) {
      expect(fromCatalog[specifier]?.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
    }
  });

  it('builds react-router-dom and jotai/utils with only the exports the code imports, the same list in every app', () => {
    const imported = usedBrowserExports();
    for (const [library, usedExports] of Object.entries(TREE_SHAKEN)) {
      expect(shared[library]?.treeShaking).toEqual({ mode: 'runtime-infer', usedExports });
      // A default or namespace import would use exports the tree-shaken build does not have.
      const names = imported.get(library);
      expect(names, `${library}: solo se admiten importaciones con nombre`).not.toBe(WHOLE);
      const used = new Set(names === WHOLE ? [] : names);
      expect(used.size, library).toBeGreaterThan(0);
      expect(
        [...used].filter((name) => !usedExports.includes(name)),
        library,
      ).toEqual([]);
    }
  });

  it('shares every library whole for the dev server (its hot reload breaks with shared tree shaking)', () => {
    const dev = federationShared(
      { react: '^19.1.0', 'react-dom': '^19.1.0', jotai: '^2.15.0' },
      { treeShaking: false },
    );
    expect(Object.values(dev).some((entry) => entry.treeShaking)).toBe(false);
  });

  it('refuses an app that does not declare a shared library', () => {
    expect(() => federationShared({ react: '^19.1.0' })).toThrow('react-dom debe estar en las dependencias');
  });
});

describe('scopeSelector', () => {
  const scope = `.${areaScopeClass('mf_admin')}`;

  it('puts ordinary selectors under the area root', () => {
    expect(scopeSelector('.hidden', scope)).toBe('.fa-mf_admin .hidden');
    expect(scopeSelector('.md\\:flex', scope)).toBe('.fa-mf_admin .md\\:flex');
    expect(scopeSelector('*', scope)).toBe('.fa-mf_admin *');
  });

  it('moves document-level selectors (theme variables, base styles) onto the area root itself', () => {
    expect(scopeSelector(':root', scope)).toBe('.fa-mf_admin');
    expect(scopeSelector(':host', scope)).toBe('.fa-mf_admin');
    expect(scopeSelector('html', scope)).toBe('.fa-mf_admin');
    expect(scopeSelector('body', scope)).toBe('.fa-mf_admin');
    expect(scopeSelector('html:where(.dark)', scope)).toBe('.fa-mf_admin:where(.dark)');
  });

  it('does not mistake element names that start like document selectors', () => {
    expect(scopeSelector('bodytext', scope)).toBe('.fa-mf_admin bodytext');
  });
});
