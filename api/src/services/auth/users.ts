import type { UserInfo } from '@facturador/shared/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import { emisores, usuarios } from '../../db/schema';
import type { AuthContext } from './auth-context';

export async function findUserForLogin(db: Executor, usuario: string) {
  const [row] = await db
    .select({
      id: usuarios.id,
      emisorId: usuarios.emisorId,
      claveHash: usuarios.claveHash,
      sesionVersion: usuarios.sesionVersion,
    })
    .from(usuarios)
    // A deactivated user or company cannot sign in.
    .innerJoin(emisores, and(eq(emisores.id, usuarios.emisorId), eq(emisores.activo, true)))
    .where(and(eq(usuarios.usuario, usuario), eq(usuarios.activo, true)))
    .limit(1);
  return row ?? null;
}

function authContextQuery(db: Db) {
  return db
    .select({
      userId: usuarios.id,
      emisorId: usuarios.emisorId,
      usuario: usuarios.usuario,
      usarInventario: usuarios.usarInventario,
      cambiarAlmacen: usuarios.cambiarAlmacen,
      administrar: usuarios.administrar,
      almacenId: usuarios.almacenId,
      ambiente: usuarios.ambiente,
      nombre: usuarios.nombre,
      sesionVersion: usuarios.sesionVersion,
    })
    .from(usuarios)
    .innerJoin(emisores, and(eq(emisores.id, usuarios.emisorId), eq(emisores.activo, true)))
    .where(
      and(
        eq(usuarios.id, sql.placeholder('userId')),
        eq(usuarios.emisorId, sql.placeholder('emisorId')),
        eq(usuarios.activo, true),
      ),
    )
    .limit(1)
    .prepare('auth_context');
}

// Every authenticated request runs this lookup: a prepared statement per database handle.
const preparedAuthContext = new WeakMap<Db, ReturnType<typeof authContextQuery>>();

/**
 * The token's user, if it still exists, is active, belongs to the token's emisor (active too) and
 * the token was signed at the user's current session version: deactivation and password resets
 * end every session at once. `sesionVersion` null (an API key) skips that last check.
 */
export async function loadAuthContext(
  db: Db,
  userId: string,
  emisorId: string,
  sesionVersion: number | null = 0,
): Promise<AuthContext | null> {
  let query = preparedAuthContext.get(db);
  if (!query) {
    query = authContextQuery(db);
    preparedAuthContext.set(db, query);
  }
  const [row] = await query.execute({ userId, emisorId });
  if (!row || (sesionVersion !== null && row.sesionVersion !== sesionVersion)) return null;
  return {
    userId: row.userId,
    emisorId: row.emisorId,
    usuario: row.usuario,
    permisos: {
      usarInventario: row.usarInventario,
      cambiarAlmacen: row.cambiarAlmacen,
      administrar: row.administrar,
    },
    nombre: row.nombre,
    almacenId: row.almacenId,
    ambiente: row.ambiente === 1 || row.ambiente === 2 ? row.ambiente : null,
  };
}

export async function loadUserInfo(db: Executor, auth: AuthContext): Promise<UserInfo | null> {
  const [emisor] = await db
    .select({
      ruc: emisores.ruc,
      razonSocial: emisores.razonSocial,
      nombreComercial: emisores.nombreComercial,
      cobraIce: emisores.cobraIce,
    })
    .from(emisores)
    .where(eq(emisores.id, auth.emisorId))
    .limit(1);
  if (!emisor) return null;
  return {
    usuario: auth.usuario,
    nombreComercial: emisor.nombreComercial,
    razonSocial: emisor.razonSocial,
    ruc: emisor.ruc,
    almacen: auth.almacenId,
    ambiente: auth.ambiente,
    permisos: auth.permisos,
    nombre: auth.nombre,
    cobraIce: emisor.cobraIce,
  };
}
