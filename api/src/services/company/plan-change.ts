import { PLAN_CODIGOS, type PlanCodigo } from '@facturador/shared/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { emisores } from '../../db/schema';

export const isPlanCodigo = (value: string): value is PlanCodigo => (PLAN_CODIGOS as readonly string[]).includes(value);

/** The operator's plan change; false when no company has that RUC. */
export async function changePlan(db: Executor, ruc: string, plan: PlanCodigo): Promise<boolean> {
  const updated = await db.update(emisores).set({ plan }).where(eq(emisores.ruc, ruc)).returning({ id: emisores.id });
  return updated.length > 0;
}
