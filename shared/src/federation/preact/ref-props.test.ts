import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSER_SOURCES, ROOT, sourceFiles } from '../browser-sources';

/**
 * The browser runs preact/compat (rsbuild-app.ts), which gives a function component no `ref` prop:
 * React 19's `ref` as a prop type-checks and then silently never arrives. A component that takes a
 * ref uses `forwardRef` (React 19 supports it too). This finds props types that declare `ref`.
 */
const REF_PROP = /[{;,\s]ref\??:\s*(?:React\.)?(?:Ref|RefObject|RefCallback|ForwardedRef|LegacyRef)</;

describe('components that take a ref', () => {
  it.each(BROWSER_SOURCES)('%s declares no `ref` prop (forwardRef instead)', (dir) => {
    const offending = sourceFiles(join(ROOT, dir))
      .filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file))
      .filter((file) => REF_PROP.test(readFileSync(file, 'utf8')));
    expect(offending.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it('finds a `ref` prop in a props type (the check can fail)', () => {
    expect(REF_PROP.test('type Props = { label: string; ref?: Ref<HTMLInputElement> };')).toBe(true);
    expect(REF_PROP.test('const inputRef = useRef<HTMLInputElement>(null);')).toBe(false);
  });
});
