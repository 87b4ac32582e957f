import { parseClaveAcceso } from '@facturador/shared/domain';
import { IMPORTADO_NO_AUTORIZADO_MESSAGE, IMPORTADO_TIPO_MESSAGE } from '@facturador/shared/domain/imports';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { emisores, importacionesHistorial, importacionFuentes, importacionResultados } from '../../db/schema';
import { HttpError } from '../../errors';
import { buildAuthorizedXml } from '../../sri';
import type { Jobs } from '../jobs';
import type { ArchivoSubido } from '../withholdings/purchase-files';
import type { AuthorizedDocumentFetcher } from '../withholdings/sri-fetch';
import { type ImportTarget, importDocument } from './document-intake';
import { type DocumentoFuente, documentsInFile, documentsOfFile } from './sources';

export const HISTORY_IMPORT_QUEUE = 'importacion-historial';

interface ImportJob {
  importacionId: string;
}

/** Documents stored per transaction: a restart repeats at most this many, and each is found a duplicate of itself. */
const CHUNK = 25;
/** How long a worker holds an import between two chunks; past it (its process died) another resumes it. */
export const HISTORY_IMPORT_LEASE_MS = 20_000;

/** A document to import: a file's text, a refusal, or a clave to fetch from the SRI. */
type Pendiente = DocumentoFuente | { archivo: string; clave: string };

/**
 * Imports of a company's history (see shared/domain/imports/history.ts): started from an upload or a list of
 * claves, processed by a pg-boss job a chunk at a time, each chunk's documents, results and progress
 * committed together, so a job killed halfway resumes after the last chunk it committed.
 */
export class HistoryImports {
  constructor(
    private readonly db: Db,
    private readonly jobs: Jobs,
    private readonly fetcher: AuthorizedDocumentFetcher,
    private readonly log: FastifyBaseLogger,
    readonly leaseMs = HISTORY_IMPORT_LEASE_MS,
  ) {}

  async defineQueue(): Promise<void> {
    await this.jobs.define<ImportJob>(HISTORY_IMPORT_QUEUE, (job) => this.run(job.importacionId), {
      expireInSeconds: 3600,
    });
  }

  /** Stores the upload (or the claves) and enqueues its job in one transaction; answers the import's id. */
  async start(
    auth: { emisorId: string; userId: string },
    fuente: { archivos: ArchivoSubido[]; total: number } | { claves: string[] },
  ): Promise<string> {
    return this.db.transaction(async (tx) => {
      const total = 'claves' in fuente ? fuente.claves.length : fuente.total;
      const [row] = await tx
        .insert(importacionesHistorial)
        .values({
          emisorId: auth.emisorId,
          usuarioId: auth.userId,
          total,
          claves: 'claves' in fuente ? fuente.claves : null,
        })
        .returning({ id: importacionesHistorial.id });
      const importacionId = row!.id;
      if ('archivos' in fuente) {
        await tx
          .insert(importacionFuentes)
          .values(fuente.archivos.map((archivo, orden) => ({ importacionId, orden, ...archivo })));
      }
      await this.jobs.send<ImportJob>(HISTORY_IMPORT_QUEUE, { importacionId }, { key: importacionId, transaction: tx });
      return importacionId;
    });
  }

  /**
   * Imports still processing whose worker's lease ran out (a restart, a kill -9): resumed here, now. Not through
   * the queue: the dead worker's job stays active in pg-boss until it expires, and would hold a keyed twin back.
   * The lease decides which instance resumes it.
   */
  async recover(): Promise<number> {
    const stale = await this.db
      .select({ id: importacionesHistorial.id })
      .from(importacionesHistorial)
      .where(
        and(
          eq(importacionesHistorial.estado, 'procesando'),
          or(isNull(importacionesHistorial.arrendadaHasta), lt(importacionesHistorial.arrendadaHasta, sql`now()`)),
        ),
      );
    for (const { id } of stale) {
      this.run(id).catch((error) => this.log.error({ err: error, importacionId: id }, 'importación de historial'));
    }
    return stale.length;
  }

  /** Takes (or renews) the import's lease; false when another worker holds it or it is no longer processing. */
  private async lease(importacionId: string, procesados?: number): Promise<boolean> {
    const taken = await this.db
      .update(importacionesHistorial)
      .set({ arrendadaHasta: sql`now() + ${this.leaseMs}::double precision * interval '1 millisecond'` })
      .where(
        and(
          eq(importacionesHistorial.id, importacionId),
          eq(importacionesHistorial.estado, 'procesando'),
          procesados === undefined
            ? or(isNull(importacionesHistorial.arrendadaHasta), lt(importacionesHistorial.arrendadaHasta, sql`now()`))
            : eq(importacionesHistorial.procesados, procesados),
        ),
      )
      .returning({ id: importacionesHistorial.id });
    return taken.length > 0;
  }

