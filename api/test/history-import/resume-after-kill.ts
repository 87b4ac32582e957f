import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { documentos, importacionesHistorial, importacionResultados } from '../../src/db/schema';
import { demoEmisor } from '../../src/db/seed/demo-data';
import { buildAuthorizedXml } from '../../src/sri';
import {
  type ChildApi,
  fictitiousCertificate,
  startChildApi,
  supplierInvoice,
  TEST_SECRETS,
  zip,
} from '../../src/testing';
import { line } from '../emission/helpers';
import { ApiClient } from '../helpers/api';
import { createTestDatabase, type TestDatabase, usingPostgres } from '../helpers/database';

/** Enough documents that the job is still at work when its process is killed. */
const DOCUMENTS = 300;
const EMPRESA = { ...demoEmisor, dirMatriz: demoEmisor.dirMatriz };

function historyZip(): Buffer {
  const certificate = fictitiousCertificate(EMPRESA);
  const comprador = { ruc: '0992339411001', razonSocial: 'FERRETERÍA LA COSTA S.A.' };
  const fechaEmision = new Date('2026-05-20T12:00:00-05:00');
  return zip(
    Array.from({ length: DOCUMENTS }, (_, index) => {
      const factura = supplierInvoice({
        proveedor: EMPRESA,
        certificate,
        comprador,
        ambiente: 2,
        secuencial: 900_000 + index,
        fechaEmision,
        lineas: [line(`K-${index % 40}`, `Producto ${index % 40}`, 10 + (index % 7))],
      });
      const xml = buildAuthorizedXml({
        estado: 'AUTORIZADO',
        numeroAutorizacion: factura.claveAcceso,
        fechaAutorizacion: '2026-05-20T12:30:00-05:00',
        comprobante: factura.xml,
        mensajes: [],
      });
      return { name: `autorizados/${factura.claveAcceso}.xml`, data: Buffer.from(xml, 'utf8') };
    }),
  );
}

const env = (db: TestDatabase) => ({ DATABASE_URL: db.url!, JWT_SECRET: TEST_SECRETS.jwtSecret, SEED_DEMO: '0' });

// Two processes on one database: PostgreSQL only (PGlite is one process's).
/** Registered by history-import.test.ts (a file of only skipped tests would fail the PGlite run). */
export const resumeAfterKill = () =>
  describe.skipIf(!usingPostgres)('a history import killed halfway (kill -9)', () => {
    let db: TestDatabase;
    let child: ChildApi | undefined;
    afterAll(async () => {
      await child?.stop();
      await db?.destroy();
    });

    it('is resumed by the next process: every document once, every file one result', async () => {
      db = await createTestDatabase();
      child = await startChildApi(env(db));
      const client = await new ApiClient(child.url).login('demo');
      const form = new FormData();
      form.append('archivo', new Blob([new Uint8Array(historyZip())], { type: 'application/zip' }), 'historial.zip');
      const started = await fetch(`${child.url}/api/importaciones/documentos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${client.token}` },
        body: form,
      });
      expect(started.status).toBe(202);
      const { id } = (await started.json()) as { id: string };

      const progress = async () => {
        const [row] = await db.database.db
          .select({ estado: importacionesHistorial.estado, procesados: importacionesHistorial.procesados })
          .from(importacionesHistorial)
          .where(eq(importacionesHistorial.id, id));
        return row!;
      };
      // Killed once a few chunks are committed, long before the end.
      for (let row = await progress(); row.procesados < 50; row = await progress()) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      child.process.kill('SIGKILL');
      await new Promise((resolve) => child!.process.once('exit', resolve));
      const atKill = await progress();
      expect(atKill.estado).toBe('procesando');
      expect(atKill.procesados).toBeLessThan(DOCUMENTS);

      child = await startChildApi(env(db));
      const resumed = await new ApiClient(child.url).login('demo');
      let view = (await resumed.get(`/api/importaciones/${id}`)).body;
      while (view.estado === 'procesando') {
        await new Promise((resolve) => setTimeout(resolve, 200));
        view = (await resumed.get(`/api/importaciones/${id}`)).body;
      }
      expect(view.resumen).toEqual({ importados: DOCUMENTS, duplicados: 0, rechazados: 0 });
      expect(view.resultados).toHaveLength(DOCUMENTS);
      const [stored] = await db.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(documentos)
        .where(and(eq(documentos.importacionId, id), isNotNull(documentos.xmlAutorizado)));
      expect(stored!.n).toBe(DOCUMENTS);
      const [results] = await db.database.db
        .select({ n: sql<number>`count(distinct ${importacionResultados.orden})::int` })
        .from(importacionResultados)
        .where(eq(importacionResultados.importacionId, id));
      expect(results!.n).toBe(DOCUMENTS);
    }, 240_000);
  });
