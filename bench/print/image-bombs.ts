/**
 * Image bombs and the largest legal images against the print agent (issue 26): each image's answer
 * time (median of IMAGE_BENCH_ROUNDS posts, 5 by default) and the agent's resident memory (VmRSS, and its
 * peak VmHWM, from /proc) next to the goals: any image answers in < 300 ms and the RSS grows < 50 MB.
 * The agent runs as its own process from its bin, printing to the demo capture printer: once with the
 * default body limit (2 MiB, where an incompressible 2000 × 2000 PNG or JPEG is refused with 413), once with
 * the limit raised to 32 MiB so that those images reach the decoder too. Prints figures; asserts nothing.
 *
 *   pnpm --filter @facturador/bench bench:print:images
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { freePort, startService } from '@facturador/api/testing';
import { CapturePrinter, defaultConfig } from '@facturador/print-agent';

const GOAL_MS = 300;
const GOAL_RSS_MB = 50;
const DEFAULT_BODY_LIMIT_BYTES = defaultConfig().bodyLimitBytes!;
const ROUNDS = Number(process.env.IMAGE_BENCH_ROUNDS ?? 5);
const agentRoot = path.dirname(fileURLToPath(import.meta.resolve('@facturador/print-agent/package.json')));

/** The few calls of the agent's own sharp this bench needs to encode its test images. */
interface SharpEncoder {
  png(options: { compressionLevel: number }): SharpEncoder;
  toColourspace(colourspace: 'b-w'): SharpEncoder;
  jpeg(options: { quality: number; chromaSubsampling?: string }): SharpEncoder;
  toBuffer(): Promise<Buffer>;
}
const sharp = createRequire(path.join(agentRoot, 'package.json'))('sharp') as (
  input: Buffer,
  options: { raw: { width: number; height: number; channels: 1 | 3 } },
) => SharpEncoder;

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

/** Random pixels: nothing for the compressor to take, the most work per byte for the decoder. */
const noise = (width: number, height: number, channels: 1 | 3) =>
  sharp(randomBytes(width * height * channels), { raw: { width, height, channels } });
const noisePng = (width: number, height: number, channels: 1 | 3) => {
  const pixels = noise(width, height, channels);
  return (channels === 1 ? pixels.toColourspace('b-w') : pixels).png({ compressionLevel: 1 }).toBuffer();
};
const noiseJpeg = (width: number, height: number, quality: number, chromaSubsampling = '4:2:0') =>
  noise(width, height, 3).jpeg({ quality, chromaSubsampling }).toBuffer();

/** Black and white stripes, 8 px: compresses well, decodes to every one of its pixels. */
function stripesPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) pixels.fill((y >> 3) % 2 ? 0 : 255, y * width, (y + 1) * width);
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** VmRSS and VmHWM (peak) of a process, in MB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * POST /imprimir. A body over the agent's limit is refused from its Content-Length, before any of it is
 * read, and the agent closes the connection: writing it anyway fails with EPIPE before the answer can be
 * read, so for such a body only the headers are sent and the answer (413) is awaited.
 */
