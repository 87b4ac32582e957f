/**
 * Catalogue import benchmark (issue 27): 10,000 products with stock in two warehouses, as a ';' CSV with BOM,
 * previewed (POST /api/productos/importar) and applied (?confirmar=true: the products and one ENTRADA per
 * warehouse in one transaction), beside the goal (< 10 s each on PostgreSQL). Then the same sheet again, which
 * updates all 10,000. Prints figures; asserts nothing. The API runs as its own process, as in production.
 *
 *   pnpm --filter @facturador/bench bench:import                 # both engines
 *   pnpm --filter @facturador/bench bench:import -- postgres     # one engine
 *   BENCH_PRODUCTS=10000 BENCH_DATABASE_URL=postgres://...
 */
import os from 'node:os';
import { seedDemoData } from '@facturador/api/db';
import { demoAuthorization, withBenchApi } from '../common/api';
import { createBenchDatabase, type Engine, forEachEngine } from '../common/engines';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const GOAL_S = 10;

/** The sheet a merchant brings: every product inventoried, stock in both demo warehouses. */
function catalogue(): Buffer {
  const lines = [
    'Código;Nombre;Descripción;Precio;IVA;Unidad;Inventariado;Stock mínimo;Stock Bodega Principal;Stock Sucursal Manta',
  ];
  for (let n = 1; n <= PRODUCTS; n++)
    lines.push(`BEN-${n};Producto de prueba ${n};Importado;${(n % 500) + 1},25;IVA 15%;unidad;sí;2;${n % 40};${n % 7}`);
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

async function importOnce(apiUrl: string, headers: Record<string, string>, sheet: Buffer, confirmar: boolean) {
  const form = new FormData();
  form.append('archivo', new Blob([new Uint8Array(sheet)]), 'catalogo.csv');
  const started = performance.now();
  const response = await fetch(`${apiUrl}/api/productos/importar${confirmar ? '?confirmar=true' : ''}`, {
    method: 'POST',
    headers,
    body: form,
  });
  const body = await response.json();
  const seconds = (performance.now() - started) / 1000;
  if (!response.ok) throw new Error(`importar: ${response.status} ${JSON.stringify(body)}`);
  return { seconds, crear: body.crear.length, actualizar: body.actualizar.length, rechazadas: body.rechazadas.length };
}

async function benchEngine(engine: Engine) {
  const database = createBenchDatabase(engine, async (db) => {
    await seedDemoData(db);
  });
  return withBenchApi(database, async (apiUrl) => {
    const headers = await demoAuthorization(apiUrl);
    const sheet = catalogue();
    const rows = [];
    for (const [escenario, confirmar] of [
      ['vista previa (nuevos)', false],
      ['aplicar (nuevos + 2 ENTRADAS)', true],
      ['vista previa (existentes)', false],
      ['aplicar (actualizar + 2 ENTRADAS)', true],
    ] as const) {
      const result = await importOnce(apiUrl, headers, sheet, confirmar);
      rows.push({
        engine,
        escenario,
        productos: PRODUCTS,
        crear: result.crear,
        actualizar: result.actualizar,
        segundos: Number(result.seconds.toFixed(2)),
        objetivo: engine === 'postgres' ? `< ${GOAL_S} s ${result.seconds < GOAL_S ? 'cumple' : 'NO cumple'}` : '—',
        carga: Number(os.loadavg()[0]!.toFixed(1)),
      });
    }
    return rows;
  });
}

console.log(
  `Importación de ${PRODUCTS} productos (CSV de ${(catalogue().length / 1024).toFixed(0)} KB), ${os.cpus().length} núcleos`,
);
console.table(await forEachEngine(benchEngine));
