import { COD_DOC, type EstadoDocumento, fechaEcuador } from '@facturador/shared/domain';
import {
  ANULACION_CON_NOTAS_CREDITO_MESSAGE,
  ANULACION_CON_NOTAS_DEBITO_MESSAGE,
  ANULACION_NO_PENDIENTE_MESSAGE,
  type AnulacionDeDocumento,
  aceptacionRequerida,
  anulacionVencidaMessage,
  anulacionViolation,
  anulacionYaPendienteMessage,
  estadoAnulacionEn,
  PENDIENTE_DE_ACEPTACION,
  plazoAceptacion,
} from '@facturador/shared/domain/documents';
import { CLAVE_ACCESO_INCORRECTA_MESSAGE } from '@facturador/shared/domain/ride';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/database';
import { anulaciones, documentos } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { AuthContext } from '../auth/auth-context';
import { returnStockOfRejected } from '../emission/rejected-stock';
import { inTransaction } from '../transactions';

type AnulacionRow = typeof anulaciones.$inferSelect;

/** A document's annulment as the card shows it, its silence read on `now`. */
export function anulacionOf(row: AnulacionRow, now = new Date()): AnulacionDeDocumento {
  return {
    estado: estadoAnulacionEn(row, fechaEcuador(now)),
    motivo: row.motivo,
    usuario: row.usuario,
    fecha: row.fecha.toISOString(),
    plazo: row.plazo,
  };
}

/** The estado a client sees: AUTORIZADA shows as PENDIENTE DE ACEPTACIÓN while the receiver may still answer. */
export function estadoVisible(estado: string, anulacion: Pick<AnulacionDeDocumento, 'estado'> | null): EstadoDocumento {
  return estado === 'AUTORIZADA' && anulacion?.estado === PENDIENTE_DE_ACEPTACION
    ? PENDIENTE_DE_ACEPTACION
    : (estado as EstadoDocumento);
}

/** The emisor's document by access key with its annulment, both rows locked until commit. */
async function lockedDocument(tx: Tx, emisorId: string, clave: string) {
  const [doc] = await tx
    .select({
      id: documentos.id,
      tipo: documentos.tipo,
      estado: documentos.estado,
      fechaEmision: documentos.fechaEmision,
      identificacionComprador: documentos.compradorIdentificacion,
    })
    .from(documentos)
    .where(and(eq(documentos.emisorId, emisorId), eq(documentos.claveAcceso, clave)))
    .for('update');
  if (!doc) throw notFound(CLAVE_ACCESO_INCORRECTA_MESSAGE);
  const [anulacion] = await tx.select().from(anulaciones).where(eq(anulaciones.documentoId, doc.id)).for('update');
  return { doc, anulacion: anulacion ?? null };
}

/** The document becomes ANULADA: its stock movement is undone and the sales summaries' trigger takes it out. */
async function markAnnulled(tx: Tx, documentoId: string, now: Date) {
  await tx
    .update(documentos)
    .set({ estado: 'ANULADA', estadoDesde: now, atencion: null, atencionDesde: null })
    .where(eq(documentos.id, documentoId));
  await returnStockOfRejected(tx, documentoId, 'ANULADA');
}

/**
 * POST /api/facturas/{clave}/anulacion: the merchant annulled the document in SRI en línea (SRI has
 * no web service for it) and confirms it here, under the rule of its date (sri-2025-rules). An
 * invoice becomes ANULADA at once; a nota de crédito or retención waits for its receiver
 * (PENDIENTE DE ACEPTACIÓN, still valid) until `respondAnnulment`. `anulaciones` keeps who, when and why.
 */
