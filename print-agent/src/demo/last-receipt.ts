import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { decodeEscPos } from '../escpos/decoder';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Newest `.bin` capture in `directory` (file names start with an ISO timestamp, so they sort by time). */
export async function lastCapture(directory: string): Promise<string | undefined> {
  const files = await readdir(directory).catch(() => [] as string[]);
  const captures = files.filter((file) => file.endsWith('.bin')).sort();
  const newest = captures.at(-1);
  return newest === undefined ? undefined : path.join(directory, newest);
}

const { values } = parseArgs({
  options: {
    capturas: { type: 'string' },
    'paginas-de-codigos': { type: 'boolean' },
    hex: { type: 'boolean' },
  },
});
// Same places the demo printer writes to: --capturas, FACTURADOR_PRINT_AGENT_CAPTURAS, PRINT_AGENT_DATA_DIR/capturas.
const directory = path.resolve(
  values.capturas ??
    (process.env.FACTURADOR_PRINT_AGENT_CAPTURAS ||
      path.join(process.env.PRINT_AGENT_DATA_DIR || path.join(packageRoot, '.data'), 'capturas')),
);
const file = await lastCapture(directory);
if (!file) {
  console.error(`No hay recibos capturados en ${directory}. Arranque la demo (pnpm start:demo) e imprima uno.`);
  process.exit(1);
}
const bytes = await readFile(file);
console.log(`# ${file} (${bytes.length} bytes)`);
if (values.hex)
  console.log(
    bytes
      .toString('hex')
      .replace(/(.{2})/g, '$1 ')
      .trim(),
  );
const { lines } = decodeEscPos(bytes, { showCodePages: values['paginas-de-codigos'] ?? false });
console.log(lines.join('\n'));
