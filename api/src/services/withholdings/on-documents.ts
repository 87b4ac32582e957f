import type { RetencionDeFactura } from '@facturador/shared/domain/withholdings';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { retencionesRecibidas, retencionesRecibidasLineas } from '../../db/schema';

/** The retenciones received on each of these documents (one query for a page of cards), by document id. */
export async function withholdingsOf(db: Executor, documentoIds: string[]): Promise<Map<string, RetencionDeFactura[]>> {
  const result = new Map<string, RetencionDeFactura[]>();
  if (documentoIds.length === 0) return result;
  const rows = await db
    .select({
      documentoId: retencionesRecibidasLineas.documentoId,
      id: retencionesRecibidas.id,
      numero: retencionesRecibidas.numero,
      fechaEmision: retencionesRecibidas.fechaEmision,
      razonSocialAgente: retencionesRecibidas.razonSocialAgente,
      renta: sql<string>`sum(${retencionesRecibidasLineas.valor}) filter (where ${retencionesRecibidasLineas.impuesto} = 'renta')`,
      iva: sql<string>`sum(${retencionesRecibidasLineas.valor}) filter (where ${retencionesRecibidasLineas.impuesto} = 'iva')`,
    })
    .from(retencionesRecibidasLineas)
    .innerJoin(retencionesRecibidas, eq(retencionesRecibidas.id, retencionesRecibidasLineas.retencionId))
    .where(and(inArray(retencionesRecibidasLineas.documentoId, documentoIds), isNull(retencionesRecibidas.eliminadaEn)))
    .groupBy(
      retencionesRecibidasLineas.documentoId,
      retencionesRecibidas.id,
      retencionesRecibidas.numero,
      retencionesRecibidas.fechaEmision,
      retencionesRecibidas.razonSocialAgente,
    )
    .orderBy(retencionesRecibidas.fechaEmision);
  for (const row of rows) {
    const list = result.get(row.documentoId) ?? [];
    list.push({
      id: row.id,
      numero: row.numero,
      fechaEmision: row.fechaEmision,
      razonSocialAgente: row.razonSocialAgente,
      renta: Number(row.renta ?? 0),
      iva: Number(row.iva ?? 0),
    });
    result.set(row.documentoId, list);
  }
  return result;
}
