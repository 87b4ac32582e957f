import { type Contribuyente, contribuyenteSchema } from '@facturador/shared/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { catastroContribuyentes } from '../../db/schema';
import { fetchContribuyente } from './catastro-client';

/** How long an answer of the registry is reused (found or not). */
export const CATASTRO_CACHE_MS = 24 * 3_600_000;

/**
 * The taxpayer behind an identification: from the shared cache when the registry answered within a day (every
 * API instance reads the same table), else from the registry, stored for the next day. Null: unknown to it.
 * Throws CatastroUnavailableError when the registry does not answer.
 */
export async function lookupContribuyente(
  db: Executor,
  settings: { catastroUrl: string; catastroTimeoutMs: number },
  identificacion: string,
  now = new Date(),
): Promise<Contribuyente | null> {
  const [cached] = await db
    .select()
    .from(catastroContribuyentes)
    .where(eq(catastroContribuyentes.identificacion, identificacion));
  if (cached && now.getTime() - cached.consultadoEn.getTime() < CATASTRO_CACHE_MS) {
    const parsed = contribuyenteSchema.safeParse(cached.datos);
    if (cached.datos === null) return null;
    if (parsed.success) return parsed.data;
  }
  const contribuyente = await fetchContribuyente(settings.catastroUrl, identificacion, settings.catastroTimeoutMs);
  await db
    .insert(catastroContribuyentes)
    .values({ identificacion, datos: contribuyente, consultadoEn: now })
    .onConflictDoUpdate({
      target: catastroContribuyentes.identificacion,
      set: { datos: sql`excluded.datos`, consultadoEn: sql`excluded.consultado_en` },
    });
  return contribuyente;
}
