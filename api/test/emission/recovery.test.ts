import type { EstadoDocumento } from '@facturador/shared/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentos, emisores } from '../../src/db/schema';
import { demoBuyers, demoEmisor } from '../../src/db/seed/demo-data';
import { insertSampleDocuments } from '../../src/db/seed/sample-documents';
import { RECOVERY_PAGE, SRI_QUEUE } from '../../src/services/emission/sri-pipeline';
import { useEmissionApi, waitUntil } from './helpers';

/**
 * The start-up recovery and the sweep with a backlog larger than one page: every document on its way
 * to SRI without a job gets exactly one, in pages, while the API already answers. Workers fetch once
 * at start and then not for 10 minutes, so the jobs stay waiting where the test counts them.
 */
const ctx = useEmissionApi({ JOBS_POLL_INTERVAL_MS: '600000' });

const FIRST = 700_000;
const BACKLOG = RECOVERY_PAGE + 300;

/** Documents of the backlog (secuencial from FIRST on) and their live jobs, per document. */
async function backlogJobs(): Promise<{ documents: number; withOneJob: number; jobs: number }> {
  const { rows } = (await ctx.db.database.db.execute(sql`
    select count(*)::int as documents,
           count(*) filter (where jobs = 1)::int as "withOneJob",
           coalesce(sum(jobs), 0)::int as jobs
    from (select d.id, (select count(*) from pgboss.job j
                        where j.name = ${SRI_QUEUE} and j.singleton_key = d.id::text
                          and j.state < 'completed') as jobs
          from ${documentos} d where d.secuencial >= ${String(FIRST).padStart(9, '0')}) as backlog`)) as unknown as {
    rows: { documents: number; withOneJob: number; jobs: number }[];
  };
  return rows[0]!;
}

const dropBacklogJobs = () =>
  ctx.db.database.db.execute(
    sql`delete from pgboss.job where name = ${SRI_QUEUE} and singleton_key in
        (select id::text from ${documentos} where secuencial >= ${String(FIRST).padStart(9, '0')})`,
  );

describe('recovering documents on their way to SRI', () => {
  it('gives each of a backlog larger than one page exactly one job, at start and from two instances at once', async () => {
    const { db } = ctx.db.database;
    const [emisor] = await db.select({ id: emisores.id }).from(emisores).where(eq(emisores.ruc, demoEmisor.ruc));
    const sample = (count: number, firstSecuencial: number, estados: EstadoDocumento[], spacingMinutes: number) =>
      insertSampleDocuments(db, {
        emisorId: emisor!.id,
        ruc: demoEmisor.ruc,
        count,
        buyers: demoBuyers,
        firstSecuencial,
        estados,
        spacingMinutes,
      });
    // Most at one instant (pages must go on by id within it), the rest spread over states and time.
    await sample(RECOVERY_PAGE + 100, FIRST, ['RECIBIDA'], 0);
    await sample(
      BACKLOG - RECOVERY_PAGE - 100,
      FIRST + RECOVERY_PAGE + 100,
      ['INGRESADA', 'PENDIENTE', 'POR AUTORIZAR'],
      1,
    );
    // Settled, or flagged for a person: never taken back.
    await sample(50, FIRST + BACKLOG, ['AUTORIZADA', 'NO RECIBIDA', 'POR AUTORIZAR'], 2);
    await db
      .update(documentos)
      .set({ atencion: 'revisar', atencionDesde: new Date() })
      .where(
        and(
          eq(documentos.estado, 'POR AUTORIZAR'),
          gte(documentos.secuencial, String(FIRST + BACKLOG).padStart(9, '0')),
        ),
      );
    const settled = 50;

    // A restart: the API answers while its recovery enqueues the backlog in the background.
    await ctx.restart();
    expect((await ctx.demo.get('/api/facturas?limite=1')).status).toBe(200);
    await waitUntil(async () => (await backlogJobs()).jobs === BACKLOG, 'un trabajo por documento pendiente');
    expect(await backlogJobs()).toEqual({ documents: BACKLOG + settled, withOneJob: BACKLOG, jobs: BACKLOG });
    // Nothing left to take back.
    expect(await ctx.api.app.emission.pipeline.recover()).toBe(0);

    // The jobs lost (a restore without them): two instances sweeping at once enqueue each document once.
    await dropBacklogJobs();
    const [first, second] = await Promise.all([
      ctx.api.app.emission.pipeline.recover(),
      ctx.api.app.emission.pipeline.recover(),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(BACKLOG);
    expect(await backlogJobs()).toEqual({ documents: BACKLOG + settled, withOneJob: BACKLOG, jobs: BACKLOG });
  }, 180_000);
});
