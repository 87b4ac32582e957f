import type { EstadoDocumento, SriMensaje } from '@facturador/shared/domain';
import { and, asc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { documentoImpuestos, documentos } from '../../db/schema';

/** What the SRI pipeline needs of a stored document. */
export interface SentDocument {
  id: string;
  emisorId: string;
  claveAcceso: string;
  ambiente: 1 | 2;
  estado: EstadoDocumento;
  xmlFirmado: string;
  mensajesSri: SriMensaje[];
  /** Emission instant. */
  fecha: Date;
  /** When it entered its current estado. */
  estadoDesde: Date;
  /** Why it is flagged for attention; null when it is not. */
  atencion: string | null;
}

const sentColumns = {
  id: documentos.id,
  emisorId: documentos.emisorId,
  claveAcceso: documentos.claveAcceso,
  ambiente: documentos.ambiente,
  estado: documentos.estado,
  xmlFirmado: documentos.xmlFirmado,
  mensajesSri: documentos.mensajesSri,
  fecha: documentos.fecha,
  estadoDesde: documentos.estadoDesde,
  atencion: documentos.atencion,
};

interface SentRow {
  id: string;
  emisorId: string;
  claveAcceso: string;
  ambiente: number;
  estado: string;
  xmlFirmado: string | null;
  mensajesSri: unknown;
  fecha: Date;
  estadoDesde: Date;
  atencion: string | null;
}

function toSent(row: SentRow | undefined): SentDocument | null {
  if (!row?.xmlFirmado) return null;
  return {
    ...row,
    ambiente: row.ambiente === 2 ? 2 : 1,
    estado: row.estado as EstadoDocumento,
    xmlFirmado: row.xmlFirmado,
    mensajesSri: (row.mensajesSri ?? []) as SriMensaje[],
  };
}

/**
 * Stores a new document and its tax rows in one statement (a data-modifying CTE): one round trip
 * inside the emission's transaction, while the secuencial's row stays locked. Named by its shape,
 * so PostgreSQL parses and plans it once per connection.
 */
export async function insertDocument(
  tx: Executor,
  row: typeof documentos.$inferInsert,
  taxes: (typeof documentoImpuestos.$inferInsert)[],
): Promise<void> {
  const document = tx.insert(documentos).values(row);
  if (taxes.length === 0) {
    await document.prepare('documento_insertar').execute();
    return;
  }
  const inserted = tx.$with('documento').as(document.returning({ id: documentos.id }));
  await tx
    .with(inserted)
    .insert(documentoImpuestos)
    .values(taxes)
    .prepare(`documento_insertar_${taxes.length}`)
    .execute();
}

export async function documentById(db: Executor, id: string): Promise<SentDocument | null> {
  const [row] = await db.select(sentColumns).from(documentos).where(eq(documentos.id, id));
  return toSent(row);
}

/** A document of the emisor by access key: another emisor's key is not found (tenancy). */
export async function documentByClave(
  db: Executor,
  emisorId: string,
  claveAcceso: string,
): Promise<SentDocument | null> {
  const [row] = await db
    .select(sentColumns)
    .from(documentos)
    .where(and(eq(documentos.emisorId, emisorId), eq(documentos.claveAcceso, claveAcceso)));
  return toSent(row);
}

export interface StatePatch {
  estado: EstadoDocumento;
  mensajesSri?: SriMensaje[];
  numeroAutorizacion?: string | null;
  fechaAutorizacion?: Date | null;
  xmlAutorizado?: string | null;
}

/** Every column a StatePatch may set, in a fixed order (a new one must be added here: it names the statement). */
const PATCH_COLUMNS = Object.keys({
  estado: true,
  mensajesSri: true,
  numeroAutorizacion: true,
  fechaAutorizacion: true,
  xmlAutorizado: true,
} satisfies Record<keyof StatePatch, true>) as (keyof StatePatch)[];

/**
 * Moves a document to a new state only if it is still in one of `from` (compare and set): two
 * workers answering for one document never overwrite each other. Returns the state it ends in.
 * A new estado restarts `estadoDesde` and clears the attention flag (it was about the old one).
 */
export async function transition(
  db: Executor,
  id: string,
  from: readonly EstadoDocumento[],
  patch: StatePatch,
): Promise<{ changed: boolean; estado: EstadoDocumento; mensajesSri: SriMensaje[] }> {
  const sameEstado = sql`${documentos.estado} = ${patch.estado}`;
  // Named by its shape (columns set, states allowed): parsed and planned once per connection.
  const columns = PATCH_COLUMNS.map((column) => (patch[column] === undefined ? 0 : 1)).join('');
  const [updated] = await db
    .update(documentos)
    .set({
      ...patch,
      estadoDesde: sql`case when ${sameEstado} then ${documentos.estadoDesde} else now() end`,
      atencion: sql`case when ${sameEstado} then ${documentos.atencion} else null end`,
      atencionDesde: sql`case when ${sameEstado} then ${documentos.atencionDesde} else null end`,
    })
    .where(and(eq(documentos.id, id), inArray(documentos.estado, [...from])))
    .returning({ estado: documentos.estado, mensajesSri: documentos.mensajesSri })
    .prepare(`documento_transicion_${columns}_${from.length}`)
    .execute();
  if (updated) {
    return {
      changed: true,
      estado: updated.estado as EstadoDocumento,
      mensajesSri: updated.mensajesSri as SriMensaje[],
    };
  }
  const [current] = await db
    .select({ estado: documentos.estado, mensajesSri: documentos.mensajesSri })
    .from(documentos)
    .where(eq(documentos.id, id));
  return {
    changed: false,
    estado: (current?.estado ?? patch.estado) as EstadoDocumento,
    mensajesSri: (current?.mensajesSri ?? []) as SriMensaje[],
  };
}

/**
 * Flags a document for attention with `mensaje` if it is still in `estado`, unflagged, and has been
 * in it for `forMs` or longer (the database's clock, like `estadoDesde`). True when this call flagged it.
 */
export async function flagAttention(
  db: Executor,
  id: string,
  estado: EstadoDocumento,
  forMs: number,
  mensaje: string,
): Promise<boolean> {
  const flagged = await db
    .update(documentos)
    .set({ atencion: mensaje, atencionDesde: sql`now()` })
    .where(
      and(
        eq(documentos.id, id),
        eq(documentos.estado, estado),
        isNull(documentos.atencion),
        lte(documentos.estadoDesde, sql`now() - ${forMs}::double precision * interval '1 millisecond'`),
      ),
    )
    .returning({ id: documentos.id });
  return flagged.length > 0;
}

/** Where a page of `documentsInEstado` ended: the next page starts after it. */
export interface DocumentCursor {
  fecha: Date;
  id: string;
}

/**
 * One page of documents in `estado` (POR AUTORIZAR ones only while not flagged: they are polled until
 * then), oldest first, after `after`: each page walks the state's partial index (documentos_en_curso_idx,
 * documentos_por_autorizar_idx) from where the last one stopped, so a backlog of any size is read once.
 */
export async function documentsInEstado(
  db: Executor,
  estado: EstadoDocumento,
  after: DocumentCursor | null,
  limit: number,
): Promise<DocumentCursor[]> {
  return db
    .select({ fecha: documentos.fecha, id: documentos.id })
    .from(documentos)
    .where(
      and(
        eq(documentos.estado, estado),
        estado === 'POR AUTORIZAR' ? isNull(documentos.atencion) : undefined,
        after
          ? and(gte(documentos.fecha, after.fecha), or(gt(documentos.fecha, after.fecha), gt(documentos.id, after.id)))
          : undefined,
      ),
    )
    .orderBy(asc(documentos.fecha), asc(documentos.id))
    .limit(limit);
}

/**
 * Which of `ids` have a live job (waiting or running) in `queue`: pg-boss keys each document's job by
 * its id. Asked apart from the page, so a job table whose statistics lag behind a fast-growing backlog
 * costs at most one scan per page, never one per document.
 */
export async function withLiveJob(db: Executor, queue: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = (await db.execute(
    // Written for pg-boss's index of stately queues (job_i3: name, state, coalesce(singleton_key, '')).
    sql`select singleton_key as id from pgboss.job where name = ${queue} and policy = 'stately'
        and state in ('created', 'retry', 'active') and state <= 'active'
        and coalesce(singleton_key, '') = any(string_to_array(${ids.join(',')}, ','))`,
  )) as unknown as { rows: { id: string }[] };
  return new Set(rows.map((row) => row.id));
}
