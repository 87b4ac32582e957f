import type { PlanCodigo, UserInfo } from '@facturador/shared/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { emisores } from '../../db/schema';
import type { SecretBox } from '../emission/certificates';
import { storedCertificateInfo } from './certificate-upload';
import { planUsage } from './plan-usage';

/**
 * What every screen needs about the company (GET /api/user): plan and usage (to warn before a form is
 * filled in vain), the company's ambiente (PRODUCCIÓN disabled while in PRUEBAS) and when the
 * certificate expires (warned 30 days before).
 */
export async function companySummary(
  db: Executor,
  box: SecretBox,
  emisorId: string,
): Promise<NonNullable<UserInfo['empresa']> | null> {
  const [row] = await db
    .select({ plan: emisores.plan, ambiente: emisores.ambiente })
    .from(emisores)
    .where(eq(emisores.id, emisorId));
  if (!row) return null;
  const plan = row.plan as PlanCodigo;
  const [certificado, uso] = await Promise.all([
    storedCertificateInfo(db, box, emisorId),
    planUsage(db, emisorId, plan),
  ]);
  return {
    plan,
    ambiente: row.ambiente === 2 ? 2 : 1,
    certificadoValidoHasta: certificado?.validoHasta ?? null,
    uso,
  };
}
