import { and, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { documentos, retencionesRecibidas, retencionesRecibidasLineas } from '../../db/schema';

/**
 * IVA and renta customers withheld on the company's invoices, by the retenciones received dated in
 * the period (their ambiente; with an establishment, on that establishment's invoices only).
 */
export async function withheldInPeriod(
  db: Executor,
  emisorId: string,
  period: { desde: string; hasta: string; ambiente: 1 | 2; establecimiento?: string },
): Promise<{ iva: number; renta: number; retenciones: number }> {
  const conditions: SQL[] = [
    eq(retencionesRecibidas.emisorId, emisorId),
    eq(retencionesRecibidas.ambiente, period.ambiente),
    gte(retencionesRecibidas.fechaEmision, period.desde),
    lte(retencionesRecibidas.fechaEmision, period.hasta),
    isNull(retencionesRecibidas.eliminadaEn),
  ];
  if (period.establecimiento) conditions.push(eq(documentos.estab, period.establecimiento));
  const [row] = await db
    .select({
      iva: sql<
        string | null
      >`sum(${retencionesRecibidasLineas.valor}) filter (where ${retencionesRecibidasLineas.impuesto} = 'iva')`,
      renta: sql<
        string | null
      >`sum(${retencionesRecibidasLineas.valor}) filter (where ${retencionesRecibidasLineas.impuesto} = 'renta')`,
      retenciones: sql<string>`count(distinct ${retencionesRecibidas.id})`,
    })
    .from(retencionesRecibidasLineas)
    .innerJoin(retencionesRecibidas, eq(retencionesRecibidas.id, retencionesRecibidasLineas.retencionId))
    .innerJoin(documentos, eq(documentos.id, retencionesRecibidasLineas.documentoId))
    .where(and(...conditions));
  return {
    iva: Number(row?.iva ?? 0),
    renta: Number(row?.renta ?? 0),
    retenciones: Number(row?.retenciones ?? 0),
  };
}
