import { startChildApi } from '@facturador/api/testing';
import type { BenchDatabase } from './engines';

/**
 * What every benchmark's API process is started with besides its database: the secrets production
 * reads from the environment (CERT_ENCRYPTION_KEY is required with DATABASE_URL), quiet logs and no
 * demo seeding (each benchmark fills its own database first).
 */
export const BENCH_API_ENV = {
  JWT_SECRET: 'secreto-del-benchmark-de-la-api-de-facturador',
  CERT_ENCRYPTION_KEY: 'clave-de-cifrado-del-benchmark-de-facturador',
  LOG_LEVEL: 'warn',
  SEED_DEMO: '0',
} as const;

/** A JSON answer; any non-2xx stops the benchmark with what the API said. */
export async function json(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Signs in as the demo data's `demo` user: the Authorization header of its requests. */
export async function demoAuthorization(apiUrl: string): Promise<{ authorization: string }> {
  const { token } = await json(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: 'demo', clave: 'demo1234' }),
  });
  return { authorization: `Bearer ${token}` };
}

/** The API as its own process on a prepared database, for `work`; afterwards both are gone. */
export async function withBenchApi<T>(
  prepared: Promise<BenchDatabase>,
  work: (apiUrl: string) => Promise<T>,
): Promise<T> {
  const { env, cleanup } = await prepared;
  try {
    const api = await startChildApi({ ...env, ...BENCH_API_ENV });
    try {
      return await work(api.url);
    } finally {
      await api.stop();
    }
  } finally {
    await cleanup();
  }
}

/** Ids from the demo catalogue: the product `codigo` and the Bodega Principal warehouse. */
export async function demoStock(apiUrl: string, headers: Record<string, string>, codigo: string) {
  const { productos } = await json(`${apiUrl}/api/productos`, { headers });
  const almacenes = await json(`${apiUrl}/api/almacenes`, { headers });
  return {
    producto: productos.find((p: { codigo: string }) => p.codigo === codigo)._id as string,
    principal: almacenes.find((a: { nombre: string }) => a.nombre === 'Bodega Principal')._id as string,
  };
}

/** The body of POST /api/movimientos for an ENTRADA of `cantidad` of `producto` into `destino`. */
export function entradaBody(destino: string, producto: string, cantidad: number): string {
  return JSON.stringify({
    tipo_movimiento: 'ENTRADA',
    destino,
    observacion: 'benchmark',
    items: [{ producto_id: producto, cantidad }],
  });
}
