import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The browser runs preact/compat (rsbuild-app.ts), which gives a function component no `ref` prop:
 * React 19's `ref` as a prop type-checks and then silently never arrives. A component that takes a
 * ref uses `forwardRef` (React 19 supports it too). This finds props types that declare `ref`.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const BROWSER_SOURCES = [
  'shared/src',
  'shell/src',
  'mf-landing/src',
  'mf-invoicing/src',
  'mf-admin/src',
  'mf-public-ride/src',
];
const REF_PROP = /[{;,\s]ref\??:\s*(?:React\.)?(?:Ref|RefObject|RefCallback|ForwardedRef|LegacyRef)</;

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : componentFiles(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

describe('components that take a ref', () => {
  it.each(BROWSER_SOURCES)('%s declares no `ref` prop (forwardRef instead)', (dir) => {
    const offending = componentFiles(join(ROOT, dir)).filter((file) => REF_PROP.test(readFileSync(file, 'utf8')));
    expect(offending.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it('finds a `ref` prop in a props type (the check can fail)', () => {
    expect(REF_PROP.test('type Props = { label: string; ref?: Ref<HTMLInputElement> };')).toBe(true);
    expect(REF_PROP.test('const inputRef = useRef<HTMLInputElement>(null);')).toBe(false);
  });
});