export async function annulDocument(db: Db, auth: AuthContext, clave: string, motivo: string, now = new Date()) {
  return inTransaction(db, async (tx) => {
    const { doc, anulacion } = await lockedDocument(tx, auth.emisorId, clave);
    if (anulacion && estadoAnulacionEn(anulacion, fechaEcuador(now)) === PENDIENTE_DE_ACEPTACION)
      throw conflict(anulacionYaPendienteMessage(anulacion.plazo ?? ''));
    const violation = anulacionViolation(doc, fechaEcuador(now));
    if (violation) throw conflict(violation);
    if (doc.tipo === COD_DOC.factura) {
      const notes = await tx
        .select({ tipo: documentos.tipo })
        .from(documentos)
        .where(
          and(
            eq(documentos.emisorId, auth.emisorId),
            eq(documentos.documentoModificado, clave),
            notInArray(documentos.estado, ['NO AUTORIZADA', 'ANULADA']),
          ),
        )
        .limit(1);
      if (notes[0]) {
        throw conflict(
          notes[0].tipo === COD_DOC.notaDebito
            ? ANULACION_CON_NOTAS_DEBITO_MESSAGE
            : ANULACION_CON_NOTAS_CREDITO_MESSAGE,
        );
      }
    }
    const aceptacion = aceptacionRequerida(doc.tipo, doc.fechaEmision);
    const values = {
      documentoId: doc.id,
      emisorId: auth.emisorId,
      usuarioId: auth.userId,
      usuario: auth.usuario,
      motivo,
      fecha: now,
      estado: aceptacion ? PENDIENTE_DE_ACEPTACION : 'ACEPTADA',
      plazo: aceptacion ? plazoAceptacion(now, aceptacion.diasHabiles) : null,
      respuestaUsuario: null,
      respuestaFecha: null,
    };
    // A request after a rejection renews the row.
    const [row] = await tx
      .insert(anulaciones)
      .values(values)
      .onConflictDoUpdate({ target: anulaciones.documentoId, set: values })
      .returning();
    if (!aceptacion) await markAnnulled(tx, doc.id, now);
    return { estado: aceptacion ? PENDIENTE_DE_ACEPTACION : ('ANULADA' as const), anulacion: anulacionOf(row!, now) };
  });
}

/**
 * POST /api/facturas/{clave}/anulacion/respuesta: what the receiver answered in SRI en línea. Accepted,
 * the document becomes ANULADA; rejected, it stays AUTORIZADA. Only while the annulment is pending:
 * past its last day the silence already rejected it.
 */
export async function respondAnnulment(db: Db, auth: AuthContext, clave: string, aceptada: boolean, now = new Date()) {
  return inTransaction(db, async (tx) => {
    const { doc, anulacion } = await lockedDocument(tx, auth.emisorId, clave);
    if (!anulacion || anulacion.estado !== PENDIENTE_DE_ACEPTACION || doc.estado !== 'AUTORIZADA')
      throw conflict(ANULACION_NO_PENDIENTE_MESSAGE);
    if (estadoAnulacionEn(anulacion, fechaEcuador(now)) !== PENDIENTE_DE_ACEPTACION)
      throw conflict(anulacionVencidaMessage(anulacion.plazo ?? ''));
    const [row] = await tx
      .update(anulaciones)
      .set({ estado: aceptada ? 'ACEPTADA' : 'RECHAZADA', respuestaUsuario: auth.usuario, respuestaFecha: now })
      .where(eq(anulaciones.documentoId, doc.id))
      .returning();
    if (aceptada) await markAnnulled(tx, doc.id, now);
    return { estado: aceptada ? ('ANULADA' as const) : ('AUTORIZADA' as const), anulacion: anulacionOf(row!, now) };
  });
}

/** The annulments of a page of documents, by document id. */
export async function annulmentsOf(db: Executor, ids: readonly string[], now = new Date()) {
  if (ids.length === 0) return new Map<string, AnulacionDeDocumento>();
  const rows = await db
    .select()
    .from(anulaciones)
    .where(inArray(anulaciones.documentoId, [...ids]));
  return new Map(rows.map((row) => [row.documentoId, anulacionOf(row, now)]));
}
