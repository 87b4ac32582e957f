/**
 * API benchmarks (issue 3): requests/s and p50/p99 latency of the product list, item search,
 * movement creation and the document list with 100 000 documents, on PGlite and PostgreSQL.
 * Prints figures; asserts nothing. The API runs as its own process, as in production.
 *
 *   pnpm --filter @facturador/bench bench:api                  # both engines
 *   pnpm --filter @facturador/bench bench:api -- pglite        # one engine
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=20 BENCH_DOCUMENTS=100000 BENCH_DATABASE_URL=postgres://...
 */
import os from 'node:os';
import { demoBuyers, demoEmisor, insertSampleDocuments, seedDemoData } from '@facturador/api/db';
import { startChildApi } from '@facturador/api/testing';
import autocannon from 'autocannon';
import { createBenchDatabase, type Engine, forEachEngine } from '../common/engines';

const DURATION = Number(process.env.BENCH_DURATION ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const JWT_SECRET = 'secreto-del-benchmark';
// Required with DATABASE_URL (production secrets come from the environment).
const CERT_ENCRYPTION_KEY = 'clave-del-benchmark';

interface Row {
  engine: Engine;
  escenario: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'no 2xx': number;
  errores: number;
}

/** A database with the demo data and DOCUMENTS documents for the demo emisor; returns the API's env. */
async function prepare(engine: Engine) {
  const started = Date.now();
  const database = await createBenchDatabase(engine, async (db) => {
    const ids = await seedDemoData(db);
    await insertSampleDocuments(db, {
      emisorId: ids!.emisorId,
      ruc: demoEmisor.ruc,
      count: DOCUMENTS,
      buyers: demoBuyers,
    });
  });
  console.log(`${engine}: base de datos lista en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return database;
}

async function json(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function run(
  engine: Engine,
  escenario: string,
  options: Omit<autocannon.Options, 'url' | 'duration' | 'connections'> & { url: string },
): Promise<Row> {
  const result = await autocannon({ duration: DURATION, connections: CONNECTIONS, ...options });
  return {
    engine,
    escenario,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'no 2xx': result.non2xx,
    errores: result.errors + result.timeouts,
  };
}

async function benchEngine(engine: Engine): Promise<Row[]> {
  const { env, cleanup } = await prepare(engine);
  const api = await startChildApi({ ...env, JWT_SECRET, CERT_ENCRYPTION_KEY, LOG_LEVEL: 'warn', SEED_DEMO: '0' });
  try {
    const { token } = await json(`${api.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: 'demo', clave: 'demo1234' }),
    });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const { productos } = await json(`${api.url}/api/productos`, { headers });
    const almacenes = await json(`${api.url}/api/almacenes`, { headers });
    const cemento = productos.find((p: { codigo: string }) => p.codigo === 'CEM-50')._id;
    const principal = almacenes.find((a: { nombre: string }) => a.nombre === 'Bodega Principal')._id;
    const firstPage = await json(`${api.url}/api/facturas?limite=50`, { headers });
    const deepCursor = firstPage.siguienteCursor;

    const rows: Row[] = [];
    const get = (escenario: string, pathAndQuery: string) =>
      run(engine, escenario, { url: `${api.url}${pathAndQuery}`, headers });
    rows.push(await get('GET /api/productos', '/api/productos'));
    rows.push(await get('GET /api/items?busqueda=cem', '/api/items?busqueda=cem'));
    rows.push(
      await run(engine, 'POST /api/movimientos (ENTRADA)', {
        url: `${api.url}/api/movimientos`,
        method: 'POST',
        headers,
        body: JSON.stringify({
          tipo_movimiento: 'ENTRADA',
          destino: principal,
          observacion: 'benchmark',
          items: [{ producto_id: cemento, cantidad: 1 }],
        }),
      }),
    );
    rows.push(await get(`GET /api/facturas (${DOCUMENTS} docs, pág. 1)`, '/api/facturas?limite=50'));
    rows.push(await get('GET /api/facturas (pág. 2, cursor)', `/api/facturas?limite=50&cursor=${deepCursor}`));
    rows.push(await get('GET /api/facturas?filtro=cédula', `/api/facturas?filtro=${demoBuyers[0]!.identificacion}`));
    rows.push(await get('GET /api/facturas?filtro=secuencial', '/api/facturas?filtro=54321'));
    rows.push(
      await get('GET /api/facturas (rango de fechas)', '/api/facturas?fecha_inicio=2000-01-01&fecha_fin=2100-12-31'),
    );
    return rows;
  } finally {
    await api.stop();
    await cleanup();
  }
}

async function main() {
  console.log(
    `Benchmark de la API: ${DURATION} s por escenario, ${CONNECTIONS} conexiones, ${DOCUMENTS} documentos, ` +
      `${os.cpus().length} CPU, Node ${process.version}`,
  );
  console.table(await forEachEngine(benchEngine));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
