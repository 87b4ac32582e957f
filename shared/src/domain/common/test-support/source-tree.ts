import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** The repository's root, from shared/src/domain/common/test-support. */
const ROOT = resolve(import.meta.dirname, '../../../../..');

/** The code that ships or measures: the API and its simulator, shared, every area, the print agent, the benches. */
function sourceRoots(): string[] {
  const areas = readdirSync(ROOT).filter((name) => name.startsWith('mf-'));
  return ['api/src', 'api/sim', 'shared/src', ...areas.map((area) => `${area}/src`), 'print-agent/src', 'bench'];
}

function* filesUnder(directory: string): Generator<string> {
  let entries: Dirent[];
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

/**
 * Every `path:line: text` of the source tree a pattern matches, outside the allowed files (paths from
 * the repository's root). The guard tests themselves (`*-home.test.ts`) name the patterns, so they are skipped.
 */
export function linesMatching(patterns: readonly RegExp[], allowed: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const root of sourceRoots()) {
    for (const file of filesUnder(join(ROOT, root))) {
      const path = relative(ROOT, file);
      if (allowed.has(path) || path.endsWith('-home.test.ts')) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (patterns.some((pattern) => pattern.test(line))) found.push(`${path}:${index + 1}: ${line.trim()}`);
        });
    }
  }
  return found;
}

/** The allowed files a pattern no longer matches: their entry can go. */
export function staleEntries(patterns: readonly RegExp[], allowed: ReadonlySet<string>): string[] {
  return [...allowed].filter((path) => {
    const text = readFileSync(join(ROOT, path), 'utf8');
    return !patterns.some((pattern) => pattern.test(text));
  });
}
