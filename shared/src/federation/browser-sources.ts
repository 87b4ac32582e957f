/**
 * Where the code the browser runs lives, and its source files: for the build (used-exports.ts) and
 * the guards over that code (first-view-modules.test.ts). Node only.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The folders of browser code: the shared package, the shell and the four areas. */
export const BROWSER_SOURCES = [
  'shared/src',
  'shell/src',
  'mf-landing/src',
  'mf-invoicing/src',
  'mf-admin/src',
  'mf-public-ride/src',
];

/** Every TypeScript file under `dir` (absolute paths). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.split(/[\\/]/).includes('node_modules'))
    .map((name) => join(dir, name));
}
