import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { runtimeConfig } from './apps.mjs';
import { distSecurityHeaders } from './preview-headers';

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const dists: string[] = [];
afterEach(() => {
  for (const dist of dists.splice(0)) rmSync(dist, { recursive: true, force: true });
});

function writePage(dist: string, script: string, secondsSinceEpoch: number) {
  const file = join(dist, 'index.html');
  writeFileSync(file, `<html><head><script>${script}</script></head></html>`);
  utimesSync(file, secondsSinceEpoch, secondsSinceEpoch);
}

it('allows the inline scripts of the index.html the preview serves now, also after a rebuild under it', () => {
  const dist = mkdtempSync(join(tmpdir(), 'preview-headers-'));
  dists.push(dist);
  writeFileSync(join(dist, 'config.json'), JSON.stringify({ ...runtimeConfig({}), apiUrl: 'http://api.example:4000' }));
  writePage(dist, 'first()', 1_000);
  const headers = distSecurityHeaders(dist);

  expect(headers()['Content-Security-Policy']).toContain(hashOf('first()'));
  expect(headers()['Content-Security-Policy']).toContain('http://api.example:4000');

  writePage(dist, 'rebuilt()', 2_000);
  const policy = headers()['Content-Security-Policy'];
  expect(policy).toContain(hashOf('rebuilt()'));
  expect(policy).not.toContain(hashOf('first()'));
});
