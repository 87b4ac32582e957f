import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PDF's text as a reader sees it (pdftotext): `layout` keeps each printed line on one line. */
export function pdfText(pdf: Uint8Array, layout: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'ride-'));
  try {
    writeFileSync(join(dir, 'ride.pdf'), pdf);
    return execFileSync('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', join(dir, 'ride.pdf'), '-'], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
