import { sumMoney } from '@facturador/shared/domain';
import {
  type ImpuestoRetenido,
  RETENCION_NO_EXISTE_MESSAGE,
  RETENCION_YA_ELIMINADA_MESSAGE,
  type RetencionRecibida,
} from '@facturador/shared/domain/withholdings';
import { and, asc, desc, eq, gte, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documentos, retencionesRecibidas, retencionesRecibidasLineas } from '../../db/schema';
import { conflict, notFound } from '../../errors';

type Row = typeof retencionesRecibidas.$inferSelect;

async function withLines(db: Db, rows: Row[]): Promise<RetencionRecibida[]> {
  if (rows.length === 0) return [];
  const lineas = await db
    .select({
      id: retencionesRecibidasLineas.id,
      retencionId: retencionesRecibidasLineas.retencionId,
      impuesto: retencionesRecibidasLineas.impuesto,
      codigo: retencionesRecibidasLineas.codigo,
      baseImponible: retencionesRecibidasLineas.baseImponible,
      porcentaje: retencionesRecibidasLineas.porcentaje,
      valor: retencionesRecibidasLineas.valor,
      documentoId: retencionesRecibidasLineas.documentoId,
      claveAcceso: documentos.claveAcceso,
      estab: documentos.estab,
      ptoEmi: documentos.ptoEmi,
      secuencial: documentos.secuencial,
      fechaEmision: documentos.fechaEmision,
    })
    .from(retencionesRecibidasLineas)
    .innerJoin(documentos, eq(documentos.id, retencionesRecibidasLineas.documentoId))
    .where(
      inArray(
        retencionesRecibidasLineas.retencionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(
      asc(documentos.secuencial),
      asc(retencionesRecibidasLineas.impuesto),
      asc(retencionesRecibidasLineas.codigo),
    );
  return rows.map((row) => {
    const own = lineas.filter((linea) => linea.retencionId === row.id);
    const total = (impuesto: ImpuestoRetenido) =>
      sumMoney(own.filter((linea) => linea.impuesto === impuesto).map((linea) => linea.valor));
    return {
      id: row.id,
      claveAcceso: row.claveAcceso,
      numero: row.numero,
      fechaEmision: row.fechaEmision,
      periodoFiscal: row.periodoFiscal,
      identificacionAgente: row.identificacionAgente,
      razonSocialAgente: row.razonSocialAgente,
      numeroAutorizacion: row.numeroAutorizacion,
      fechaAutorizacion: row.fechaAutorizacion?.toISOString() ?? null,
      origen: row.origen as 'clave' | 'archivo',
      totalRenta: total('renta'),
      totalIva: total('iva'),
      creadoEn: row.creadoEn.toISOString(),
      lineas: own.map((linea) => ({
        id: linea.id,
        impuesto: linea.impuesto as ImpuestoRetenido,
        codigo: linea.codigo,
        baseImponible: linea.baseImponible,
        porcentaje: linea.porcentaje,
        valor: linea.valor,
        documentoId: linea.documentoId,
        factura: {
          claveAcceso: linea.claveAcceso,
          numero: `${linea.estab}-${linea.ptoEmi}-${linea.secuencial}`,
          fechaEmision: linea.fechaEmision,
        },
      })),
    };
  });
}

export async function retencionById(db: Db, emisorId: string, id: string): Promise<RetencionRecibida | null> {
  const rows = await db
    .select()
    .from(retencionesRecibidas)
    .where(
      and(
        eq(retencionesRecibidas.emisorId, emisorId),
        eq(retencionesRecibidas.id, id),
        isNull(retencionesRecibidas.eliminadaEn),
      ),
    );
  return (await withLines(db, rows))[0] ?? null;
}

export interface RetencionesFiltro {
  desde?: string;
  hasta?: string;
  /** An invoice's access key. */
  factura?: string;
}

/** The company's retenciones received (deleted ones left out), newest first. */
export async function listReceivedWithholdings(
  db: Db,
  emisorId: string,
  filtro: RetencionesFiltro,
): Promise<RetencionRecibida[]> {
  const conditions: SQL[] = [eq(retencionesRecibidas.emisorId, emisorId), isNull(retencionesRecibidas.eliminadaEn)];
  if (filtro.desde) conditions.push(gte(retencionesRecibidas.fechaEmision, filtro.desde));
  if (filtro.hasta) conditions.push(lte(retencionesRecibidas.fechaEmision, filtro.hasta));
  if (filtro.factura) {
    const ids = db
      .select({ id: retencionesRecibidasLineas.retencionId })
      .from(retencionesRecibidasLineas)
      .innerJoin(documentos, eq(documentos.id, retencionesRecibidasLineas.documentoId))
      .where(and(eq(retencionesRecibidasLineas.emisorId, emisorId), eq(documentos.claveAcceso, filtro.factura)));
    conditions.push(inArray(retencionesRecibidas.id, ids));
  }
  const rows = await db
    .select()
    .from(retencionesRecibidas)
    .where(and(...conditions))
    .orderBy(desc(retencionesRecibidas.fechaEmision), desc(retencionesRecibidas.creadoEn));
  return withLines(db, rows);
}

/** Marks a retención deleted (who, when, why); its rows stay for the audit. */
export async function deleteReceivedWithholding(
  db: Db,
  emisorId: string,
  userId: string,
  id: string,
  motivo: string,
): Promise<{ id: string; eliminadaEn: string; motivo: string }> {
  const [row] = await db
    .update(retencionesRecibidas)
    .set({ eliminadaEn: new Date(), eliminadaPor: userId, motivoEliminacion: motivo })
    .where(
      and(
        eq(retencionesRecibidas.emisorId, emisorId),
        eq(retencionesRecibidas.id, id),
        isNull(retencionesRecibidas.eliminadaEn),
      ),
    )
    .returning({ id: retencionesRecibidas.id, eliminadaEn: retencionesRecibidas.eliminadaEn });
  if (row) return { id: row.id, eliminadaEn: row.eliminadaEn!.toISOString(), motivo };
  const [existing] = await db
    .select({ id: retencionesRecibidas.id })
    .from(retencionesRecibidas)
    .where(and(eq(retencionesRecibidas.emisorId, emisorId), eq(retencionesRecibidas.id, id)));
  throw existing ? conflict(RETENCION_YA_ELIMINADA_MESSAGE) : notFound(RETENCION_NO_EXISTE_MESSAGE);
}
