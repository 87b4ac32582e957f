import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Reads the PDFs the tests build with Debian's poppler-utils (pdftotext, pdfinfo, pdfimages,
 * pdftoppm) and zbar-tools (zbarimg): the text, pages, images and barcode a reader would see.
 */

function available(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
}

const missing = ['pdftotext', 'pdfinfo', 'pdfimages', 'pdftoppm', 'zbarimg'].filter((command) => !available(command));
// Missing tools fail the tests instead of skipping them (CI installs both packages: .ci/run).
if (missing.length > 0) throw new Error(`Faltan ${missing.join(', ')}: apt-get install -y poppler-utils zbar-tools`);

function withPdf<T>(bytes: Uint8Array, run: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'ride-test-'));
  try {
    const file = join(dir, 'ride.pdf');
    writeFileSync(file, bytes);
    return run(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Text in reading order (`layout` keeps each printed line on one text line). */
export function pdfText(bytes: Uint8Array, options: { layout?: boolean; page?: number } = {}): string {
  return withPdf(bytes, (file) => {
    const args = [...(options.layout ? ['-layout'] : []), '-enc', 'UTF-8'];
    if (options.page) args.push('-f', String(options.page), '-l', String(options.page));
    return execFileSync('pdftotext', [...args, file, '-'], { encoding: 'utf8' });
  });
}

/** Text with every run of whitespace as one space: labels wrapped over two lines read whole. */
export function flatText(bytes: Uint8Array, page?: number): string {
  return pdfText(bytes, { page }).replace(/\s+/g, ' ');
}

export function pageCount(bytes: Uint8Array): number {
  return withPdf(bytes, (file) => {
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  });
}

/** Embedded images (the logo). */
export function imageCount(bytes: Uint8Array): number {
  return withPdf(bytes, (file) => {
    const list = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    return list.trim().split('\n').slice(2).filter(Boolean).length;
  });
}

/** Every word with the height of its box (its font size, in points). */
export function wordHeights(bytes: Uint8Array): { word: string; height: number }[] {
  return withPdf(bytes, (file) => {
    const html = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    return [...html.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
      (match) => ({ word: match[3]!, height: Number(match[2]) - Number(match[1]) }),
    );
  });
}

/** The barcodes a scanner reads on the first page, rendered at 300 dpi. */
export function scanBarcodes(bytes: Uint8Array): string[] {
  return withPdf(bytes, (file, dir) => {
    execFileSync('pdftoppm', ['-png', '-r', '300', '-f', '1', '-l', '1', '-singlefile', file, join(dir, 'page')]);
    const result = spawnSync('zbarimg', ['-q', '--raw', join(dir, 'page.png')], { encoding: 'utf8' });
    return result.stdout.split('\n').filter(Boolean);
  });
}
