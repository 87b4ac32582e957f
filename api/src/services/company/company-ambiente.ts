import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { emisores } from '../../db/schema';

/** The ambiente the company emits in: what its money screens show unless the user asks for the other. */
export async function companyAmbiente(db: Executor, emisorId: string): Promise<1 | 2> {
  const [row] = await db.select({ ambiente: emisores.ambiente }).from(emisores).where(eq(emisores.id, emisorId));
  return (row?.ambiente ?? 1) as 1 | 2;
}
