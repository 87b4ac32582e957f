import { createHash, randomBytes } from 'node:crypto';
import type { ClaveApi, CrearClaveApi, PermisoClaveApi } from '@facturador/shared/domain/integrations';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import { clavesApi, usuarios } from '../../db/schema';

/** Secrets look like `fac_` + 43 base64url characters (256 random bits). */
const SECRET_PREFIX = 'fac_';
const SHOWN_PREFIX_LENGTH = SECRET_PREFIX.length + 8;
/** `ultimo_uso` is written at most this often per key: a busy key costs no write per request. */
const LAST_USE_RESOLUTION_SECONDS = 60;

export const hashApiKey = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

function listed(row: {
  id: string;
  nombre: string;
  prefijo: string;
  permisos: string[];
  createdAt: Date;
  creadaPor: string;
  ultimoUso: Date | null;
}): ClaveApi {
  return {
    id: row.id,
    nombre: row.nombre,
    prefijo: row.prefijo,
    permisos: row.permisos as PermisoClaveApi[],
    creadaEn: row.createdAt.toISOString(),
    creadaPor: row.creadaPor,
    ultimoUso: row.ultimoUso?.toISOString() ?? null,
  };
}

const listColumns = {
  id: clavesApi.id,
  nombre: clavesApi.nombre,
  prefijo: clavesApi.prefijo,
  permisos: clavesApi.permisos,
  createdAt: clavesApi.createdAt,
  creadaPor: usuarios.usuario,
  ultimoUso: clavesApi.ultimoUso,
};

/** Creates a key and returns it with its secret: the only time the secret leaves the server. */
export async function createApiKey(
  db: Executor,
  emisorId: string,
  userId: string,
  input: CrearClaveApi,
): Promise<{ clave: ClaveApi; secreto: string }> {
  const secreto = `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  const permisos = [...new Set(input.permisos)];
  const [created] = await db
    .insert(clavesApi)
    .values({
      emisorId,
      nombre: input.nombre,
      prefijo: secreto.slice(0, SHOWN_PREFIX_LENGTH),
      hash: hashApiKey(secreto),
      permisos,
      creadaPor: userId,
    })
    .returning({ id: clavesApi.id });
  const [clave] = await db
    .select(listColumns)
    .from(clavesApi)
    .innerJoin(usuarios, eq(usuarios.id, clavesApi.creadaPor))
    .where(eq(clavesApi.id, created!.id));
  return { clave: listed(clave!), secreto };
}

/** The company's keys still in force, newest first. */
export async function listApiKeys(db: Executor, emisorId: string): Promise<ClaveApi[]> {
  const rows = await db
    .select(listColumns)
    .from(clavesApi)
    .innerJoin(usuarios, eq(usuarios.id, clavesApi.creadaPor))
    .where(and(eq(clavesApi.emisorId, emisorId), isNull(clavesApi.revocadaEn)))
    .orderBy(desc(clavesApi.createdAt));
  return rows.map(listed);
}

/** Revokes a key of the company; false when there is none in force with that id. */
export async function revokeApiKey(db: Executor, emisorId: string, id: string, userId: string): Promise<boolean> {
  const revoked = await db
    .update(clavesApi)
    .set({ revocadaEn: sql`now()`, revocadaPor: userId })
    .where(and(eq(clavesApi.id, id), eq(clavesApi.emisorId, emisorId), isNull(clavesApi.revocadaEn)))
    .returning({ id: clavesApi.id });
  return revoked.length > 0;
}

export interface ApiKeyCaller {
  id: string;
  emisorId: string;
  /** The administrator who created it: the key acts with their warehouse, point and ambiente. */
  creadaPor: string;
  permisos: PermisoClaveApi[];
}

/** The key a secret names, if it is in force; read on every request, so a revocation holds at once. */
export async function findApiKey(db: Db, secret: string): Promise<ApiKeyCaller | null> {
  if (!secret.startsWith(SECRET_PREFIX) || secret.length > 200) return null;
  const [row] = await db
    .select({
      id: clavesApi.id,
      emisorId: clavesApi.emisorId,
      creadaPor: clavesApi.creadaPor,
      permisos: clavesApi.permisos,
    })
    .from(clavesApi)
    .where(and(eq(clavesApi.hash, hashApiKey(secret)), isNull(clavesApi.revocadaEn)))
    .limit(1);
  return row ? { ...row, permisos: row.permisos as PermisoClaveApi[] } : null;
}

/** Records that the key was used (at most once a minute per key). */
export async function touchApiKey(db: Db, id: string): Promise<void> {
  await db
    .update(clavesApi)
    .set({ ultimoUso: sql`now()` })
    .where(
      and(
        eq(clavesApi.id, id),
        sql`(${clavesApi.ultimoUso} is null or ${clavesApi.ultimoUso} < now() - make_interval(secs => ${LAST_USE_RESOLUTION_SECONDS}))`,
      ),
    );
}