  /** The job: every document after the last committed one, a chunk per transaction; then `lista`. */
  async run(importacionId: string): Promise<void> {
    if (!(await this.lease(importacionId))) return;
    const [row] = await this.db
      .select({
        emisorId: importacionesHistorial.emisorId,
        procesados: importacionesHistorial.procesados,
        claves: importacionesHistorial.claves,
        ruc: emisores.ruc,
      })
      .from(importacionesHistorial)
      .innerJoin(emisores, eq(emisores.id, importacionesHistorial.emisorId))
      .where(eq(importacionesHistorial.id, importacionId));
    if (!row) return;
    const target: ImportTarget = { emisorId: row.emisorId, ruc: row.ruc, importacionId };
    let procesados = row.procesados;
    let chunk: Pendiente[] = [];
    for await (const pendiente of this.pending(importacionId, row.claves, procesados)) {
      chunk.push(pendiente);
      if (chunk.length < CHUNK) continue;
      if (!(await this.commitChunk(target, procesados, chunk))) return;
      procesados += chunk.length;
      chunk = [];
    }
    if (chunk.length > 0 && !(await this.commitChunk(target, procesados, chunk))) return;
    await this.db.transaction(async (tx) => {
      await tx
        .update(importacionesHistorial)
        .set({ estado: 'lista', arrendadaHasta: null })
        .where(eq(importacionesHistorial.id, importacionId));
      await tx.delete(importacionFuentes).where(eq(importacionFuentes.importacionId, importacionId));
    });
    this.log.info({ importacionId }, 'importación de historial lista');
  }

  /** The documents still to import, in order, from the `desde`-th: the stored files' (one read at a time) or the claves. */
  private async *pending(importacionId: string, claves: string[] | null, desde: number): AsyncGenerator<Pendiente> {
    if (claves) {
      for (const clave of claves.slice(desde)) yield { archivo: clave, clave };
      return;
    }
    const ordenes = await this.db
      .select({ orden: importacionFuentes.orden })
      .from(importacionFuentes)
      .where(eq(importacionFuentes.importacionId, importacionId))
      .orderBy(asc(importacionFuentes.orden));
    let saltar = desde;
    for (const { orden } of ordenes) {
      const [archivo] = await this.db
        .select({ nombre: importacionFuentes.nombre, bytes: importacionFuentes.bytes })
        .from(importacionFuentes)
        .where(and(eq(importacionFuentes.importacionId, importacionId), eq(importacionFuentes.orden, orden)));
      if (!archivo) continue;
      const enArchivo = await documentsInFile(archivo);
      if (saltar >= enArchivo) {
        saltar -= enArchivo;
        continue;
      }
      yield* documentsOfFile(archivo, saltar);
      saltar = 0;
    }
  }

  /** A clave fetched from the SRI's authorization service, as the authorized file it would have downloaded. */
  private async fetched(clave: string): Promise<{ original: string } | { error: string }> {
    const codDoc = parseClaveAcceso(clave)?.codDoc ?? '';
    try {
      const archivo = await this.fetcher.fetch(clave, codDoc, {
        otroTipo: IMPORTADO_TIPO_MESSAGE,
        noAutorizado: IMPORTADO_NO_AUTORIZADO_MESSAGE,
      });
      return { original: buildAuthorizedXml({ ...archivo, estado: archivo.estado ?? 'AUTORIZADO', mensajes: [] }) };
    } catch (error) {
      if (error instanceof HttpError) return { error: error.message };
      throw error;
    }
  }

  /**
   * One chunk's documents, results and progress in one transaction, only while this worker still holds the
   * import at `procesados` (another that took over after a lapsed lease would have moved it on).
   */
  private async commitChunk(target: ImportTarget, procesados: number, chunk: Pendiente[]): Promise<boolean> {
    if (!(await this.lease(target.importacionId, procesados))) return false;
    // The SRI is asked before the transaction opens: no connection held while it answers.
    const originals = await Promise.all(
      chunk.map(async (pendiente) => ('clave' in pendiente ? this.fetched(pendiente.clave) : pendiente)),
    );
    if (!(await this.lease(target.importacionId, procesados))) return false;
    await this.db.transaction(async (tx) => {
      const resultados = [];
      for (const [index, pendiente] of chunk.entries()) {
        const fuente = originals[index]!;
        const resultado =
          'error' in fuente
            ? { estado: 'rechazado' as const, mensaje: fuente.error }
            : await importDocument(tx, target, 'texto' in fuente ? fuente.texto : fuente.original);
        resultados.push({
          importacionId: target.importacionId,
          orden: procesados + index,
          archivo: pendiente.archivo,
          ...resultado,
        });
      }
      await tx.insert(importacionResultados).values(resultados).onConflictDoNothing();
      await tx
        .update(importacionesHistorial)
        .set({ procesados: procesados + chunk.length })
        .where(eq(importacionesHistorial.id, target.importacionId));
    });
    return true;
  }
}
