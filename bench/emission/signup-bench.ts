/**
 * A merchant's first day (issue 10): sign-up, certificate upload, first invoice in PRUEBAS, until SRI
 * (the simulator, authorizing at once) answers AUTORIZADA. Prints the seconds the server spent on the
 * API calls and the wall time to AUTORIZADA, on PGlite and PostgreSQL. Prints figures; asserts nothing.
 *
 *   pnpm --filter @facturador/bench bench:signup                 # both engines
 *   pnpm --filter @facturador/bench bench:signup -- pglite       # one engine
 */
import { randomBytes } from 'node:crypto';
import { generateTestP12 } from '@facturador/api/sri';
import { newRuc, startChildApi, startSimulatorProcess } from '@facturador/api/testing';
import { buildInvoicePayload, parseClaveAcceso } from '@facturador/shared/domain';
import { BENCH_API_ENV } from '../common/api';
import { createBenchDatabase, type Engine, forEachEngine } from '../common/engines';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function firstDay(url: string, p12: Buffer): Promise<{ serverSeconds: number; wallSeconds: number }> {
  let serverMs = 0;
  const call = async (path: string, init: RequestInit = {}) => {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, init);
    const body = await response.json();
    serverMs += performance.now() - started;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
  const started = performance.now();
  const { token } = await call('/api/registro', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ruc: newRuc(),
      razonSocial: 'COMERCIO DEL BENCHMARK',
      nombreComercial: 'Benchmark',
      dirMatriz: 'Av. Amazonas, Quito',
      email: 'bench@example.com',
      usuario: `bench${randomBytes(4).toString('hex')}`,
      clave: 'clave-del-benchmark',
    }),
  });
  const auth = { authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append('clave', 'bench');
  form.append('archivo', new Blob([new Uint8Array(p12)]), 'firma.p12');
  await call('/api/emisor/certificado', { method: 'PUT', headers: auth, body: form });
  const invoice = buildInvoicePayload({
    ambiente: 1,
    registrar_comprador: false,
    tipo_identificacion: '07',
    comprador_cedula: '9999999999999',
    comprador_nombres: 'CONSUMIDOR FINAL',
    comprador_direccion: 'SIN DIRECCION',
    comprador_email: '',
    infoAdicional: [],
    productos: [
      {
        producto_codigo: 'SRV-1',
        producto_nombre: 'Primer servicio',
        producto_precio: 20,
        producto_cantidad: 1,
        producto_descuento: 0,
        producto_impuesto: 'IVA 15%',
      },
    ],
  });
  const { claveAcceso } = await call('/api/facturar', {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(invoice),
  });
  const numero = parseClaveAcceso(claveAcceso)?.numeroDocumento;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`${claveAcceso} no llegó a AUTORIZADA en 60 s`);
    const { facturas } = await call(`/api/facturas?filtro=${numero}`, { headers: auth });
    if (
      facturas.some(
        (doc: { claveAcceso: string; estado: string }) =>
          doc.claveAcceso === claveAcceso && doc.estado === 'AUTORIZADA',
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { serverSeconds: serverMs / 1000, wallSeconds: (performance.now() - started) / 1000 };
}

interface Row {
  engine: Engine;
  corrida: number;
  's en el servidor': string;
  's hasta AUTORIZADA': string;
}

async function benchEngine(engine: Engine): Promise<Row[]> {
  // An empty database: the benchmark signs up its own companies.
  const { env, cleanup } = await createBenchDatabase(engine, async () => {});
  const simulator = await startSimulatorProcess({ SRI_SIM_AUTH_DELAY_MS: '0' });
  const api = await startChildApi({
    ...env,
    JWT_SECRET: BENCH_API_ENV.JWT_SECRET,
    SEED_DEMO: '0',
    SRI_URL: simulator.url,
    SRI_POLL_DELAY_MS: '50',
    SRI_POLL_MAX_DELAY_MS: '100',
    JOBS_POLL_INTERVAL_MS: '500',
    SRI_SWEEP_INTERVAL_MS: '0',
  });
  const p12 = generateTestP12({ password: 'bench', commonName: 'COMERCIO DEL BENCHMARK' });
  const rows: Row[] = [];
  try {
    for (let run = 1; run <= RUNS; run++) {
      const { serverSeconds, wallSeconds } = await firstDay(api.url, p12);
      rows.push({
        engine,
        corrida: run,
        's en el servidor': serverSeconds.toFixed(2),
        's hasta AUTORIZADA': wallSeconds.toFixed(2),
      });
    }
  } finally {
    await api.stop();
    await simulator.stop();
    await cleanup();
  }
  return rows;
}

const rows = await forEachEngine(benchEngine);
console.log('Registro → certificado → primera factura AUTORIZADA (simulador del SRI)');
console.table(rows);
