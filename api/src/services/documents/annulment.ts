import { COD_DOC, fechaEcuador } from '@facturador/shared/domain';
import { ANULACION_CON_NOTAS_CREDITO_MESSAGE, anulacionViolation } from '@facturador/shared/domain/documents';
import { CLAVE_ACCESO_INCORRECTA_MESSAGE } from '@facturador/shared/domain/ride';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { anulaciones, documentos } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { AuthContext } from '../auth/auth-context';
import { returnStockOfRejected } from '../emission/rejected-stock';
import { inTransaction } from '../transactions';

/**
 * POST /api/facturas/{clave}/anulacion: the merchant annulled the document in SRI en línea (SRI has
 * no web service for it) and confirms it here. Under the rule of its date (sri-2025-rules) it becomes
 * ANULADA in one transaction: its stock movement is undone, the sales summaries' trigger takes it out
 * of the reports, and `anulaciones` keeps who, when and why.
 */
export async function annulDocument(db: Db, auth: AuthContext, clave: string, motivo: string, now = new Date()) {
  return inTransaction(db, async (tx) => {
    const [doc] = await tx
      .select({
        id: documentos.id,
        tipo: documentos.tipo,
        estado: documentos.estado,
        fechaEmision: documentos.fechaEmision,
        identificacionComprador: documentos.compradorIdentificacion,
      })
      .from(documentos)
      .where(and(eq(documentos.emisorId, auth.emisorId), eq(documentos.claveAcceso, clave)))
      .for('update');
    if (!doc) throw notFound(CLAVE_ACCESO_INCORRECTA_MESSAGE);
    const violation = anulacionViolation(doc, fechaEcuador(now));
    if (violation) throw conflict(violation);
    if (doc.tipo === COD_DOC.factura) {
      const notes = await tx
        .select({ id: documentos.id })
        .from(documentos)
        .where(
          and(
            eq(documentos.emisorId, auth.emisorId),
            eq(documentos.documentoModificado, clave),
            notInArray(documentos.estado, ['NO AUTORIZADA', 'ANULADA']),
          ),
        )
        .limit(1);
      if (notes.length > 0) throw conflict(ANULACION_CON_NOTAS_CREDITO_MESSAGE);
    }
    await tx
      .update(documentos)
      .set({ estado: 'ANULADA', estadoDesde: now, atencion: null, atencionDesde: null })
      .where(eq(documentos.id, doc.id));
    await returnStockOfRejected(tx, doc.id, 'ANULADA');
    const [audit] = await tx
      .insert(anulaciones)
      .values({ documentoId: doc.id, emisorId: auth.emisorId, usuarioId: auth.userId, usuario: auth.usuario, motivo })
      .returning({ fecha: anulaciones.fecha });
    return {
      estado: 'ANULADA' as const,
      anulacion: { motivo, usuario: auth.usuario, fecha: audit!.fecha.toISOString() },
    };
  });
}
