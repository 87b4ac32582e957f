/**
 * Benchmark of issue 6 (print agent): latency from POST /imprimir to the last byte at the printer, and jobs per second.
 *
 * The agent runs as its own process, started from its bin as on a counter PC; the printer is the demo capture
 * printer (raw TCP on loopback) in this process, which timestamps the sender's FIN: the last byte of the job.
 * The job is the receipt the invoice screen sends (spec 01 §9): EscribirTexto(48-column text) + Corte(1).
 * Prints figures; asserts nothing. Loops are bounded in count and time.
 *
 *   pnpm --filter @facturador/bench bench:print [-- --sequential 300 --concurrent 1000 --clients 8]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort, type ServiceProcess, startService } from '@facturador/api/testing';
import { type CapturedJob, CapturePrinter } from '@facturador/print-agent';
import { buildClaveAcceso, buildReceiptText, roundToHundredths as round } from '@facturador/shared/domain';

const { values } = parseArgs({
  options: {
    sequential: { type: 'string', default: '300' },
    concurrent: { type: 'string', default: '1000' },
    clients: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '50' },
  },
});
const SEQUENTIAL = Number(values.sequential);
const CONCURRENT = Number(values.concurrent);
const CLIENTS = Number(values.clients);
const WARMUP = Number(values.warmup);
const TIME_LIMIT_MS = 60_000;

function typicalReceipt(): string {
  const fecha = new Date();
  const productos = Array.from({ length: 8 }, (_, index) => ({
    codigo: `PRD-${String(index + 1).padStart(3, '0')}`,
    nombre: ['Café molido', 'Pan de yuca', 'Piña', 'Leche', 'Azúcar', 'Arroz', 'Atún', 'Jabón'][index]!,
    cantidad: index + 1,
    precioUnitario: 1.25 + index,
    precioTotalSinImpuesto: (1.25 + index) * (index + 1),
  }));
  const subtotal = productos.reduce((sum, item) => sum + item.precioTotalSinImpuesto, 0);
  return buildReceiptText({
    razonSocial: 'Comercial El Ñandú Cía. Ltda.',
    claveAcceso: buildClaveAcceso({
      fechaEmision: fecha,
      codDoc: '01',
      ruc: '1790012345001',
      ambiente: 1,
      estab: '001',
      ptoEmi: '001',
      secuencial: 1,
      codigoNumerico: '12345678',
    }),
    fecha,
    productos,
    totalSinImpuestos: subtotal,
    subtotalIvaCero: 0,
    iva: subtotal * 0.15,
    importeTotal: subtotal * 1.15,
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    min: round(sorted[0]!),
    max: round(sorted.at(-1)!),
    mean: round(mean),
  };
}

async function startAgentProcess(configFile: string, port: number): Promise<ServiceProcess> {
  const agentRoot = path.dirname(fileURLToPath(import.meta.resolve('@facturador/print-agent/package.json')));
  return startService(
    process.execPath,
    [path.join(agentRoot, 'bin', 'facturador-print-agent.mjs'), '--config', configFile, '--puerto', String(port)],
    {
      readyUrl: `http://127.0.0.1:${port}/version`,
      intervalMs: 50,
      timeoutMs: 10_000,
      onOutput: (text, stream) => stream === 'stderr' && process.stderr.write(text),
    },
  );
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-print-'));
  const capture = await CapturePrinter.start({ port: 0, keepInMemory: 10 });
  const configFile = path.join(workDir, 'config.json');
  writeFileSync(
    configFile,
    JSON.stringify({ logLevel: 'warn', printers: { 'POS-80': { transport: capture.address } } }),
  );
  const port = await freePort();
  const agent = await startAgentProcess(configFile, port);
  const url = `http://127.0.0.1:${port}/imprimir`;

  const receipt = typicalReceipt();
  // As the invoice screen posts it: JSON.stringify body, no explicit Content-Type (browsers send text/plain).
  const body = JSON.stringify({
    serial: '',
    nombreImpresora: 'POS-80',
    operaciones: [
      { nombre: 'EscribirTexto', argumentos: [receipt] },
      { nombre: 'Corte', argumentos: [1] },
    ],
  });
  const post = async () => {
    const response = await fetch(url, { method: 'POST', body, headers: { origin: 'http://localhost:3000' } });
    const answer = (await response.json()) as { ok: boolean; message: string };
    if (!answer.ok) throw new Error(`El agente no imprimió: ${answer.message}`);
  };
  const nextJob = () => new Promise<CapturedJob>((resolve) => capture.once('job', resolve));
  const deadline = performance.now() + TIME_LIMIT_MS;

  try {
    for (let i = 0; i < WARMUP; i++) await Promise.all([nextJob(), post()]);

    // 1. One job at a time: POST -> last byte at the printer, and POST -> HTTP answer.
    const toLastByte: number[] = [];
    const toAnswer: number[] = [];
    const sequentialStart = performance.now();
    for (let i = 0; i < SEQUENTIAL && performance.now() < deadline; i++) {
      const arrived = nextJob();
      const started = performance.now();
      await post();
      toAnswer.push(performance.now() - started);
      toLastByte.push((await arrived).receivedAt - started);
    }
    const sequentialSeconds = (performance.now() - sequentialStart) / 1000;

    // 2. Many clients at once (a busy counter, several tills on one agent): jobs per second at the printer.
    let received = 0;
    let lastByteAt = 0;
    const count = (job: CapturedJob) => {
      received++;
      lastByteAt = job.receivedAt;
    };
    capture.on('job', count);
    let issued = 0;
    const concurrentStart = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (issued < CONCURRENT && performance.now() < deadline) {
          issued++;
          await post();
        }
      }),
    );
    while (received < issued && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    capture.off('job', count);
    const concurrentSeconds = (lastByteAt - concurrentStart) / 1000;

    const figures = {
      receiptBytes: Buffer.byteLength(body),
      receiptLines: receipt.split('\n').length,
      postToLastByteMs: summary(toLastByte),
      postToAnswerMs: summary(toAnswer),
      sequentialJobsPerSecond: Math.round(toLastByte.length / sequentialSeconds),
      concurrent: { clients: CLIENTS, jobs: received, jobsPerSecond: Math.round(received / concurrentSeconds) },
      node: process.version,
    };
    console.log('Print agent benchmark (issue 6): typical 48-column receipt + Corte(1), agent in its own process');
    console.log(`  receipt: ${figures.receiptLines} lines, request body ${figures.receiptBytes} bytes`);
    console.log('  latency, POST -> last byte at the printer (ms):', figures.postToLastByteMs);
    console.log('  latency, POST -> HTTP answer (ms):           ', figures.postToAnswerMs);
    console.log(`  throughput, 1 client:  ${figures.sequentialJobsPerSecond} jobs/s`);
    console.log(`  throughput, ${CLIENTS} clients: ${figures.concurrent.jobsPerSecond} jobs/s (${received} jobs)`);
    console.log(`  target p50 < 20 ms: p50 = ${figures.postToLastByteMs.p50} ms`);
    console.log(JSON.stringify({ benchmark: 'print-agent', ...figures }));
  } finally {
    await agent.stop();
    await capture.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
