import { atsProblemasAviso, periodoAtsPorVencer, presentaAts } from '@facturador/shared/domain/annexes';
import type { Dashboard } from '@facturador/shared/domain/reports';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { emisores } from '../../../db/schema';
import { loadAtsInput } from './load';
import { atsProblems } from './problems';

/**
 * The dashboard's reminder of last month's ATS (issue #42 §4): until its due day, the number of problems its
 * data has (the same list GET /api/anexos/ats/validacion answers, without building the file). Nothing for a
 * company that does not file the ATS, in PRUEBAS (the ATS holds PRODUCCIÓN only), or when there is no problem.
 */
export async function atsReminder(
  db: Executor,
  emisorId: string,
  ambiente: 1 | 2,
  hoy: string,
): Promise<Dashboard['anexos']> {
  if (ambiente !== 2) return [];
  const [emisor] = await db
    .select({
      ruc: emisores.ruc,
      obligadoContabilidad: emisores.obligadoContabilidad,
      contribuyenteEspecial: emisores.contribuyenteEspecial,
      agenteRetencion: emisores.agenteRetencion,
    })
    .from(emisores)
    .where(eq(emisores.id, emisorId));
  if (!emisor || !presentaAts(emisor)) return [];
  const periodo = periodoAtsPorVencer(hoy, emisor.ruc);
  if (!periodo) return [];
  const problemas = atsProblems(await loadAtsInput(db, emisorId, periodo)).length;
  if (problemas === 0) return [];
  return [{ ...periodo, problemas, mensaje: atsProblemasAviso(periodo, problemas) }];
}
