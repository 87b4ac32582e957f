import { IDEMPOTENCY_KEY_REUSED_MESSAGE, parseClaveAcceso } from '@facturador/shared/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { documentos, idempotencia } from '../../src/db/schema';
import { type ChildApi, startChildApi, TEST_SECRETS } from '../../src/testing';
import { ApiClient } from '../helpers/api';
import { stockOf } from '../helpers/catalogue';
import { usingPostgres } from '../helpers/database';
import {
  facturar,
  invoiceBody,
  line,
  listed,
  quickInvoice,
  serviceLine,
  useEmissionApi,
  waitForEstado,
} from './helpers';

/** Idempotency under a race, gapless numbers under concurrent emissions, and restarts that lose nothing. */
// A RECIBIDA document must still be waiting for its authorization when the API restarts.
const ctx = useEmissionApi({ SRI_POLL_MAX_ATTEMPTS: '1000' });

afterEach(() => {
  ctx.sim.clearFaults();
  ctx.sim.setAuthDelay(0);
});

const secuencialOf = (clave: string) => Number(parseClaveAcceso(clave)!.secuencial);

async function documentCount(): Promise<number> {
  const [row] = await ctx.db.database.db.select({ count: sql<number>`count(*)::int` }).from(documentos);
  return Number(row!.count);
}

describe('Idempotency-Key', () => {
  it('answers racing twins and later retries with the first answer, issuing one document', async () => {
    const body = quickInvoice([{ nombre: 'Pedido', valor: 'WEB-1001' }]);
    const headers = { 'idempotency-key': 'pedido-web-1001' };
    const before = await documentCount();
    const twins = await Promise.all(
      Array.from({ length: 5 }, () => ctx.demo.request('POST', '/api/facturar', body, headers)),
    );
    for (const twin of twins) expect(twin.status).toBe(200);
    const first = twins[0]!.body;
    expect(first.SRI.estado).toBe('RECIBIDA');
    for (const twin of twins) expect(twin.body).toEqual(first);
    expect(twins.filter((twin) => twin.headers.get('idempotent-replayed') === 'true')).toHaveLength(4);
    expect(await documentCount()).toBe(before + 1);

    await waitForEstado(ctx.demo, first.claveAcceso, 'AUTORIZADA');
    const retry = await ctx.demo.request('POST', '/api/facturar', body, headers);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first);
    expect(await documentCount()).toBe(before + 1);

    // A first request that died before answering (its answer never stored): once its time is up, a
    // retry is told the document's state instead of issuing another one.
    await ctx.db.database.db
      .update(idempotencia)
      .set({ respuesta: null, createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(idempotencia.clave, 'pedido-web-1001'));
    const afterCrash = await ctx.demo.request('POST', '/api/facturar', body, headers);
    expect(afterCrash.body).toEqual({
      claveAcceso: first.claveAcceso,
      estado: 'AUTORIZADA',
      SRI: { estado: 'RECIBIDA', mensajes: [] },
    });
    expect(await documentCount()).toBe(before + 1);
  });

  it('refuses the same key with another document, and keeps keys apart per emisor', async () => {
    const headers = { 'idempotency-key': 'pedido-web-2002' };
    const first = await facturar(ctx.demo, quickInvoice(), headers);
    const other = await ctx.demo.request(
      'POST',
      '/api/facturar',
      invoiceBody({ productos: [line('SRV-ENT', 'Entrega', 5)] }),
      headers,
    );
    expect(other.status).toBe(422);
    expect(other.body.error.message).toBe(IDEMPOTENCY_KEY_REUSED_MESSAGE);

    // Manta Mar may use the same key for its own document.
    const foreign = await facturar(ctx.otra, quickInvoice(), headers);
    expect(foreign.body.claveAcceso).not.toBe(first.body.claveAcceso);
    expect(parseClaveAcceso(foreign.body.claveAcceso)!.ruc).toBe('1390012345001');
  });
});

describe('secuenciales', () => {
  it('are gapless and unique under concurrent emissions of invoices and credit notes', async () => {
    // To a buyer: since 2025-08-01 a consumidor final invoice takes no credit note (issue 24).
    const invoice = (await facturar(ctx.demo, invoiceBody({ productos: [serviceLine()] }))).body.claveAcceso;
    await waitForEstado(ctx.demo, invoice, 'AUTORIZADA');
    const note = invoiceBody({
      tipoComprobante: 'notaCredito',
      // Four notes of a quarter each stay within the invoiced quantity.
      productos: [line('SRV-INST', 'Instalación de equipos', 1, 0.25)],
      registrar_comprador: false,
      facturaAModificar: invoice,
      fechaFactura: parseClaveAcceso(invoice)!.fechaEmision,
    });
    const answers = await Promise.all([
      ...Array.from({ length: 16 }, () => ctx.demo.post('/api/facturar', quickInvoice())),
      ...Array.from({ length: 4 }, () => ctx.demo.post('/api/facturar', note)),
    ]);
    for (const answer of answers) expect(answer.status).toBe(200);
    const claves = answers.map((answer) => answer.body.claveAcceso as string);
    expect(new Set(claves).size).toBe(claves.length);
    for (const codDoc of ['01', '04']) {
      const numbers = claves
        .filter((clave) => parseClaveAcceso(clave)!.codDoc === codDoc)
        .map(secuencialOf)
        .sort((a, b) => a - b);
      expect(numbers).toEqual(numbers.map((_, index) => numbers[0]! + index));
    }
    expect(Math.min(...claves.filter((clave) => clave.slice(8, 10) === '01').map(secuencialOf))).toBe(
      secuencialOf(invoice) + 1,
    );
  });
});

