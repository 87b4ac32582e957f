/**
 * Import bombs (issue 37): small spreadsheets that unfold into a huge sheet, posted to the API, and the
 * largest legal catalogue beside them. For each: the time to the answer (the upload included), the longest
 * event-loop delay of the API process (perf_hooks monitorEventLoopDelay, 10 ms resolution, which on a busy
 * machine also counts waits for a core), the longest CPU stretch of its main thread without a turn of the loop
 * (the block the goal is about) and its resident memory growth (peak VmHWM over the RSS before), next to the goals: the 2 MB bomb refused in < 1 s, no block
 * over 50 ms, < +100 MB. The API runs as its own process on PGlite (the embedded engine), with a probe loaded
 * into it. Prints figures; asserts nothing.
 *
 *   pnpm --filter @facturador/bench bench:import:bombs
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedDemoData } from '@facturador/api/db';
import {
  csvRowsBomb,
  freePort,
  startService,
  TEST_SECRETS_ENV,
  xlsxDeclaredBomb,
  xlsxOf,
  xlsxRowsBomb,
} from '@facturador/api/testing';
import { BENCH_API_ENV, demoAuthorization } from '../common/api';
import { createBenchDatabase } from '../common/engines';

const GOAL_REFUSAL_S = 1;
const GOAL_BLOCK_MS = 50;
const GOAL_RSS_MB = 100;
const PROBE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'loop-probe.mjs');
const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.resolve('@facturador/api/testing'))), '../..');
/** A busy machine (2 cores shared by many) takes over a minute to start the API on PGlite. */
const START_TIMEOUT_MS = 300_000;

/** The largest legal catalogue: 20,000 products with stock in both demo warehouses. */
function catalogueRows(): string[][] {
  const rows = [
    ['Código', 'Nombre', 'Descripción', 'Precio', 'IVA', 'Unidad', 'Inventariado', 'Stock Bodega Principal'],
  ];
  for (let n = 1; n <= 20_000; n++)
    rows.push([
      `BOM-${n}`,
      `Producto de prueba ${n}`,
      'Importado',
      `${(n % 500) + 1},25`,
      'IVA 15%',
      'unidad',
      'sí',
      `${n % 40}`,
    ]);
  return rows;
}

const catalogue = catalogueRows();
const SHEETS: { nombre: string; archivo: string; bytes: Buffer; bomba: boolean }[] = [
  { nombre: 'XLSX de 280.000 filas', archivo: 'bomba.xlsx', bytes: xlsxRowsBomb(280_000), bomba: true },
  { nombre: 'XLSX de 1.000.000 filas', archivo: 'bomba.xlsx', bytes: xlsxRowsBomb(1_000_000), bomba: true },
  { nombre: 'XLSX que declara 4 GB', archivo: 'bomba.xlsx', bytes: xlsxDeclaredBomb(), bomba: true },
  { nombre: 'CSV de 1.000.000 filas', archivo: 'bomba.csv', bytes: csvRowsBomb(1_000_000), bomba: true },
  {
    nombre: 'CSV de 20.000 productos (válido)',
    archivo: 'catalogo.csv',
    bytes: Buffer.from(`${catalogue.map((row) => row.join(';')).join('\r\n')}\r\n`),
    bomba: false,
  },
  { nombre: 'XLSX de 20.000 productos (válido)', archivo: 'catalogo.xlsx', bytes: xlsxOf(catalogue), bomba: false },
];

interface Probe {
  maxDelayMs: number;
  /** The main thread's longest CPU stretch between two turns of the loop (waits for a core left out). */
  maxCpuMs: number;
  baseMb: number;
  peakMb: number;
}

const probe = async (url: string, method: 'GET' | 'POST'): Promise<Probe> => (await fetch(url, { method })).json();

async function post(apiUrl: string, headers: Record<string, string>, sheet: (typeof SHEETS)[number]) {
  const form = new FormData();
  form.append('archivo', new Blob([new Uint8Array(sheet.bytes)]), sheet.archivo);
  const started = performance.now();
  const response = await fetch(`${apiUrl}/api/productos/importar`, { method: 'POST', headers, body: form });
  const body = await response.json();
  const seconds = (performance.now() - started) / 1000;
  return { seconds, status: response.status, message: body.error?.message ?? `${body.crear?.length} a crear` };
}

const verdict = (ok: boolean) => (ok ? 'cumple' : 'NO cumple');

const database = await createBenchDatabase('pglite', async (db) => {
  await seedDemoData(db);
});
const probePort = await freePort();
const port = await freePort();
const apiUrl = `http://127.0.0.1:${port}`;
// As startChildApi, with the probe loaded into the process and more time to start.
const api = await startService(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: API_ROOT,
  env: {
    ...TEST_SECRETS_ENV,
    ...database.env,
    ...BENCH_API_ENV,
    PORT: String(port),
    HOST: '127.0.0.1',
    BENCH_PROBE_PORT: String(probePort),
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${PROBE}`.trim(),
  },
  readyUrl: `${apiUrl}/docs/json`,
  timeoutMs: START_TIMEOUT_MS,
  killAfterMs: 120_000,
});
const rows = [];
try {
  const headers = await demoAuthorization(apiUrl);
  const probeUrl = `http://127.0.0.1:${probePort}/`;
  for (const sheet of SHEETS) {
    await probe(probeUrl, 'POST');
    const answer = await post(apiUrl, headers, sheet);
    const after = await probe(probeUrl, 'GET');
    const growth = after.peakMb - after.baseMb;
    rows.push({
      archivo: sheet.nombre,
      MB: Number((sheet.bytes.length / 1024 / 1024).toFixed(2)),
      respuesta: `${answer.status} ${answer.message}`.slice(0, 60),
      segundos: Number(answer.seconds.toFixed(2)),
      'objetivo < 1 s': sheet.nombre.startsWith('XLSX de 280') ? verdict(answer.seconds < GOAL_REFUSAL_S) : '—',
      'retraso máx. ms': Number(after.maxDelayMs.toFixed(0)),
      'bloqueo CPU ms': Number(after.maxCpuMs.toFixed(0)),
      [`≤ ${GOAL_BLOCK_MS} ms`]: verdict(after.maxCpuMs <= GOAL_BLOCK_MS),
      'RSS + MB': Number(growth.toFixed(0)),
      [`< ${GOAL_RSS_MB} MB`]: verdict(growth < GOAL_RSS_MB),
    });
  }
} finally {
  await api.stop();
  await database.cleanup();
}
console.log(
  `Bombas de importación contra la API (PGlite), ${os.cpus().length} núcleos, carga ${os.loadavg()[0]!.toFixed(1)}`,
);
console.table(rows);
