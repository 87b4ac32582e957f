import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildApi, startChildApi, TEST_SECRETS } from '../src/testing';
import { ApiClient, useTestApi } from './helpers/api';
import { catalogue, serialItem, stockOf } from './helpers/catalogue';
import { usingPostgres } from './helpers/database';

const ctx = useTestApi();
let demo: ApiClient;
let principal: string;
let manta: string;

beforeAll(async () => {
  demo = await ctx.api.anonymous.login('demo');
  const ids = await catalogue(demo);
  principal = ids.warehouse('Bodega Principal');
  manta = ids.warehouse('Sucursal Manta');
});

async function newProduct(serializado: boolean): Promise<{ _id: string; nombre: string }> {
  const codigo = `CONC-${Math.random().toString(36).slice(2, 10)}`;
  const response = await demo.post('/api/productos', {
    codigo,
    nombre: `Producto ${codigo}`,
    precio: 10,
    serializado,
    inventariado: true,
  });
  expect(response.status).toBe(201);
  return response.body.producto;
}

async function stockIn(producto: { _id: string }, almacen: string, line: Record<string, unknown>) {
  const response = await demo.post('/api/movimientos', {
    tipo_movimiento: 'ENTRADA',
    destino: almacen,
    items: [{ producto_id: producto._id, ...line }],
  });
  expect(response.status).toBe(201);
}

/** Fires all requests at once, spread over the given API clients, and counts the statuses. */
async function fire(clients: ApiClient[], count: number, body: unknown): Promise<Record<number, number>> {
  const responses = await Promise.all(
    Array.from({ length: count }, (_, index) => clients[index % clients.length]!.post('/api/movimientos', body)),
  );
  const statuses: Record<number, number> = {};
  for (const response of responses) statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  return statuses;
}

async function sellOneSerialFiftyTimes(clients: ApiClient[]) {
  const producto = await newProduct(true);
  await stockIn(producto, principal, { numero_serie: 'UNICA-001' });
  const statuses = await fire(clients, 50, {
    tipo_movimiento: 'SALIDA',
    origen: principal,
    items: [{ producto_id: producto._id, numero_serie: 'UNICA-001' }],
  });
  expect(statuses).toEqual({ 201: 1, 409: 49 });
  expect(await serialItem(demo, 'UNICA-001')).toMatchObject({ status: 'VENDIDO', stock: 0 });
  const sales = (await demo.get('/api/movimientos?tipo_movimiento=SALIDA&limite=500')).body.movimientos.filter(
    (m: { items: { producto_id: string }[] }) => m.items.some((item) => item.producto_id === producto._id),
  );
  expect(sales).toHaveLength(1);
}

async function sellSixtyOfStockInAHundredRequests(clients: ApiClient[]) {
  const producto = await newProduct(false);
  await stockIn(producto, principal, { cantidad: 60 });
  const statuses = await fire(clients, 100, {
    tipo_movimiento: 'SALIDA',
    origen: principal,
    items: [{ producto_id: producto._id, cantidad: 1 }],
  });
  expect(statuses).toEqual({ 201: 60, 409: 40 });
  expect(await stockOf(demo, producto._id, principal)).toBe(0);
}

describe('concurrent stock movements over HTTP', () => {
  it('sells a serial exactly once out of 50 parallel SALIDA requests', async () => {
    await sellOneSerialFiftyTimes([demo]);
  });

  it('accepts exactly 60 of 100 parallel SALIDA requests against a stock of 60', async () => {
    await sellSixtyOfStockInAHundredRequests([demo]);
  });

  it('keeps totals when transfers run both ways at once (no deadlock, no lost update)', async () => {
    const producto = await newProduct(false);
    await stockIn(producto, principal, { cantidad: 100 });
    await stockIn(producto, manta, { cantidad: 100 });
    const move = (origen: string, destino: string) => ({
      tipo_movimiento: 'TRASLADO',
      origen,
      destino,
      items: [{ producto_id: producto._id, cantidad: 1 }],
    });
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        demo.post('/api/movimientos', index % 2 ? move(principal, manta) : move(manta, principal)),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(40).fill(201));
    expect(await stockOf(demo, producto._id, principal)).toBe(100);
    expect(await stockOf(demo, producto._id, manta)).toBe(100);
  });
});

describe.skipIf(!usingPostgres)('two API processes on one PostgreSQL database', () => {
  let child: ChildApi;
  let viaChild: ApiClient;

  beforeAll(async () => {
    child = await startChildApi({ DATABASE_URL: ctx.db.url!, JWT_SECRET: TEST_SECRETS.jwtSecret });
    // A token from one process is valid on the other: same secret, same database.
    viaChild = new ApiClient(child.url, demo.token);
  });
  afterAll(async () => {
    await child?.stop();
  });

  it('serves the same data from both processes', async () => {
    expect((await viaChild.get('/api/user')).body.usuario.usuario).toBe('demo');
  });

  it('sells a serial exactly once when 50 requests are split between the processes', async () => {
    await sellOneSerialFiftyTimes([demo, viaChild]);
  });

  it('accepts exactly 60 of 100 requests split between the processes against a stock of 60', async () => {
    await sellSixtyOfStockInAHundredRequests([demo, viaChild]);
  });
});
