/**
 * Where one `POST /api/facturar` spends its time (issue 14), on the same stack as bench:emission:
 * - latency at 1 connection (nothing queued), with the reception call's share from the API's /metrics;
 * - at 16 connections, CPU milliseconds per emission of each process (API, simulator, the database's
 *   backends, the load generator) read from /proc, so the figures hold on a loaded machine;
 * - SQL statements the API sends per emission (node-postgres' Client#query, counted by a preload);
 * - the API's and the simulator's CPU profiles (V8 sampling profiler over the same window), grouped
 *   by what the code does (validation, Drizzle, pg-boss, XML, signature, fetch, logging, GC...).
 * Prints figures; asserts nothing. Linux only (/proc).
 *
 *   pnpm --filter @facturador/bench bench:emission:profile               # both engines
 *   pnpm --filter @facturador/bench bench:emission:profile -- postgres   # one engine
 *   PROFILE_REQUESTS=3000 BENCH_CONNECTIONS=16 PROFILE_KEEP=1 (keeps the .cpuprofile files)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { type Engine, forEachEngine, POSTGRES_URL } from '../common/engines';
import { type EmissionStack, startEmissionStack } from './scenarios';

const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 3000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const KEEP = process.env.PROFILE_KEEP === '1';
const PROBE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'probe.mjs');
const TICK_MS = 1000 / 100; // USER_HZ: /proc counts CPU time in 1/100 s on Linux.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU time (user + system) of a process so far, in ms; 0 when it is gone. */
function cpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The server processes serving the bench database's connections. */
async function backendPids(databaseUrl: string | undefined): Promise<number[]> {
  if (!databaseUrl) return [];
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    const { rows } = await client.query('select pid from pg_stat_activity where datname = $1', [
      new URL(databaseUrl).pathname.slice(1),
    ]);
    return rows.map((row: { pid: number }) => row.pid);
  } finally {
    await client.end();
  }
}

