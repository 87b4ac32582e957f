/**
 * Dashboard and monthly report benchmark (issue 15): p50/p99 of GET /api/dashboard and
 * GET /api/reportes/ventas with 100 000 PRODUCCIÓN documents of one emisor spread over the last 12
 * months (so the dashboard's 12-month chart covers all of them), 9 in 10 authorized, beside the goal (< 300 ms p99 on
 * PostgreSQL). Prints figures; asserts nothing. The API runs as its own process, as in production.
 *
 *   pnpm --filter @facturador/bench bench:reports                 # both engines
 *   pnpm --filter @facturador/bench bench:reports -- postgres     # one engine
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=10 BENCH_DOCUMENTS=100000 BENCH_DATABASE_URL=postgres://...
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { demoAuthorization, json, withBenchApi } from '../common/api';
import { createDemoDocumentsDatabase } from '../common/demo-data';
import { type Engine, forEachEngine } from '../common/engines';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const GOAL_P99_MS = 300;
const YEAR_MINUTES = 365 * 24 * 60;

interface Row {
  engine: Engine;
  escenario: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  objetivo: string;
  'no 2xx': number;
  errores: number;
  /** The machine's 1-minute load average at the end of the run (other work shares these cores). */
  carga: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A calendar month as the report's period (YYYY-MM-DD both ends), `back` months before this one (UTC-5). */
function month(back: number): { desde: string; hasta: string } {
  const now = new Date(Date.now() - 5 * 3_600_000);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  const day = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return { desde: day(first), hasta: day(last) };
}

/** The demo data and a year of PRODUCCIÓN documents: 9 in 10 authorized, the rest refused (NO RECIBIDA, NO AUTORIZADA). */
const prepare = (engine: Engine) =>
  createDemoDocumentsDatabase(engine, {
    count: DOCUMENTS,
    ambiente: 2,
    estados: [...Array<'AUTORIZADA'>(18).fill('AUTORIZADA'), 'NO AUTORIZADA', 'NO RECIBIDA'],
    // The newest now, the oldest a year ago: every document falls in the dashboard's 12 months.
    spacingMinutes: YEAR_MINUTES / DOCUMENTS,
  });

async function benchEngine(engine: Engine): Promise<Row[]> {
  return withBenchApi(prepare(engine), async (apiUrl) => {
    const headers = await demoAuthorization(apiUrl);
    const current = month(0);
    const previous = month(1);
    const scenarios: [string, string][] = [
      [`GET /api/dashboard (${DOCUMENTS} docs en 12 meses)`, '/api/dashboard'],
      ['GET /api/reportes/ventas (mes actual)', `/api/reportes/ventas?desde=${current.desde}&hasta=${current.hasta}`],
      [
        'GET /api/reportes/ventas (mes anterior completo)',
        `/api/reportes/ventas?desde=${previous.desde}&hasta=${previous.hasta}`,
      ],
      [
        'GET /api/reportes/ventas (mes anterior, establecimiento 001)',
        `/api/reportes/ventas?desde=${previous.desde}&hasta=${previous.hasta}&establecimiento=001`,
      ],
    ];
    // What the figures are about: the month's documents and the 12-month total.
    const report = await json(`${apiUrl}${scenarios[2]![1]}`, { headers });
    const dashboard = await json(`${apiUrl}/api/dashboard`, { headers });
    const documents = report.documentos.reduce((sum: number, row: { cantidad: number }) => sum + row.cantidad, 0);
    console.log(
      `${engine}: mes anterior ${documents} documentos (${report.pendientes} pendientes), neto ${report.importeTotal.neto}; ` +
        `panel: 12 meses ${dashboard.mensual.reduce((sum: number, row: { ventas: number }) => sum + row.ventas, 0).toFixed(2)}`,
    );

    const rows: Row[] = [];
    for (const [escenario, path] of scenarios) {
      const result = await autocannon({
        url: `${apiUrl}${path}`,
        headers,
        duration: DURATION,
        connections: CONNECTIONS,
      });
      rows.push({
        engine,
        escenario,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        objetivo: `p99 < ${GOAL_P99_MS} ms: ${result.latency.p99 < GOAL_P99_MS ? 'se cumple' : 'no se cumple'}`,
        'no 2xx': result.non2xx,
        errores: result.errors + result.timeouts,
        carga: Math.round(os.loadavg()[0]! * 10) / 10,
      });
    }
    return rows;
  });
}

async function main() {
  console.log(
    `Benchmark del panel y el reporte: ${DURATION} s por escenario, ${CONNECTIONS} conexiones, ${DOCUMENTS} documentos, ` +
      `${os.cpus().length} CPU, carga ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}, Node ${process.version}`,
  );
  console.table(await forEachEngine(benchEngine));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
