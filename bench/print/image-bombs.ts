/**
 * Image bombs against the print agent (issue 26): each image's answer time and the agent's resident
 * memory (VmRSS, and its peak VmHWM, from /proc) before and after, next to the goals: any image answers
 * in < 300 ms and the RSS grows < 50 MB. The agent runs as its own process from its bin, printing to the
 * demo capture printer. Prints figures; asserts nothing.
 *
 *   pnpm --filter @facturador/bench bench:print:images
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { freePort, startService } from '@facturador/api/testing';
import { CapturePrinter } from '@facturador/print-agent';

const GOAL_MS = 300;
const GOAL_RSS_MB = 50;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid black 1-bit PNG of width × height: compressed zeros (a 1 × 39,000,000 one is ~100 KB). */
function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale (0 = black), no interlace
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** VmRSS and VmHWM (peak) of a process, in MB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-print-images-'));
  const capture = await CapturePrinter.start({ port: 0, keepInMemory: 2 });
  const configFile = path.join(workDir, 'config.json');
  writeFileSync(
    configFile,
    JSON.stringify({ logLevel: 'warn', printers: { 'POS-80': { transport: capture.address } } }),
  );
  const port = await freePort();
  const agentRoot = path.dirname(fileURLToPath(import.meta.resolve('@facturador/print-agent/package.json')));
  const agent = await startService(
    process.execPath,
    [path.join(agentRoot, 'bin', 'facturador-print-agent.mjs'), '--config', configFile, '--puerto', String(port)],
    { readyUrl: `http://127.0.0.1:${port}/version`, intervalMs: 50, timeoutMs: 10_000 },
  );
  const pid = agent.pid!;
  const images: [string, Buffer][] = [
    ['logo 400 × 120 (se imprime)', blackPng(400, 120)],
    ['2000 × 2000, el mayor aceptado (se imprime)', blackPng(2000, 2000)],
    ['1 × 39 000 000', blackPng(1, 39_000_000)],
    ['6000 × 6000', blackPng(6000, 6000)],
    ['10 000 × 10 000', blackPng(10_000, 10_000)],
  ];
  try {
    const start = memoryOf(pid);
    const rows = [];
    for (const [name, png] of images) {
      const body = JSON.stringify({
        serial: '',
        nombreImpresora: 'POS-80',
        operaciones: [{ nombre: 'ImprimirImagenEnBase64', argumentos: [png.toString('base64'), 576, 0, false] }],
      });
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/imprimir`, {
        method: 'POST',
        body,
        headers: { origin: 'http://localhost:3000' },
      });
      const answer = (await response.json()) as { ok: boolean; message?: string };
      const ms = performance.now() - started;
      const memory = memoryOf(pid);
      rows.push({
        imagen: name,
        'solicitud KB': Math.round(body.length / 1024),
        respuesta: answer.ok ? 'impresa' : `${response.status}: ${answer.message?.slice(0, 60)}`,
        ms: Math.round(ms),
        [`< ${GOAL_MS} ms`]: ms < GOAL_MS ? 'sí' : 'NO',
        'RSS MB': Math.round(memory.rss),
        'pico MB': Math.round(memory.peak),
      });
    }
    const end = memoryOf(pid);
    console.log(`Bombas de imagen contra el agente de impresión (impresora de 576 puntos), Node ${process.version}`);
    console.table(rows);
    const growth = end.peak - start.rss;
    console.log(
      `RSS del agente: ${start.rss.toFixed(0)} MB al empezar, pico ${end.peak.toFixed(0)} MB: crece ${growth.toFixed(
        0,
      )} MB (objetivo < ${GOAL_RSS_MB} MB: ${growth < GOAL_RSS_MB ? 'sí' : 'NO'})`,
    );
  } finally {
    await agent.stop();
    await capture.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
