import { describe, expect, it } from 'vitest';
import { firstViewFiles, type StatsChunk, withFirstScript, withPreloads } from './first-view-preload';

const provide = (name: string) => ({
  moduleName: `provide shared module (default) ${name}@1.0.0 = /node_modules/${name}`,
});
const consume = (name: string) => ({ name: `consume shared module (default) ${name}@^1.0.0 (strict) (fallback: x)` });

/** A shell's chunk graph as Rspack's stats report it: bootstrap → react-dom/client → react-dom; a lazy page aside. */
const CHUNKS: StatsChunk[] = [
  { files: ['static/js/index.js'], size: 100, origins: [{ moduleName: '' }] },
  {
    files: ['static/css/async/boot.css', 'static/js/async/boot.js'],
    size: 30,
    origins: [{ moduleName: './src/index.ts' }],
  },
  { files: [], size: 1, origins: [{ moduleName: './src/index.ts' }], modules: [consume('react-dom/client')] },
  { files: ['static/js/async/client.js'], size: 60, origins: [provide('react-dom/client')] },
  { files: [], size: 1, origins: [provide('react-dom/client')], modules: [consume('react-dom')] },
  { files: ['static/js/async/react-dom.js'], size: 5, origins: [provide('react-dom')] },
  // The area's own fallback copy of react-dom: the page runs the shell's provider, never this one.
  { files: ['static/js/async/fallback.js'], size: 5, origins: [{ moduleName: consume('react-dom').name }] },
  { files: ['static/js/async/lazy-page.js'], size: 10, origins: [{ moduleName: './src/app/router.tsx' }] },
  { files: ['static/js/async/jspdf.js'], size: 90, origins: [provide('jspdf')] },
];

describe('firstViewFiles', () => {
  it('takes what the entry imports and, transitively, this build’s provider of every shared module consumed, largest first', () => {
    expect(firstViewFiles(CHUNKS, './src/index.ts')).toEqual([
      'static/js/async/client.js',
      'static/css/async/boot.css',
      'static/js/async/boot.js',
      'static/js/async/react-dom.js',
    ]);
  });

  it('takes nothing for an entry the graph does not import from', () => {
    expect(firstViewFiles(CHUNKS, './src/other.ts')).toEqual([]);
  });
});

describe('withPreloads', () => {
  const html =
    '<html><head><title>x</title><script defer src="static/js/sn.js"></script><script defer src="static/js/index.js"></script><style>a{}</style></head><body><div id="root"></div><script>pick()</script></body></html>';

  it('puts the entry first (high priority) and the preloads at the end of the page (low), after a pre-rendered first view', () => {
    expect(withPreloads(html, ['static/js/async/a.js', 'static/css/async/b.css'])).toBe(
      '<html><head><title>x</title><script defer fetchpriority="high" src="static/js/sn.js"></script><script defer fetchpriority="high" src="static/js/index.js"></script>' +
        '<style>a{}</style></head><body><div id="root"></div><script>pick()</script>' +
        '<link rel="preload" as="script" fetchpriority="low" href="static/js/async/a.js">' +
        '<link rel="preload" as="style" fetchpriority="low" href="static/css/async/b.css">' +
        '</body></html>',
    );
  });

  it('with nothing to preload, only the entry’s priority changes', () => {
    expect(withPreloads(html, [])).toBe(
      html.replaceAll('<script defer src=', '<script defer fetchpriority="high" src='),
    );
  });
});

describe('withFirstScript', () => {
  it('puts the script inline before every other script of the page, `</` escaped, the files to preload on it', () => {
    const html =
      '<html><head><title>x</title><script defer src="a.js"></script></head><body><script>pick()</script></body></html>';
    expect(withFirstScript(html, 'start("</x>")\n', ['static/js/async/a.js'])).toBe(
      `<html><head><title>x</title><script data-first-view='["static/js/async/a.js"]'>start("<\\/x>")</script>` +
        '<script defer src="a.js"></script></head><body><script>pick()</script></body></html>',
    );
  });
});
