import {
  IMPORTACION_EN_CURSO_MESSAGE,
  IMPORTACION_NO_EXISTE_MESSAGE,
  importacionConCobrosMessage,
  importacionConDependientesMessage,
  importacionEmitidosDespuesMessage,
} from '@facturador/shared/domain/imports';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import {
  cobros,
  compradores,
  documentos,
  entregasCorreo,
  establecimientos,
  importacionesHistorial,
  productos,
  puntosEmision,
  recordatoriosCobroFacturas,
  retencionesRecibidasLineas,
  secuenciales,
} from '../../db/schema';
import { conflict, notFound, PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../errors';
import type { Deshacer } from './confirmation';

const numero = sql<string>`${documentos.estab} || '-' || ${documentos.ptoEmi} || '-' || ${documentos.secuencial}`;

/** A document issued here that refers to an imported one (a nota de crédito or de débito, a guía). */
async function dependent(tx: Tx, emisorId: string, id: string): Promise<string | null> {
  const imported = tx
    .select({ clave: documentos.claveAcceso })
    .from(documentos)
    .where(eq(documentos.importacionId, id));
  const [row] = await tx
    .select({ numero })
    .from(documentos)
    .where(
      and(
        eq(documentos.emisorId, emisorId),
        isNull(documentos.importacionId),
        inArray(documentos.documentoModificado, imported),
      ),
    )
    .limit(1);
  return row?.numero ?? null;
}

/** An imported invoice with a payment or a retención received registered here. */
async function withPayments(tx: Tx, id: string): Promise<string | null> {
  for (const table of [cobros, retencionesRecibidasLineas]) {
    const [row] = await tx
      .select({ numero })
      .from(table)
      .innerJoin(documentos, eq(documentos.id, table.documentoId))
      .where(eq(documentos.importacionId, id))
      .limit(1);
    if (row) return row.numero;
  }
  return null;
}

/** A document issued here with a number of the counters the import moved on. */
async function issuedAfter(tx: Tx, emisorId: string, deshacer: Deshacer | null): Promise<string | null> {
  for (const counter of deshacer?.secuenciales ?? []) {
    const [row] = await tx
      .select({ numero })
      .from(documentos)
      .innerJoin(
        establecimientos,
        and(eq(establecimientos.emisorId, emisorId), eq(establecimientos.codigo, documentos.estab)),
      )
      .innerJoin(
        puntosEmision,
        and(eq(puntosEmision.establecimientoId, establecimientos.id), eq(puntosEmision.codigo, documentos.ptoEmi)),
      )
      .where(
        and(
          eq(documentos.emisorId, emisorId),
          isNull(documentos.importacionId),
          eq(puntosEmision.id, counter.puntoEmisionId),
          eq(documentos.tipo, counter.tipo),
          eq(documentos.ambiente, counter.ambiente),
          gt(documentos.secuencial, String(counter.ultimo ?? 0).padStart(9, '0')),
        ),
      )
      .limit(1);
    if (row) return row.numero;
  }
  return null;
}

/** Deletes rows that nothing else came to use (a product sold or stocked here since stays). */
async function deleteUnused(tx: Tx, remove: (savepoint: Tx) => Promise<unknown>): Promise<void> {
  try {
    await tx.transaction(async (savepoint) => {
      await remove(savepoint);
    });
  } catch (error) {
    if (pgErrorCode(error) !== PG_FOREIGN_KEY_VIOLATION) throw error;
  }
}

/**
 * `DELETE /api/importaciones/{id}`: the imported documents, the customers, products, puntos and numbering
 * confirming created, and the import itself, gone together; refused (409) while it processes or while a
 * document issued here depends on it (a note on an imported invoice, a payment, a number after the import's).
 */
export async function undoImport(db: Db, emisorId: string, id: string): Promise<{ id: string; documentos: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ estado: importacionesHistorial.estado, deshacer: importacionesHistorial.deshacer })
      .from(importacionesHistorial)
      .where(and(eq(importacionesHistorial.id, id), eq(importacionesHistorial.emisorId, emisorId)))
      .for('update');
    if (!row) throw notFound(IMPORTACION_NO_EXISTE_MESSAGE);
    if (row.estado === 'procesando') throw conflict(IMPORTACION_EN_CURSO_MESSAGE);
    const deshacer = row.deshacer as Deshacer | null;
    const nota = await dependent(tx, emisorId, id);
    if (nota) throw conflict(importacionConDependientesMessage(nota));
    const cobrada = await withPayments(tx, id);
    if (cobrada) throw conflict(importacionConCobrosMessage(cobrada));
    const emitido = await issuedAfter(tx, emisorId, deshacer);
    if (emitido) throw conflict(importacionEmitidosDespuesMessage(emitido));

    // Their e-mail log and reminder claims go with them (a record of sending, nothing issued).
    const imported = tx.select({ id: documentos.id }).from(documentos).where(eq(documentos.importacionId, id));
    await tx.delete(entregasCorreo).where(inArray(entregasCorreo.documentoId, imported));
    await tx.delete(recordatoriosCobroFacturas).where(inArray(recordatoriosCobroFacturas.documentoId, imported));
    const removed = await tx
      .delete(documentos)
      .where(eq(documentos.importacionId, id))
      .returning({ id: documentos.id });
    for (const counter of deshacer?.secuenciales ?? []) {
      const where = and(
        eq(secuenciales.puntoEmisionId, counter.puntoEmisionId),
        eq(secuenciales.tipo, counter.tipo),
        eq(secuenciales.ambiente, counter.ambiente),
      );
      if (counter.ultimo === null) await tx.delete(secuenciales).where(where);
      else await tx.update(secuenciales).set({ ultimo: counter.ultimo }).where(where);
    }
    if (deshacer?.clientes.length) {
      await deleteUnused(tx, (sp) => sp.delete(compradores).where(inArray(compradores.id, deshacer.clientes)));
    }
    if (deshacer?.productos.length) {
      await deleteUnused(tx, (sp) => sp.delete(productos).where(inArray(productos.id, deshacer.productos)));
    }
    if (deshacer?.puntosCreados.length) {
      await deleteUnused(tx, (sp) => sp.delete(puntosEmision).where(inArray(puntosEmision.id, deshacer.puntosCreados)));
    }
    if (deshacer?.establecimientosCreados.length) {
      await deleteUnused(tx, (sp) =>
        sp.delete(establecimientos).where(inArray(establecimientos.id, deshacer.establecimientosCreados)),
      );
    }
    await tx.delete(importacionesHistorial).where(eq(importacionesHistorial.id, id));
    return { id, documentos: removed.length };
  });
}