function post(
  port: number,
  body: string,
  bodyLimitBytes: number,
): Promise<{ status: number; answer: { ok: boolean; message?: string } }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/imprimir',
        method: 'POST',
        headers: { origin: 'http://localhost:3000', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        answered = true;
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, answer: JSON.parse(Buffer.concat(parts).toString('utf8')) });
          request.destroy();
        });
        response.on('error', reject);
      },
    );
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (Buffer.byteLength(body) > bodyLimitBytes) request.flushHeaders();
    else request.end(body);
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** An agent of its own, from its bin, with `bodyLimitBytes` (the agent's default when undefined). */
async function withAgent<T>(
  bodyLimitBytes: number | undefined,
  use: (port: number, pid: number) => Promise<T>,
): Promise<T> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-print-images-'));
  const capture = await CapturePrinter.start({ port: 0, keepInMemory: 2 });
  const configFile = path.join(workDir, 'config.json');
  writeFileSync(
    configFile,
    JSON.stringify({ logLevel: 'warn', bodyLimitBytes, printers: { 'POS-80': { transport: capture.address } } }),
  );
  const port = await freePort();
  const agent = await startService(
    process.execPath,
    [path.join(agentRoot, 'bin', 'facturador-print-agent.mjs'), '--config', configFile, '--puerto', String(port)],
    { readyUrl: `http://127.0.0.1:${port}/version`, intervalMs: 50, timeoutMs: 10_000 },
  );
  try {
    return await use(port, agent.pid!);
  } finally {
    await agent.stop();
    await capture.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

interface Case {
  name: string;
  image: Buffer;
  /** Raised for the images a default agent refuses with 413, so that they reach the decoder. */
  bodyLimitBytes?: number;
}

/** Posts the image ROUNDS times to a running agent: the answer, the median and slowest times. */
async function postRounds(port: number, { image, bodyLimitBytes }: Case, afterFirst = () => {}) {
  const body = JSON.stringify({
    serial: '',
    nombreImpresora: 'POS-80',
    operaciones: [{ nombre: 'ImprimirImagenEnBase64', argumentos: [image.toString('base64'), 576, 0, false] }],
  });
  const times: number[] = [];
  let outcome = '';
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const { status, answer } = await post(port, body, bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES);
    times.push(performance.now() - started);
    if (round === 0) afterFirst();
    outcome = answer.ok ? 'impresa' : `${status}: ${answer.message?.slice(0, 50)}`;
  }
  return { kb: Math.round(body.length / 1024), outcome, median: median(times), slowest: Math.max(...times) };
}

const RAISED_LIMIT = 32 * 1024 * 1024;

async function main(): Promise<void> {
  const [load] = loadavg();
  console.log(
    `Imágenes contra el agente de impresión (impresora de 576 puntos), Node ${process.version}, carga ${load!.toFixed(
      1,
    )}, ${ROUNDS} envíos por imagen`,
  );
  const noiseRgb = await noisePng(2000, 2000, 3);
  const noiseJpeg444 = await noiseJpeg(2000, 2000, 100, '4:4:4');
  const cases: Case[] = [
    { name: 'logo 400 × 120', image: blackPng(400, 120) },
    { name: '2000 × 2000 negra (PNG de 1 bit)', image: blackPng(2000, 2000) },
    { name: '2000 × 2000 ruido RGB PNG', image: noiseRgb },
    { name: '2000 × 2000 ruido RGB PNG, límite 32 MiB', image: noiseRgb, bodyLimitBytes: RAISED_LIMIT },
    {
      name: '2000 × 2000 ruido gris PNG, límite 32 MiB',
      image: await noisePng(2000, 2000, 1),
      bodyLimitBytes: RAISED_LIMIT,
    },
    { name: '1150 × 1150 ruido gris PNG (cabe en 2 MiB)', image: await noisePng(1150, 1150, 1) },
    { name: '2000 × 2000 ruido JPEG q90 4:2:0', image: await noiseJpeg(2000, 2000, 90) },
    {
      name: '2000 × 2000 ruido JPEG q90 4:2:0, límite 32 MiB',
      image: await noiseJpeg(2000, 2000, 90),
      bodyLimitBytes: RAISED_LIMIT,
    },
    { name: '1300 × 1300 ruido JPEG q90 4:2:0 (cabe en 2 MiB)', image: await noiseJpeg(1300, 1300, 90) },
    { name: '2000 × 2000 ruido JPEG q100 4:4:4', image: noiseJpeg444 },
    { name: '2000 × 2000 ruido JPEG q100 4:4:4, límite 32 MiB', image: noiseJpeg444, bodyLimitBytes: RAISED_LIMIT },
    { name: '576 × 6944 rayas PNG, 4 MP sin escalar', image: await stripesPng(576, 6944) },
    { name: '576 × 2400 ruido gris PNG, sin escalar (cabe en 2 MiB)', image: await noisePng(576, 2400, 1) },
    { name: '1152 × 3472 rayas PNG, 4 MP', image: await stripesPng(1152, 3472) },
    // What reading a body near the limit costs by itself: refused after its base64 is decoded.
    {
      name: 'GIF de 1,5 MB: solo el cuerpo (400)',
      image: Buffer.concat([Buffer.from('GIF89a'), randomBytes(1_500_000)]),
    },
    { name: '1 × 39 000 000', image: blackPng(1, 39_000_000) },
    { name: '6000 × 6000', image: blackPng(6000, 6000) },
    { name: '10 000 × 10 000', image: blackPng(10_000, 10_000) },
  ];

  // Each image against a fresh agent: its own time and how much it makes the RSS grow.
  const rows = [];
  for (const image of cases) {
    const row = await withAgent(image.bodyLimitBytes, async (port, pid) => {
      const start = memoryOf(pid);
      let firstGrowth = 0;
      const answer = await postRounds(port, image, () => {
        firstGrowth = memoryOf(pid).peak - start.rss;
      });
      const growth = memoryOf(pid).peak - start.rss;
      return {
        imagen: image.name,
        'solicitud KB': answer.kb,
        respuesta: answer.outcome,
        'ms mediana': Math.round(answer.median),
        'ms máx': Math.round(answer.slowest),
        [`< ${GOAL_MS} ms`]: answer.median < GOAL_MS ? 'sí' : 'NO',
        'RSS inicial MB': Math.round(start.rss),
        'crece MB, 1.er envío': Math.round(firstGrowth),
        [`crece MB, ${ROUNDS} envíos`]: Math.round(growth),
        [`< ${GOAL_RSS_MB} MB`]: growth < GOAL_RSS_MB ? 'sí' : 'NO',
      };
    });
    rows.push(row);
  }
  console.log(
    '\nCada imagen contra un agente recién iniciado (crece = pico VmHWM − VmRSS al empezar, tras el primer envío y tras todos)',
  );
  console.table(rows);

  // All of them, one after the other, against one agent with the default limit.
  await withAgent(undefined, async (port, pid) => {
    const start = memoryOf(pid);
    for (const image of cases) if (!image.bodyLimitBytes) await postRounds(port, image);
    const end = memoryOf(pid);
    const growth = end.peak - start.rss;
    console.log(
      `Todas seguidas contra un agente (límite por defecto): ${start.rss.toFixed(0)} MB al empezar, pico ${end.peak.toFixed(
        0,
      )} MB, crece ${growth.toFixed(0)} MB (objetivo < ${GOAL_RSS_MB} MB: ${growth < GOAL_RSS_MB ? 'sí' : 'NO'})`,
    );
  });
}

await main();
