import { buildInvoicePayload } from '@facturador/shared/domain';
import { startSimulator } from './sim/simulator';
import { buildApp } from './src/app';
import { openDatabase } from './src/db/database';
import { seedDemoData } from './src/db/seed/seed';

const sim = await startSimulator({ port: 0, authDelayMs: 0, env: {} });
process.env.SRI_URL = sim.url;
process.env.SRI_POLL_DELAY_MS = '600000';
const realFetch = globalThis.fetch; let fetchMs = 0; let fetchN = 0;
globalThis.fetch = (async (...a: any[]) => { const t = performance.now(); try { return await (realFetch as any)(...a); } finally { if (String(a[0]).includes('comprobantes-electronicos')) { fetchMs += performance.now() - t; fetchN++; } } }) as any;
const database = await openDatabase({ engine: 'pglite' });
await seedDemoData(database.db);
const pg = database.pglite!;
const stats = new Map<string, { n: number; ms: number }>();
let counting = false;
for (const method of ['query', 'exec'] as const) {
  const original = (pg as any)[method].bind(pg);
  (pg as any)[method] = async (text: string, ...rest: unknown[]) => {
    const t = performance.now();
    try { return await original(text, ...rest); } finally {
      if (counting) { const key = `${method}: ${text.replace(/\s+/g, ' ').slice(0, 110)}`; const s = stats.get(key) ?? { n: 0, ms: 0 }; s.n++; s.ms += performance.now() - t; stats.set(key, s); }
    }
  };
}
// Transactions go through pglite.transaction -> tx.query: wrap too.
const originalTx = pg.transaction.bind(pg);
(pg as any).transaction = (fn: any) => originalTx(async (tx: any) => {
  const q = tx.query.bind(tx);
  tx.query = async (text: string, ...rest: unknown[]) => { const t = performance.now(); try { return await q(text, ...rest); } finally { if (counting) { const key = `tx: ${text.replace(/\s+/g, ' ').slice(0, 110)}`; const s = stats.get(key) ?? { n: 0, ms: 0 }; s.n++; s.ms += performance.now() - t; stats.set(key, s); } } };
  return fn(tx);
});
const app = await buildApp({ database, logger: false, seedDemo: false, config: { jwtSecret: 'x' } });
await app.listen({ port: 0 });
const url = `http://127.0.0.1:${(app.server.address() as any).port}`;
const { token } = (await (await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usuario: "demo", clave: "demo1234" }) })).json()) as { token: string };
const body = JSON.stringify(buildInvoicePayload({ ambiente: 1, registrar_comprador: true, tipo_identificacion: '05', comprador_cedula: '1710034065', comprador_nombres: 'X Y', comprador_email: 'a@b.ec', infoAdicional: [], productos: [{ producto_codigo: 'S1', producto_nombre: 'Servicio', producto_precio: 10, producto_cantidad: 1, producto_descuento: 0, producto_impuesto: 'IVA 15%' }] }));
counting = true;
const N = 100;
const t0 = performance.now();
for (let i = 0; i < N; i++) {
  const r = await fetch(`${url}/api/facturar`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
  await r.text();
}
const elapsed = performance.now() - t0;
await new Promise((r) => setTimeout(r, 3000));
counting = false;
console.log(`sequential: ${(elapsed / N).toFixed(1)} ms per emission; SRI fetch ${(fetchMs / N).toFixed(1)} ms (${fetchN})`);
let total = 0;
for (const [k, s] of [...stats.entries()].sort((a, b) => b[1].ms - a[1].ms)) { total += s.ms; console.log(String(s.n).padStart(5), (s.ms / N).toFixed(2).padStart(7), 'ms/em', k); }
console.log('db ms per emission', (total / N).toFixed(1));
await app.close(); await database.close(); await sim.close();
