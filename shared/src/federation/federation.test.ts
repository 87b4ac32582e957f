import { describe, expect, it } from 'vitest';
import { areaScopeClass } from './apps.mjs';
import { scopeSelector } from './scope-css';
import { federationShared } from './shared-deps';

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

  it('shares every browser subpath of @facturador/shared with a real version range, not workspace:*', () => {
    for (const subpath of ['domain', 'session', 'api', 'ui']) {
      expect(shared[`@facturador/shared/${subpath}`]).toEqual({
        singleton: true,
        requiredVersion: '^0.1.0',
        version: '0.1.0',
      });
    }
    expect(Object.keys(shared).some((key) => key.includes('federation'))).toBe(false);
  });

  it('reads the range of a `catalog:` dependency from the pnpm catalog', () => {
    const fromCatalog = federationShared({ react: 'catalog:', 'react-dom': 'catalog:', jotai: 'catalog:' });
    for (const specifier of ['react', 'react-dom/client', 'jotai', 'react-router-dom', 'single-spa']) {
      expect(fromCatalog[specifier]?.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
    }
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