describe('a restart', () => {
  it('loses no document and no stock change: documents left on their way to SRI are finished by the new process', async () => {
    const principal = ctx.ids.warehouse('Bodega Principal');
    const cable = ctx.ids.product('CAB-12')._id;
    const stockBefore = await stockOf(ctx.demo, cable, principal);
    const withStock = () =>
      invoiceBody({
        productos: [line('CAB-12', 'Cable 12 AWG', 0.85, 10, { producto_id: cable, esInventariado: true })],
        almacen_id: principal,
      });

    // SRI unreachable: PENDIENTE, with a resend job waiting.
    ctx.sim.setFaults('http500');
    const pending = (await facturar(ctx.demo, withStock())).body;
    expect(pending.estado).toBe('PENDIENTE');
    // Received but slow to authorize: RECIBIDA, with a polling job waiting.
    ctx.sim.clearFaults();
    ctx.sim.setAuthDelay(60_000);
    const received = (await facturar(ctx.demo, withStock())).body;
    expect(received.estado).toBe('RECIBIDA');
    // A process that died between the commit and the first send: INGRESADA and no job at all.
    ctx.sim.setFaults('http500');
    const orphan = (await facturar(ctx.demo, withStock())).body;
    expect(orphan.estado).toBe('PENDIENTE');

    // The process stops. The orphan is made to look like a crash between the commit and the first
    // send: INGRESADA and no job at all. The other two keep their jobs in the database.
    await ctx.restart(async () => {
      const [orphanRow] = await ctx.db.database.db
        .update(documentos)
        .set({ estado: 'INGRESADA', mensajesSri: [] })
        .where(eq(documentos.claveAcceso, orphan.claveAcceso))
        .returning({ id: documentos.id });
      await ctx.db.database.db.execute(sql`delete from pgboss.job where singleton_key = ${orphanRow!.id}`);
      // SRI works again (and authorizes at once) when the new process starts on the same database.
      ctx.sim.clearFaults();
      ctx.sim.setAuthDelay(0);
    });
    const claves = [pending.claveAcceso, received.claveAcceso, orphan.claveAcceso];
    for (const clave of claves) await waitForEstado(ctx.demo, clave, 'AUTORIZADA');

    const rows = await ctx.db.database.db
      .select({ clave: documentos.claveAcceso })
      .from(documentos)
      .where(inArray(documentos.claveAcceso, claves));
    expect(rows).toHaveLength(3);
    for (const clave of claves) {
      expect((await listed(ctx.demo, clave)).numeroAutorizacion).toBe(clave);
      const movements = (await ctx.demo.get(`/api/movimientos?filtro=${clave}`)).body.movimientos;
      expect(movements).toHaveLength(1);
      expect(movements[0].observacion).toBe(`Factura: ${clave}`);
    }
    expect(await stockOf(ctx.demo, cable, principal)).toBe(stockBefore - 30);
  });
});

describe.skipIf(!usingPostgres)('two API processes on one PostgreSQL database', () => {
  let child: ChildApi | undefined;
  afterAll(async () => {
    await child?.stop();
  });

  it('keep numbers gapless and an Idempotency-Key single-use across processes', async () => {
    child = await startChildApi({ DATABASE_URL: ctx.db.url!, JWT_SECRET: TEST_SECRETS.jwtSecret, SEED_DEMO: '0' });
    const other = await new ApiClient(child.url).login('demo');
    const clients = [ctx.demo, other];

    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) => clients[index % 2]!.post('/api/facturar', quickInvoice())),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    const numbers = answers.map((answer) => secuencialOf(answer.body.claveAcceso)).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => numbers[0]! + index));

    const body = quickInvoice([{ nombre: 'Pedido', valor: 'WEB-3003' }]);
    const headers = { 'idempotency-key': 'pedido-web-3003' };
    const before = await documentCount();
    const twins = await Promise.all(
      Array.from({ length: 6 }, (_, index) => clients[index % 2]!.request('POST', '/api/facturar', body, headers)),
    );
    for (const twin of twins) expect(twin.body).toEqual(twins[0]!.body);
    expect(await documentCount()).toBe(before + 1);
    // Either process's jobs finish the documents.
    await waitForEstado(ctx.demo, twins[0]!.body.claveAcceso, 'AUTORIZADA');
  });
});
