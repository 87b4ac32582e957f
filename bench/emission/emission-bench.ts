/**
 * Emissions per second end to end (issue 4): `POST /api/facturar` validates, allocates the
 * secuencial, builds and signs the XML, stores the document, moves stock and sends it to reception
 * on the SRI simulator, which checks the document's structure, duplicates and date. p50/p99
 * latency, on PGlite and PostgreSQL. The API and the simulator run as their own processes, as in
 * production; authorization polling is held back until after the run. Prints figures; asserts nothing.
 *
 *   pnpm --filter @facturador/bench bench:emission                 # both engines
 *   pnpm --filter @facturador/bench bench:emission -- postgres     # one engine
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=16 BENCH_DATABASE_URL=postgres://...
 */
import os from 'node:os';
import { startChildApi } from '@facturador/api/testing';
import autocannon from 'autocannon';
import { type Engine, forEachEngine } from '../common/engines';
import { warmUpUntilStable } from '../common/warm-up';
import { startEmissionStack } from './scenarios';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

interface Row {
  engine: Engine;
  escenario: string;
  'emisiones/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'no 2xx': number;
  errores: number;
  RECIBIDA: string;
}

/** One load run; with several API URLs the connections are split between them (several instances). */
async function run(engine: Engine, escenario: string, urls: string[], headers: Record<string, string>, body: unknown) {
  let recibidas = 0;
  let respuestas = 0;
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        url: `${url}/api/facturar`,
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        duration: DURATION,
        connections: Math.max(1, Math.round(CONNECTIONS / urls.length)),
        // Counts what reception answered, from the responses themselves.
        setupClient: (client) => {
          client.on('body', (chunk: Buffer) => {
            respuestas++;
            if (chunk.toString().includes('"SRI":{"estado":"RECIBIDA"')) recibidas++;
          });
        },
      }),
    ),
  );
  return {
    engine,
    escenario,
    'emisiones/s': Math.round(results.reduce((total, result) => total + result.requests.average, 0)),
    // Several instances: the slowest one's percentiles.
    'p50 ms': Math.max(...results.map((result) => result.latency.p50)),
    'p99 ms': Math.max(...results.map((result) => result.latency.p99)),
    'no 2xx': results.reduce((total, result) => total + result.non2xx, 0),
    errores: results.reduce((total, result) => total + result.errors + result.timeouts, 0),
    RECIBIDA: respuestas ? `${recibidas}/${respuestas}` : 'n/d',
  } satisfies Row;
}

async function benchEngine(engine: Engine): Promise<Row[]> {
  const started = Date.now();
  const stack = await startEmissionStack(engine);
  console.log(`${engine}: base de datos, simulador y API listos en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    const { apiUrl, headers, bodies } = stack;
    // Warm-up (JIT, pools, certificate cache) until the rate is stable, not reported.
    await warmUpUntilStable({
      url: `${apiUrl}/api/facturar`,
      method: 'POST',
      headers,
      body: JSON.stringify(bodies.oneLine),
      connections: CONNECTIONS,
    });
    const rows: Row[] = [];
    rows.push(await run(engine, 'factura de 1 línea', [apiUrl], headers, bodies.oneLine));
    rows.push(await run(engine, 'factura con inventario (SALIDA)', [apiUrl], headers, bodies.salida));
    rows.push(await run(engine, 'factura de 20 líneas', [apiUrl], headers, bodies.twentyLines));
    if (engine === 'postgres') {
      // Production runs several API instances on one PostgreSQL database (one Node thread each).
      const second = await startChildApi(stack.apiEnv);
      try {
        rows.push(
          await run(engine, 'factura de 1 línea, 2 procesos de API', [apiUrl, second.url], headers, bodies.oneLine),
        );
      } finally {
        await second.stop();
      }
    }
    return rows;
  } finally {
    await stack.stop();
  }
}

async function main() {
  console.log(
    `Benchmark de emisión (POST /api/facturar hasta la recepción del simulador): ${DURATION} s por escenario, ` +
      `${CONNECTIONS} conexiones, ${os.cpus().length} CPU, Node ${process.version}, carga ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
  );
  console.table(await forEachEngine(benchEngine));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
