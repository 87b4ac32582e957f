import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../src/db/database';
import { documentoImpuestos, documentos, emisores } from '../../src/db/schema';
import { demoBuyers, demoEmisor } from '../../src/db/seed/demo-data';
import { insertSampleDocuments } from '../../src/db/seed/sample-documents';
import { useTestApi } from '../helpers/api';

/**
 * The daily sales summaries the dashboard and the report read (ventas_diarias, impuestos_diarios,
 * productos_vendidos_diarios) are kept by triggers: whatever happens to the documents, they must
 * equal the same figures computed from the documents themselves.
 */
const ctx = useTestApi();

const rowsOf = async (db: Executor, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value)])),
  );

const DAY = sql`((d.fecha at time zone 'UTC') - interval '5 hours')::date`;
const SIGNO = sql`(case when d.tipo = '04' then -1 else 1 end)`;

/** Both sides as sorted text rows, zero rows of the summaries left out (a document that stopped being authorized). */
async function compare(db: Executor) {
  const ventas = await rowsOf(
    db,
    sql`select emisor_id, ambiente, dia, estab, tipo, documentos, importe_total from ventas_diarias
        where documentos <> 0 order by 1, 2, 3, 4, 5`,
  );
  const ventasFromDocuments = await rowsOf(
    db,
    sql`select d.emisor_id, d.ambiente, ${DAY} as dia, d.estab, d.tipo, count(*) as documentos, sum(d.importe_total)::numeric(16, 2) as importe_total
        from documentos d where d.estado = 'AUTORIZADA' group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
  );
  const impuestos = await rowsOf(
    db,
    sql`select emisor_id, ambiente, dia, estab, tipo, codigo, codigo_porcentaje, base_imponible, valor from impuestos_diarios
        where base_imponible <> 0 or valor <> 0 order by 1, 2, 3, 4, 5, 6, 7`,
  );
  const impuestosFromDocuments = await rowsOf(
    db,
    sql`select d.emisor_id, d.ambiente, ${DAY} as dia, d.estab, d.tipo, t.codigo, t.codigo_porcentaje,
          sum(t.base_imponible)::numeric(16, 2) as base_imponible, sum(t.valor)::numeric(16, 2) as valor
        from documentos d join documento_impuestos t on t.documento_id = d.id
        where d.estado = 'AUTORIZADA' group by 1, 2, 3, 4, 5, 6, 7 order by 1, 2, 3, 4, 5, 6, 7`,
  );
  const productos = await rowsOf(
    db,
    sql`select emisor_id, ambiente, dia, codigo, cantidad::numeric(16, 6) as cantidad, total from productos_vendidos_diarios
        where total <> 0 or cantidad <> 0 order by 1, 2, 3, 4`,
  );
  const productosFromDocuments = await rowsOf(
    db,
    // Net of credit notes (issue #25): a credited quantity comes off.
    sql`select d.emisor_id, d.ambiente, ${DAY} as dia, l->>'codigo' as codigo,
          sum(${SIGNO} * (l->>'cantidad')::numeric)::numeric(16, 6) as cantidad,
          sum(${SIGNO} * (l->>'precioTotalSinImpuesto')::numeric)::numeric(16, 2) as total
        from documentos d cross join lateral jsonb_array_elements(d.payload->'factura'->'productos') l
        where d.estado = 'AUTORIZADA' and d.tipo in ('01', '04') group by 1, 2, 3, 4
        having sum(${SIGNO} * (l->>'cantidad')::numeric) <> 0 or sum(${SIGNO} * (l->>'precioTotalSinImpuesto')::numeric) <> 0
        order by 1, 2, 3, 4`,
  );
  return {
    summaries: { ventas, impuestos, productos },
    documents: { ventas: ventasFromDocuments, impuestos: impuestosFromDocuments, productos: productosFromDocuments },
  };
}

describe('the daily sales summaries follow the documents', () => {
  let emisorId = '';

  beforeAll(async () => {
    const db = ctx.db.database.db;
    const [demo] = await db.select({ id: emisores.id }).from(emisores).where(eq(emisores.ruc, demoEmisor.ruc));
    emisorId = demo!.id;
    // 300 documents over ~37 days in both ambientes and two establishments, half of them authorized.
    for (const [ambiente, estab] of [
      [2, '001'],
      [2, '002'],
      [1, '001'],
    ] as const)
      await insertSampleDocuments(db, {
        emisorId,
        ruc: demoEmisor.ruc,
        count: 100,
        buyers: demoBuyers,
        ambiente,
        estab,
        spacingMinutes: 533,
      });
  });

  it('hold what the authorized documents add up to after they are written', async () => {
    const { summaries, documents } = await compare(ctx.db.database.db);
    expect(summaries.ventas.length).toBeGreaterThan(50);
    expect(summaries).toEqual(documents);
  });

  it('follow documents that become authorized, stop being so, change, lose or gain tax rows, or are deleted', async () => {
    const db = ctx.db.database.db;
    const sample = await db
      .select({ id: documentos.id, estado: documentos.estado })
      .from(documentos)
      .where(eq(documentos.emisorId, emisorId))
      .orderBy(documentos.secuencial, documentos.estab, documentos.ambiente)
      .limit(60);
    const authorized = sample.filter((doc) => doc.estado === 'AUTORIZADA').map((doc) => doc.id);
    const others = sample.filter((doc) => doc.estado !== 'AUTORIZADA').map((doc) => doc.id);
    expect(authorized.length).toBeGreaterThan(10);
    expect(others.length).toBeGreaterThan(10);

    await db
      .update(documentos)
      .set({ estado: 'AUTORIZADA' })
      .where(inArray(documentos.id, others.slice(0, 5)));
    await db
      .update(documentos)
      .set({ estado: 'NO AUTORIZADA' })
      .where(inArray(documentos.id, authorized.slice(0, 5)));
    // An authorized document moved to another day and amount, and one moved to the other ambiente.
    await db
      .update(documentos)
      .set({ fecha: new Date(Date.now() - 90 * 86_400_000), importeTotal: 12.34 })
      .where(eq(documentos.id, authorized[5]!));
    await db.update(documentos).set({ ambiente: 1 }).where(eq(documentos.id, authorized[6]!));
    // Tax rows removed from, changed in and added to authorized documents.
    await db.delete(documentoImpuestos).where(eq(documentoImpuestos.documentoId, authorized[7]!));
    await db
      .update(documentoImpuestos)
      .set({ baseImponible: 1, valor: 0.15 })
      .where(eq(documentoImpuestos.documentoId, authorized[8]!));
    await db.insert(documentoImpuestos).values({
      documentoId: authorized[7]!,
      codigo: 3,
      codigoPorcentaje: 3011,
      tarifa: null,
      baseImponible: 10,
      valor: 1.5,
    });
    // Deleted documents take their figures (and, by cascade, their tax rows) with them.
    await db.delete(documentos).where(inArray(documentos.id, [authorized[9]!, others[6]!]));
    // A transaction that changes its mind leaves nothing behind.
    await db
      .transaction(async (tx) => {
        await tx
          .update(documentos)
          .set({ estado: 'AUTORIZADA' })
          .where(inArray(documentos.id, others.slice(7, 10)));
        throw new Error('revertir');
      })
      .catch(() => undefined);

    const { summaries, documents } = await compare(db);
    expect(summaries).toEqual(documents);
  });
});
