/**
 * API benchmarks (issue 3): requests/s and p50/p99 latency of the product list, item search,
 * movement creation and the document list with 100 000 documents, on PGlite and PostgreSQL; on
 * PostgreSQL the document list again with 1 000 000 documents (issue 14), in a database of its own.
 * Prints figures; asserts nothing. The API runs as its own process, as in production.
 *
 *   pnpm --filter @facturador/bench bench:api                  # both engines
 *   pnpm --filter @facturador/bench bench:api -- pglite        # one engine
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=20 BENCH_DOCUMENTS=100000 BENCH_DATABASE_URL=postgres://...
 *   BENCH_DOCUMENTS_LARGE=1000000 (0 skips the large run)
 */
import os from 'node:os';
import { demoBuyers } from '@facturador/api/db';
import autocannon from 'autocannon';
import { demoAuthorization, demoStock, entradaBody, json, withBenchApi } from '../common/api';
import { createDemoDocumentsDatabase } from '../common/demo-data';
import { type Engine, forEachEngine } from '../common/engines';

const DURATION = Number(process.env.BENCH_DURATION ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const DOCUMENTS_LARGE = Number(process.env.BENCH_DOCUMENTS_LARGE ?? 1_000_000);

interface Row {
  engine: Engine;
  escenario: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'no 2xx': number;
  errores: number;
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

async function signIn(apiUrl: string) {
  return { ...(await demoAuthorization(apiUrl)), 'content-type': 'application/json' };
}

/** 'Mis Comprobantes' with `documents` documents: first page, a later page, and each filter. */
async function documentList(engine: Engine, apiUrl: string, headers: Record<string, string>, documents: number) {
  const firstPage = await json(`${apiUrl}/api/facturas?limite=50`, { headers });
  const get = (escenario: string, pathAndQuery: string) =>
    run(engine, escenario, { url: `${apiUrl}${pathAndQuery}`, headers });
  return [
    await get(`GET /api/facturas (${documents} docs, pág. 1)`, '/api/facturas?limite=50'),
    await get('GET /api/facturas (pág. 2, cursor)', `/api/facturas?limite=50&cursor=${firstPage.siguienteCursor}`),
    await get('GET /api/facturas?filtro=cédula', `/api/facturas?filtro=${demoBuyers[0]!.identificacion}`),
    await get('GET /api/facturas?filtro=secuencial', '/api/facturas?filtro=54321'),
    await get('GET /api/facturas (rango de fechas)', '/api/facturas?fecha_inicio=2000-01-01&fecha_fin=2100-12-31'),
  ];
}

async function benchEngine(engine: Engine): Promise<Row[]> {
  const rows = await withBenchApi(createDemoDocumentsDatabase(engine, { count: DOCUMENTS }), async (apiUrl) => {
    const headers = await signIn(apiUrl);
    const { producto: cemento, principal } = await demoStock(apiUrl, headers, 'CEM-50');
    const get = (escenario: string, pathAndQuery: string) =>
      run(engine, escenario, { url: `${apiUrl}${pathAndQuery}`, headers });
    return [
      await get('GET /api/productos', '/api/productos'),
      await get('GET /api/items?busqueda=cem', '/api/items?busqueda=cem'),
      await run(engine, 'POST /api/movimientos (ENTRADA)', {
        url: `${apiUrl}/api/movimientos`,
        method: 'POST',
        headers,
        body: entradaBody(principal, cemento, 1),
      }),
      ...(await documentList(engine, apiUrl, headers, DOCUMENTS)),
    ];
  });
  // The list at a million documents: PostgreSQL only (production's engine; PGlite is the one-shop demo).
  if (engine === 'postgres' && DOCUMENTS_LARGE > 0) {
    rows.push(
      ...(await withBenchApi(createDemoDocumentsDatabase(engine, { count: DOCUMENTS_LARGE }), async (apiUrl) =>
        documentList(engine, apiUrl, await signIn(apiUrl), DOCUMENTS_LARGE),
      )),
    );
  }
  return rows;
}

async function main() {
  console.log(
    `Benchmark de la API: ${DURATION} s por escenario, ${CONNECTIONS} conexiones, ${DOCUMENTS} documentos ` +
      `(y ${DOCUMENTS_LARGE} en PostgreSQL), ` +
      `${os.cpus().length} CPU, Node ${process.version}, carga ${os
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