// ---- CPU profile: samples grouped by what the code does -------------------------------------------

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** First rule that matches a frame's URL, walking from the sampled function towards the root. */
const RULES: [RegExp, string][] = [
  [/\/(pino|sonic-boom|thread-stream|pino-std-serializers|fast-redact)\//, 'logging (pino)'],
  [/\/zod\/|fastify-type-provider-zod/, 'validación del cuerpo (zod)'],
  [/\/@fastify\/jwt|\/fast-jwt\//, 'JWT'],
  [
    /\/(fastify|find-my-way|avvio|@fastify\/[^/]+|fast-json-stringify|light-my-request|fast-querystring|secure-json-parse|fast-content-type-parse|toad-cache|abstract-logging)\//,
    'Fastify (rutas, hooks, serialización)',
  ],
  [/\/prom-client\//, 'métricas (prom-client)'],
  [/\/drizzle-orm\//, 'Drizzle (construir SQL, leer filas)'],
  [/\/pg-boss\//, 'pg-boss (encolar)'],
  [
    /\/(pg|pg-protocol|pg-types|pg-pool|postgres-array|postgres-date|postgres-interval|postgres-bytea|pg-connection-string)\//,
    'node-postgres (protocolo)',
  ],
  [/\/@electric-sql\/pglite\//, 'PGlite (PostgreSQL en WASM)'],
  [/\/fast-xml-parser\//, 'parse XML (fast-xml-parser)'],
  [/\/(node-forge|xml-crypto|@xmldom)\//, 'firma (node-forge, xml-crypto)'],
  [/\/tsx\/|\/esbuild\//, 'tsx (cargador)'],
  [/\/sri\/signature\/(lite-dom|xml-parse-error)/, 'parse XML (lite-dom)'],
  [/\/sri\/signature\/verify/, 'verificar firma'],
  [/\/sri\/signature\//, 'firma XAdES (c14n, digest, RSA)'],
  [/\/sri\/xml\//, 'construir el XML del comprobante'],
  [/\/sri\/soap\//, 'cliente SOAP del SRI'],
  [/\/sim\/checks\//, 'comprobaciones del simulador'],
  [/\/sim\//, 'simulador (HTTP, respuestas)'],
  [/\/shared\/src\/domain\//, 'reglas y totales (shared/domain)'],
  [/\/api\/src\/services\/emission\//, 'servicio de emisión'],
  [/\/api\/src\/services\/inventory\//, 'inventario (movimiento)'],
  [/\/api\/src\//, 'API (otros módulos propios)'],
  [/node:internal\/deps\/undici/, 'fetch al SRI (undici)'],
  [
    /node:(_http|http|net|internal\/http|internal\/streams|stream|internal\/stream_base|internal\/net)/,
    'HTTP y sockets (Node)',
  ],
];

function categorize(profile: CpuProfile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const cache = new Map<number, string>();
  const categoryOf = (id: number): string => {
    const cached = cache.get(id);
    if (cached) return cached;
    const leaf = byId.get(id)!.callFrame.functionName;
    let category: string | undefined;
    if (leaf === '(garbage collector)') category = 'GC';
    else if (leaf === '(idle)') category = 'inactivo';
    else if (leaf === '(program)') category = 'nativo sin pila JS (program)';
    for (let current: number | undefined = id; !category && current !== undefined; current = parent.get(current)) {
      const url = byId.get(current)!.callFrame.url;
      category = url ? RULES.find(([pattern]) => pattern.test(url))?.[1] : undefined;
    }
    category ??= 'otros (Node, microtareas)';
    cache.set(id, category);
    return category;
  };
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const category = categoryOf(id);
    totals.set(category, (totals.get(category) ?? 0) + ms);
  });
  return totals;
}

function profileTable(profile: CpuProfile, emissions: number) {
  const totals = categorize(profile);
  totals.delete('inactivo');
  const busy = [...totals.values()].reduce((sum, ms) => sum + ms, 0);
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([categoria, ms]) => ({
      categoria,
      'ms CPU por emisión': Number((ms / emissions).toFixed(3)),
      '%': Number(((100 * ms) / busy).toFixed(1)),
    }));
}

// ---- the run ---------------------------------------------------------------------------------------

async function waitForFile(file: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!fs.existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`no apareció ${file}`);
    await sleep(50);
  }
}

/** The API's /metrics: sum and count of a histogram's series matching `labels`. */
async function histogram(apiUrl: string, name: string, labels: string): Promise<{ sum: number; count: number }> {
  const text = await (await fetch(`${apiUrl}/metrics`)).text();
  const pick = (suffix: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith(`${name}_${suffix}{`) && line.includes(labels))
      .reduce((total, line) => total + Number(line.split(' ').at(-1)), 0);
  return { sum: pick('sum'), count: pick('count') };
}

async function load(stack: EmissionStack, body: unknown, connections: number, amount: number) {
  let recibidas = 0;
  const result = await autocannon({
    url: `${stack.apiUrl}/api/facturar`,
    method: 'POST',
    headers: stack.headers,
    body: JSON.stringify(body),
    connections,
    amount,
    setupClient: (client) => {
      client.on('body', (chunk: Buffer) => {
        if (chunk.toString().includes('"SRI":{"estado":"RECIBIDA"')) recibidas++;
      });
    },
  });
  return { result, recibidas };
}

async function profileScenario(engine: Engine, stack: EmissionStack, escenario: string, body: unknown, dir: string) {
  // 1. One connection: the latency of one emission with nothing queued, and the reception call in it.
  const facturarBefore = await histogram(
    stack.apiUrl,
    'facturador_http_request_duration_seconds',
    'route="/api/facturar"',
  );
  const sriBefore = await histogram(stack.apiUrl, 'facturador_sri_request_duration_seconds', 'validarComprobante');
  const single = await load(stack, body, 1, 300);
  const facturarAfter = await histogram(
    stack.apiUrl,
    'facturador_http_request_duration_seconds',
    'route="/api/facturar"',
  );
  const sriAfter = await histogram(stack.apiUrl, 'facturador_sri_request_duration_seconds', 'validarComprobante');
  const serverMs = (1000 * (facturarAfter.sum - facturarBefore.sum)) / (facturarAfter.count - facturarBefore.count);
  const receptionMs = (1000 * (sriAfter.sum - sriBefore.sum)) / (sriAfter.count - sriBefore.count);

  // 2. CONNECTIONS connections, REQUESTS emissions: CPU per process, statements and profiles.
  const tag = escenario.replace(/\W+/g, '-');
  const signal = async (phase: 'started' | 'cpuprofile') => {
    for (const name of ['api', 'simulador']) fs.rmSync(path.join(dir, `${name}.${phase}`), { force: true });
    stack.api.process.kill('SIGUSR2');
    stack.simulator.kill('SIGUSR2');
    for (const name of ['api', 'simulador']) await waitForFile(path.join(dir, `${name}.${phase}`));
  };
  await signal('started');
  const backends = await backendPids(stack.databaseUrl);
  const pids = { api: stack.api.process.pid!, simulador: stack.simulator.pid! };
  const before = {
    api: cpuMs(pids.api),
    simulador: cpuMs(pids.simulador),
    db: backends.map(cpuMs),
    bench: process.cpuUsage(),
  };
  const started = performance.now();
  const loaded = await load(stack, body, CONNECTIONS, REQUESTS);
  const seconds = (performance.now() - started) / 1000;
  const backendsAfter = await backendPids(stack.databaseUrl);
  const dbMs = backendsAfter.reduce((total, pid) => {
    const index = backends.indexOf(pid);
    return total + cpuMs(pid) - (index >= 0 ? before.db[index]! : 0);
  }, 0);
  const bench = process.cpuUsage(before.bench);
  const after = { api: cpuMs(pids.api), simulador: cpuMs(pids.simulador) };
  await signal('cpuprofile');

  const emissions = loaded.recibidas;
  const per = (ms: number) => Number((ms / emissions).toFixed(2));
  const apiMs = after.api - before.api;
  const simMs = after.simulador - before.simulador;
  const benchMs = (bench.user + bench.system) / 1000;
  const cpu = {
    API: per(apiMs),
    simulador: per(simMs),
    ...(engine === 'postgres' ? { 'PostgreSQL (backends)': per(dbMs) } : {}),
    'generador de carga': per(benchMs),
    total: per(apiMs + simMs + dbMs + benchMs),
  };
  const statements = JSON.parse(fs.readFileSync(path.join(dir, 'api.statements.json'), 'utf8')) as Record<
    string,
    number
  >;
  const apiProfile = JSON.parse(fs.readFileSync(path.join(dir, 'api.cpuprofile'), 'utf8')) as CpuProfile;
  const simProfile = JSON.parse(fs.readFileSync(path.join(dir, 'simulador.cpuprofile'), 'utf8')) as CpuProfile;
  if (KEEP) {
    for (const name of ['api', 'simulador']) {
      fs.copyFileSync(path.join(dir, `${name}.cpuprofile`), path.join(dir, `${engine}-${tag}-${name}.cpuprofile`));
    }
  }

  console.log(`\n=== ${engine} · ${escenario} ===`);
  console.log(
    `1 conexión: p50 ${single.result.latency.p50} ms, media ${single.result.latency.average.toFixed(1)} ms ` +
      `(servidor ${serverMs.toFixed(1)} ms, de ellos la llamada de recepción ${receptionMs.toFixed(1)} ms); ` +
      `RECIBIDA ${single.recibidas}/300`,
  );
  console.log(
    `${CONNECTIONS} conexiones: ${emissions} emisiones RECIBIDA de ${REQUESTS} en ${seconds.toFixed(1)} s ` +
      `(${Math.round(emissions / seconds)}/s, p50 ${loaded.result.latency.p50} ms, p99 ${loaded.result.latency.p99} ms), ` +
      `carga ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
  );
  console.log('ms de CPU por emisión, por proceso (techo en 2 núcleos = 2000 / total):');
  console.table([{ ...cpu, 'techo /s': Math.round(2000 / cpu.total) }]);
  if (engine === 'postgres') {
    const total = Object.values(statements).reduce((sum, count) => sum + count, 0);
    console.log(`Sentencias SQL por emisión: ${(total / emissions).toFixed(2)}`);
    console.table(
      Object.entries(statements)
        .sort((a, b) => b[1] - a[1])
        .filter(([, count]) => count / emissions >= 0.01)
        .map(([sentencia, count]) => ({ 'por emisión': Number((count / emissions).toFixed(2)), sentencia })),
    );
  }
  console.log('Perfil de CPU de la API:');
  console.table(profileTable(apiProfile, emissions));
  console.log('Perfil de CPU del simulador:');
  console.table(profileTable(simProfile, emissions).slice(0, 8));
}

async function profileEngine(engine: Engine): Promise<never[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'facturador-profile-'));
  const probeEnv = (name: string) => ({
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${PROBE}`.trim(),
    PROBE_DIR: dir,
    PROBE_NAME: name,
  });
  const stack = await startEmissionStack(engine, { api: probeEnv('api'), simulator: probeEnv('simulador') });
  try {
    // Warm-up (JIT, pools, certificate cache), not reported.
    await load(stack, stack.bodies.oneLine, CONNECTIONS, 1000);
    await profileScenario(engine, stack, 'factura de 1 línea', stack.bodies.oneLine, dir);
    await profileScenario(engine, stack, 'factura con inventario (SALIDA)', stack.bodies.salida, dir);
  } finally {
    await stack.stop();
    if (KEEP) console.log(`perfiles en ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
  return [];
}

async function main() {
  console.log(
    `Perfil de la emisión: ${REQUESTS} emisiones a ${CONNECTIONS} conexiones por escenario, ${os.cpus().length} CPU, ` +
      `Node ${process.version}, carga ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
  );
  await forEachEngine(profileEngine);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
