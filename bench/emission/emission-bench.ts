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
import { seedDemoData } from '@facturador/api/db';
import { startChildApi, startSimulatorProcess } from '@facturador/api/testing';
import { buildInvoicePayload, type InvoiceFormLine } from '@facturador/shared/domain';
import autocannon from 'autocannon';
import { createBenchDatabase, type Engine, forEachEngine } from '../common/engines';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const JWT_SECRET = 'secreto-del-benchmark';
// Required with DATABASE_URL (production secrets come from the environment).
const CERT_ENCRYPTION_KEY = 'clave-del-benchmark';

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

async function json(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

function invoice(productos: InvoiceFormLine[], almacen_id?: string) {
  return buildInvoicePayload({
    ambiente: 1,
    almacen_id,
    registrar_comprador: true,
    tipo_identificacion: '05',
    comprador_cedula: '1710034065',
    comprador_nombres: 'María José Loor',
    comprador_direccion: 'Calle Chile y Av. América, Portoviejo',
    comprador_email: 'maria.loor@example.com',
    productos,
    infoAdicional: [{ nombre: 'Vendedor', valor: 'Benchmark' }],
  });
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
  const { env, cleanup } = await createBenchDatabase(engine, async (db) => {
    await seedDemoData(db);
  });
  const simulator = await startSimulatorProcess();
  const apiEnv = {
    ...env,
    JWT_SECRET,
    CERT_ENCRYPTION_KEY,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    SRI_URL: simulator.url,
    // Measured: the emission through reception. Authorization polling waits until after the run
    // (SRI authorizes on its own servers; the simulator's signature check there costs ~19 ms of CPU
    // per document and would compete for this machine's two cores).
    SRI_POLL_DELAY_MS: '600000',
  };
  const api = await startChildApi(apiEnv);
  console.log(`${engine}: base de datos, simulador y API listos en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    const { token } = await json(`${api.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: 'demo', clave: 'demo1234' }),
    });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const { productos } = await json(`${api.url}/api/productos`, { headers });
    const almacenes = await json(`${api.url}/api/almacenes`, { headers });
    const cable = productos.find((p: { codigo: string }) => p.codigo === 'CAB-12')._id;
    const principal = almacenes.find((a: { nombre: string }) => a.nombre === 'Bodega Principal')._id;
    // Enough cable for every invoice of the run.
    await json(`${api.url}/api/movimientos`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        tipo_movimiento: 'ENTRADA',
        destino: principal,
        observacion: 'benchmark',
        items: [{ producto_id: cable, cantidad: 1_000_000 }],
      }),
    });
    const service = (index: number): InvoiceFormLine => ({
      producto_codigo: `SRV-${index}`,
      producto_nombre: `Servicio técnico ${index}`,
      producto_precio: 12.5 + index,
      producto_cantidad: 1,
      producto_descuento: 0,
      producto_impuesto: index % 2 ? 'IVA 15%' : 'IVA 0%',
    });
    // Warm-up (JIT, pools, certificate cache), not reported.
    await autocannon({
      url: `${api.url}/api/facturar`,
      method: 'POST',
      headers,
      body: JSON.stringify(invoice([service(1)])),
      duration: 2,
      connections: CONNECTIONS,
    });
    const rows: Row[] = [];
    rows.push(await run(engine, 'factura de 1 línea', [api.url], headers, invoice([service(1)])));
    rows.push(
      await run(
        engine,
        'factura con inventario (SALIDA)',
        [api.url],
        headers,
        invoice(
          [
            service(1),
            {
              producto_codigo: 'CAB-12',
              producto_nombre: 'Cable 12 AWG',
              producto_precio: 0.85,
              producto_cantidad: 3,
              producto_descuento: 0,
              producto_impuesto: 'IVA 15%',
              producto_id: cable,
              esInventariado: true,
            },
          ],
          principal,
        ),
      ),
    );
    rows.push(
      await run(
        engine,
        'factura de 20 líneas',
        [api.url],
        headers,
        invoice(Array.from({ length: 20 }, (_, i) => service(i))),
      ),
    );
    if (engine === 'postgres') {
      // Production runs several API instances on one PostgreSQL database (one Node thread each).
      const second = await startChildApi(apiEnv);
      try {
        rows.push(
          await run(
            engine,
            'factura de 1 línea, 2 procesos de API',
            [api.url, second.url],
            headers,
            invoice([service(1)]),
          ),
        );
      } finally {
        await second.stop();
      }
    }
    return rows;
  } finally {
    // A stop that hangs is a bug worth seeing: print the API's last lines instead of waiting forever.
    const stopped = await Promise.race([
      api.stop().then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 60_000)),
    ]);
    if (!stopped) {
      console.error(`${engine}: la API no se detuvo en 60 s; últimas líneas:\n${api.output().slice(-3000)}`);
      api.process.kill('SIGKILL');
    }
    await simulator.stop();
    await cleanup();
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
