import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { appSettings } from '../db/schema';

/**
 * Reads an installation setting, creating it with `create()` the first time. Safe when several
 * processes start together: the first insert wins and everyone reads the stored value.
 */
export async function getOrCreateSetting(db: Executor, clave: string, create: () => string): Promise<string> {
  await db.insert(appSettings).values({ clave, valor: create() }).onConflictDoNothing({ target: appSettings.clave });
  const [row] = await db.select({ valor: appSettings.valor }).from(appSettings).where(eq(appSettings.clave, clave));
  if (!row) throw new Error(`No se pudo leer la configuración ${clave}`);
  return row.valor;
}
