import { parseClaveAcceso, SRI_NO_DISPONIBLE_MESSAGE } from '@facturador/shared/domain';
import {
  ESTADOS_REQUIEREN_ATENCION,
  pendienteProlongadoMessage,
  porAutorizarVencidoMessage,
} from '@facturador/shared/domain/documents';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { documentos } from '../../src/db/schema';
import { facturar, quickInvoice, useEmissionApi, waitForEstado, waitUntil } from './helpers';

/**
 * Every document reaches a final state or a visible flag (issue #11), on a short clock: two EN
 * PROCESO answers make a document POR AUTORIZAR, which is then asked every 300 ms for 2 s (SRI's
 * 24 h in production) and flagged; a PENDIENTE document is flagged after 1.5 s while its resends go on.
 */
const POR_AUTORIZAR_MAX_MS = 2_000;
const PENDIENTE_ATENCION_MS = 1_500;
const ctx = useEmissionApi({
  SRI_POLL_MAX_ATTEMPTS: '2',
  SRI_POR_AUTORIZAR_POLL_MS: '300',
  SRI_POR_AUTORIZAR_MAX_MS: String(POR_AUTORIZAR_MAX_MS),
  SRI_PENDIENTE_ATENCION_MS: String(PENDIENTE_ATENCION_MS),
});

afterEach(() => {
  ctx.sim.clearFaults();
});

interface Card {
  claveAcceso: string;
  estado: string;
  atencion: { mensaje: string; desde: string } | null;
  mensajesSri: { identificador: string; mensaje: string }[];
}

/** The document's card as 'Mis Comprobantes' lists it. */
async function card(claveAcceso: string, query = ''): Promise<Card | undefined> {
  const numero = parseClaveAcceso(claveAcceso)!.numeroDocumento;
  const response = await ctx.demo.get(`/api/facturas?filtro=${numero}${query}`);
  expect(response.status).toBe(200);
  return (response.body.facturas as Card[]).find((doc) => doc.claveAcceso === claveAcceso);
}

async function flagged(claveAcceso: string): Promise<Card> {
  let found: Card | undefined;
  await waitUntil(async () => {
    found = await card(claveAcceso);
    return found?.atencion != null;
  }, `${claveAcceso} marcado para atención`);
  return found!;
}

/** Waiting or running jobs of the document (its follow-up is over when there are none). */
async function liveJobs(claveAcceso: string): Promise<number> {
  const result = await ctx.db.database.db.execute(
    sql`select count(*)::int as count from pgboss.job j join ${documentos} d on j.singleton_key = d.id::text
        where d.clave_acceso = ${claveAcceso} and j.state < 'completed'`,
  );
  return Number((result as unknown as { rows: { count: number }[] }).rows[0]!.count);
}

const authorizationQueries = () => ctx.simLog.filter((entry) => entry.startsWith('autorizacionComprobante')).length;

