import { documentListResponseSchema } from '@facturador/shared/domain/documents';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emisores } from '../src/db/schema';
import { demoBuyers, demoEmisor, otherEmisor, otherEmisorCatalogue } from '../src/db/seed/demo-data';
import { insertSampleDocuments } from '../src/db/seed/sample-documents';
import type { ApiClient } from './helpers/api';
import { useTestApi } from './helpers/api';

const ctx = useTestApi();
let demo: ApiClient;
let otra: ApiClient;
// Newest document: today at noon in Ecuador (17:00 UTC); then one every 6 hours, 30 in all.
const newest = new Date(`${new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10)}T17:00:00Z`);
const dayOf = (daysAgo: number) => new Date(newest.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const { db } = ctx.db.database;
  const emisorId = async (ruc: string) =>
    (await db.select({ id: emisores.id }).from(emisores).where(eq(emisores.ruc, ruc)))[0]!.id;
  await insertSampleDocuments(db, {
    emisorId: await emisorId(demoEmisor.ruc),
    ruc: demoEmisor.ruc,
    count: 30,
    buyers: demoBuyers,
    newest,
    spacingMinutes: 6 * 60,
  });
  await insertSampleDocuments(db, {
    emisorId: await emisorId(otherEmisor.ruc),
    ruc: otherEmisor.ruc,
    count: 3,
    buyers: [otherEmisorCatalogue.buyer],
    newest,
  });
  demo = await ctx.api.anonymous.login('demo');
  otra = await ctx.api.anonymous.login('otra');
});

const list = async (client: ApiClient, query = '') => {
  const response = await client.get(`/api/facturas${query}`);
  expect(response.status).toBe(200);
  return documentListResponseSchema.parse(response.body);
};

describe('GET /api/facturas', () => {
  it('lists the emisor’s documents newest first with the card fields of spec 02 §3', async () => {
    const { facturas, siguienteCursor, limite } = await list(demo);
    expect(limite).toBe(50);
    expect(siguienteCursor).toBeNull();
    expect(facturas).toHaveLength(30);
    expect(facturas.map((f) => f.secuencial)).toEqual(
      Array.from({ length: 30 }, (_, index) => String(index + 1).padStart(9, '0')),
    );
    const [first] = facturas;
    expect(first).toMatchObject({
      estado: 'AUTORIZADA',
      tipoComprobante: '01',
      estab: '001',
      ptoEmi: '001',
      contenido: {
        moneda: 'USD',
        comprador: {
          razonSocialComprador: demoBuyers[0]!.razonSocial,
          identificacionComprador: demoBuyers[0]!.identificacion,
          direccionComprador: demoBuyers[0]!.direccion,
        },
      },
    });
    expect(first!.claveAcceso).toMatch(/^\d{49}$/);
    expect(first!.claveAcceso.slice(8, 10)).toBe('01');
    expect(first!.claveAcceso.slice(30, 39)).toBe('000000001');
    expect(facturas.some((f) => f.tipoComprobante === '04')).toBe(true);
  });

  it('filters by cédula/RUC, by secuencial and by full number', async () => {
    const byBuyer = await list(demo, `?filtro=${demoBuyers[2]!.identificacion}`);
    expect(byBuyer.facturas.length).toBeGreaterThan(0);
    expect(
      byBuyer.facturas.every((f) => f.contenido.comprador.identificacionComprador === demoBuyers[2]!.identificacion),
    ).toBe(true);
    for (const filtro of ['7', '000000007', '001-001-000000007', '001-001-7']) {
      const { facturas } = await list(demo, `?filtro=${filtro}`);
      expect(
        facturas.map((f) => f.secuencial),
        filtro,
      ).toEqual(['000000007']);
    }
    expect((await list(demo, '?filtro=002-001-7')).facturas).toEqual([]);
  });

  it('filters by date in Ecuador, both ends included; empty filters are ignored', async () => {
    const today = await list(demo, `?fecha_inicio=${dayOf(0)}&fecha_fin=${dayOf(0)}`);
    expect(today.facturas.map((f) => f.secuencial)).toEqual(['000000001', '000000002', '000000003']);
    const range = await list(demo, `?fecha_inicio=${dayOf(2)}&fecha_fin=${dayOf(1)}`);
    expect(range.facturas.map((f) => f.secuencial)).toEqual(
      ['4', '5', '6', '7', '8', '9', '10', '11'].map((n) => n.padStart(9, '0')),
    );
    expect((await list(demo, '?filtro=&fecha_inicio=&fecha_fin=')).facturas).toHaveLength(30);
  });

  it('pages with limite and cursor, newest first, without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(demo, `?limite=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.facturas.length).toBeLessThanOrEqual(7);
      seen.push(...page.facturas.map((f) => f.secuencial));
      cursor = page.siguienteCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen).toEqual(Array.from({ length: 30 }, (_, index) => String(index + 1).padStart(9, '0')));
  });

  it('shows each emisor only its own documents', async () => {
    const theirs = await list(otra);
    expect(theirs.facturas).toHaveLength(3);
    const mine = new Set((await list(demo)).facturas.map((f) => f._id));
    expect(theirs.facturas.some((f) => mine.has(f._id))).toBe(false);
    expect((await list(demo, `?filtro=${otherEmisorCatalogue.buyer.identificacion}`)).facturas).toEqual([]);
  });

  it('answers 400 in Spanish for bad paging or dates, and 401 without a token', async () => {
    for (const [query, message] of [
      ['?limite=0', 'El límite debe ser un número entero entre 1 y 200'],
      ['?limite=abc', 'El límite debe ser un número entero entre 1 y 200'],
      ['?fecha_fin=2025-02-30', 'La fecha de fin debe tener el formato AAAA-MM-DD'],
      ['?cursor=%7B%7D', 'El cursor de paginación no es válido'],
    ] as const) {
      const response = await demo.get(`/api/facturas${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
    expect((await ctx.api.anonymous.get('/api/facturas')).status).toBe(401);
  });
});
