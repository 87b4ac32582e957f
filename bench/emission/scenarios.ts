import { seedDemoData } from '@facturador/api/db';
import { startChildApi, startSimulatorProcess } from '@facturador/api/testing';
import { buildInvoicePayload, type InvoiceFormLine } from '@facturador/shared/domain';
import { BENCH_API_ENV, demoAuthorization, demoStock, entradaBody, json } from '../common/api';
import { createBenchDatabase, type Engine } from '../common/engines';

/** The emission benchmarks' set-up: a seeded database, the simulator and the API as processes, and the invoices sent. */

export function invoice(productos: InvoiceFormLine[], almacen_id?: string) {
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

/** A service line (not inventoried): IVA 15 % on odd indexes, 0 % on even ones. */
export const service = (index: number): InvoiceFormLine => ({
  producto_codigo: `SRV-${index}`,
  producto_nombre: `Servicio técnico ${index}`,
  producto_precio: 12.5 + index,
  producto_cantidad: 1,
  producto_descuento: 0,
  producto_impuesto: index % 2 ? 'IVA 15%' : 'IVA 0%',
});

export interface EmissionStack {
  apiUrl: string;
  api: Awaited<ReturnType<typeof startChildApi>>;
  simulator: Awaited<ReturnType<typeof startSimulatorProcess>>;
  apiEnv: Record<string, string>;
  databaseUrl?: string;
  headers: Record<string, string>;
  /** The invoice bodies of the scenarios. */
  bodies: { oneLine: unknown; salida: unknown; twentyLines: unknown };
  stop(): Promise<void>;
}

/**
 * Database (demo data), simulator and API on `engine`, signed in as `demo`, with enough cable in
 * Bodega Principal for every SALIDA of a run. `extraEnv` goes to both processes (e.g. a preload).
 */
export async function startEmissionStack(
  engine: Engine,
  extraEnv: { api?: Record<string, string>; simulator?: Record<string, string> } = {},
): Promise<EmissionStack> {
  const { env, cleanup } = await createBenchDatabase(engine, async (db) => {
    await seedDemoData(db);
  });
  const simulator = await startSimulatorProcess(extraEnv.simulator ?? {});
  const apiEnv = {
    ...env,
    ...BENCH_API_ENV,
    SRI_URL: simulator.url,
    // Measured: the emission through reception. Authorization polling waits until after the run
    // (SRI authorizes on its own servers; the simulator's signature check there costs ~19 ms of CPU
    // per document and would compete for this machine's two cores).
    SRI_POLL_DELAY_MS: '600000',
  };
  const api = await startChildApi({ ...apiEnv, ...extraEnv.api });
  const stop = async () => {
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
  };
  try {
    const headers = { ...(await demoAuthorization(api.url)), 'content-type': 'application/json' };
    const { producto: cable, principal } = await demoStock(api.url, headers, 'CAB-12');
    await json(`${api.url}/api/movimientos`, {
      method: 'POST',
      headers,
      body: entradaBody(principal, cable, 1_000_000),
    });
    const salida = invoice(
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
    );
    return {
      apiUrl: api.url,
      api,
      simulator,
      apiEnv,
      databaseUrl: env.DATABASE_URL || undefined,
      headers,
      bodies: {
        oneLine: invoice([service(1)]),
        salida,
        twentyLines: invoice(Array.from({ length: 20 }, (_, i) => service(i))),
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