describe('POR AUTORIZAR', () => {
  it('is asked again on a schedule; SRI authorizing it later settles it without anyone pressing a button', async () => {
    ctx.sim.setFaults('en-proceso');
    const { claveAcceso } = (await facturar(ctx.demo, quickInvoice())).body;
    await waitForEstado(ctx.demo, claveAcceso, 'POR AUTORIZAR');
    const queries = authorizationQueries();
    await waitUntil(() => authorizationQueries() > queries, 'una consulta más del documento POR AUTORIZAR');

    // A restart that lost the job: the sweep takes POR AUTORIZAR documents back too. Only the waiting
    // job is dropped, between two queries: a query still running would schedule the next one itself.
    await waitUntil(async () => {
      await ctx.db.database.db.execute(
        sql`delete from pgboss.job where state in ('created', 'retry')
            and singleton_key = (select id::text from ${documentos} where clave_acceso = ${claveAcceso})`,
      );
      return (await liveJobs(claveAcceso)) === 0;
    }, 'el documento POR AUTORIZAR sin trabajo en la cola');
    expect(await ctx.api.app.emission.pipeline.recover()).toBeGreaterThanOrEqual(1);

    ctx.sim.clearFaults();
    const authorized = await waitForEstado(ctx.demo, claveAcceso, 'AUTORIZADA');
    expect(authorized.numeroAutorizacion).toBe(claveAcceso);
    expect((await card(claveAcceso))!.atencion).toBeNull();
  });

  it('is flagged for attention once SRI has not authorized it within the window, and then left alone', async () => {
    ctx.sim.setFaults('en-proceso');
    const { claveAcceso } = (await facturar(ctx.demo, quickInvoice())).body;
    await waitForEstado(ctx.demo, claveAcceso, 'POR AUTORIZAR');
    const marked = await flagged(claveAcceso);
    expect(marked.estado).toBe('POR AUTORIZAR');
    expect(marked.atencion!.mensaje).toBe(porAutorizarVencidoMessage(POR_AUTORIZAR_MAX_MS));
    expect(marked.atencion!.mensaje).toContain('en 2 segundos');
    expect(marked.mensajesSri).toEqual([
      expect.objectContaining({ identificador: '70', mensaje: 'CLAVE DE ACCESO EN PROCESAMIENTO' }),
    ]);
    // Flagged after a full window in POR AUTORIZAR.
    const [row] = await ctx.db.database.db
      .select({ desde: documentos.estadoDesde, atencionDesde: documentos.atencionDesde })
      .from(documentos)
      .where(eq(documentos.claveAcceso, claveAcceso));
    expect(row!.atencionDesde!.getTime() - row!.desde.getTime()).toBeGreaterThanOrEqual(POR_AUTORIZAR_MAX_MS);
    await waitUntil(async () => (await liveJobs(claveAcceso)) === 0, 'el seguimiento del documento terminó');

    // The filter 'only those needing attention' and the dashboard show it.
    expect(await card(claveAcceso, '&atencion=true')).toBeDefined();
    const others = (await ctx.demo.get('/api/facturas?atencion=true&limite=200')).body.facturas as Card[];
    expect(
      others.every(
        (doc) => doc.atencion !== null || (ESTADOS_REQUIEREN_ATENCION as readonly string[]).includes(doc.estado),
      ),
    ).toBe(true);
    const invalid = await ctx.demo.get('/api/facturas?atencion=si');
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toBe('El filtro atencion debe ser true o false');
    const dashboard = (await ctx.demo.get('/api/dashboard?ambiente=1')).body;
    expect(dashboard.atencion).toContainEqual(
      expect.objectContaining({ claveAcceso, estado: 'POR AUTORIZAR', marcado: true }),
    );

    // 'Actualizar estado' still works on it, and a final state clears the flag.
    ctx.sim.clearFaults();
    const refreshed = await ctx.demo.post('/api/autorizacion_manual', { claveAcceso });
    expect(refreshed.body.estado).toBe('AUTORIZADA');
    expect((await card(claveAcceso))!.atencion).toBeNull();
    expect(await card(claveAcceso, '&atencion=true')).toBeUndefined();
  });
});

describe('PENDIENTE', () => {
  it('keeps being resent with backoff, is flagged after the configured time, and settles when SRI is back', async () => {
    ctx.sim.setFaults('http500');
    const answer = (await facturar(ctx.demo, quickInvoice())).body;
    expect(answer).toMatchObject({ estado: 'PENDIENTE', error: { message: SRI_NO_DISPONIBLE_MESSAGE } });
    const marked = await flagged(answer.claveAcceso);
    expect(marked.estado).toBe('PENDIENTE');
    expect(marked.atencion!.mensaje).toBe(pendienteProlongadoMessage(PENDIENTE_ATENCION_MS));
    expect(marked.mensajesSri[0]).toMatchObject({ mensaje: 'SIN RESPUESTA DEL SRI' });
    const dashboard = (await ctx.demo.get('/api/dashboard?ambiente=1')).body;
    expect(dashboard.atencion).toContainEqual(
      expect.objectContaining({ claveAcceso: answer.claveAcceso, estado: 'PENDIENTE', marcado: true }),
    );

    // The resends go on after the flag.
    const sends = ctx.simLog.length;
    await waitUntil(
      () => ctx.simLog.slice(sends).includes('autorizacionComprobante -> falla de transporte'),
      'otro reenvío después de marcarlo',
    );
    ctx.sim.clearFaults();
    await waitForEstado(ctx.demo, answer.claveAcceso, 'AUTORIZADA');
    expect((await card(answer.claveAcceso))!.atencion).toBeNull();
  });
});
