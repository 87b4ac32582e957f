import {
  GUAYAQUIL_OFFSET,
  limiteDocumentosMessage,
  limiteProductosMessage,
  type PlanCodigo,
  planDe,
  type UsoPlan,
} from '@facturador/shared/domain';
import { and, count, eq, gte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { documentos, emisores, productos } from '../../db/schema';
import { paymentRequired } from '../../errors';

/** The calendar month in America/Guayaquil (UTC-05:00, no DST) and the instant it started. */
export function monthInGuayaquil(now = new Date()): { mes: string; desde: Date } {
  const mes = new Date(now.getTime() - 5 * 3_600_000).toISOString().slice(0, 7);
  return { mes, desde: new Date(`${mes}-01T00:00:00${GUAYAQUIL_OFFSET}`) };
}

export async function productionDocumentsThisMonth(db: Executor, emisorId: string, now = new Date()) {
  const { desde } = monthInGuayaquil(now);
  const [row] = await db
    .select({ n: count() })
    .from(documentos)
    .where(and(eq(documentos.emisorId, emisorId), eq(documentos.ambiente, 2), gte(documentos.fecha, desde)));
  return row?.n ?? 0;
}

async function inventoriedProducts(db: Executor, emisorId: string, exceptId?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(productos)
    .where(
      and(
        eq(productos.emisorId, emisorId),
        eq(productos.inventariado, true),
        exceptId ? ne(productos.id, exceptId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

async function planOf(db: Executor, emisorId: string): Promise<PlanCodigo> {
  const [row] = await db.select({ plan: emisores.plan }).from(emisores).where(eq(emisores.id, emisorId));
  return (row?.plan ?? 'gratis') as PlanCodigo;
}

/** This month's usage against the plan's limits. */
export async function planUsage(db: Executor, emisorId: string, plan: PlanCodigo, now = new Date()): Promise<UsoPlan> {
  const limits = planDe(plan);
  const [documentosUsados, productosUsados] = await Promise.all([
    productionDocumentsThisMonth(db, emisorId, now),
    inventoriedProducts(db, emisorId),
  ]);
  return {
    mes: monthInGuayaquil(now).mes,
    documentosProduccion: { usados: documentosUsados, maximo: limits.documentosProduccionMes },
    productosInventariados: { usados: productosUsados, maximo: limits.productosInventariados },
  };
}

/** 402 when one more PRODUCCIÓN document would exceed the plan's monthly limit. */
export async function assertProductionDocumentAllowed(db: Executor, emisorId: string, plan: PlanCodigo) {
  const limite = planDe(plan).documentosProduccionMes;
  if (limite === null) return;
  if ((await productionDocumentsThisMonth(db, emisorId)) >= limite)
    throw paymentRequired(limiteDocumentosMessage(limite));
}

/**
 * 402 when marking `adding` more products as inventoried (one by default; an import marks many) would
 * exceed the plan's limit. `productId`: the product being edited, not counted twice.
 */
export async function assertInventoriedProductAllowed(db: Executor, emisorId: string, productId?: string, adding = 1) {
  const limite = planDe(await planOf(db, emisorId)).productosInventariados;
  if (limite === null || adding <= 0) return;
  if ((await inventoriedProducts(db, emisorId, productId)) + adding > limite)
    throw paymentRequired(limiteProductosMessage(limite));
}
