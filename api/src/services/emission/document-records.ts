import type { EstadoDocumento, SriMensaje } from '@facturador/shared/domain';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { documentos } from '../../db/schema';

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
  const [updated] = await db
    .update(documentos)
    .set({
      ...patch,
      estadoDesde: sql`case when ${sameEstado} then ${documentos.estadoDesde} else now() end`,
      atencion: sql`case when ${sameEstado} then ${documentos.atencion} else null end`,
      atencionDesde: sql`case when ${sameEstado} then ${documentos.atencionDesde} else null end`,
    })
    .where(and(eq(documentos.id, id), inArray(documentos.estado, [...from])))
    .returning({ estado: documentos.estado, mensajesSri: documentos.mensajesSri });
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

/**
 * Documents in the given states that have no live job in `queue` (none waiting or running): the
 * ones a crash or a failed job left behind. pg-boss keys each document's job by its id.
 */
export async function documentsWithoutJob(
  db: Executor,
  queue: string,
  estados: readonly EstadoDocumento[],
): Promise<{ id: string; estado: EstadoDocumento; fecha: Date }[]> {
  const rows = await db
    .select({ id: documentos.id, estado: documentos.estado, fecha: documentos.fecha })
    .from(documentos)
    .where(
      and(
        or(
          inArray(documentos.estado, [...estados]),
          // POR AUTORIZAR is still polled until its window ends and it is flagged.
          and(eq(documentos.estado, 'POR AUTORIZAR'), isNull(documentos.atencion)),
        ),
        sql`not exists (select 1 from pgboss.job j where j.name = ${queue} and j.singleton_key = ${documentos.id}::text and j.state < 'completed')`,
      ),
    );
  return rows.map((row) => ({ ...row, estado: row.estado as EstadoDocumento }));
}
