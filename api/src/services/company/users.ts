import {
  ALMACEN_USUARIO_NO_VALIDO_MESSAGE,
  type CambioClave,
  CLAVE_ACTUAL_INCORRECTA_MESSAGE,
  PUNTO_USUARIO_NO_VALIDO_MESSAGE,
  ULTIMO_ADMINISTRADOR_MESSAGE,
  USUARIO_DUPLICADO_MESSAGE,
  USUARIO_NO_ENCONTRADO_MESSAGE,
  type Usuario,
  type UsuarioCreate,
  type UsuarioUpdate,
} from '@facturador/shared/domain/settings';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/database';
import { almacenes, establecimientos, puntosEmision, usuarios } from '../../db/schema';
import { badRequest, conflict, notFound, rethrowUniqueViolation } from '../../errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { inTransaction } from '../transactions';

type UsuarioRow = typeof usuarios.$inferSelect;

const toUsuario = (row: UsuarioRow): Usuario => ({
  _id: row.id,
  usuario: row.usuario,
  nombre: row.nombre,
  email: row.email,
  permisos: { usarInventario: row.usarInventario, cambiarAlmacen: row.cambiarAlmacen, administrar: row.administrar },
  almacen: row.almacenId,
  punto: row.puntoEmisionId,
  activo: row.activo,
});

export async function listUsers(db: Executor, emisorId: string): Promise<Usuario[]> {
  const rows = await db.select().from(usuarios).where(eq(usuarios.emisorId, emisorId)).orderBy(asc(usuarios.usuario));
  return rows.map(toUsuario);
}

/** The default warehouse and emission point must be the emisor's own. */
async function checkDefaults(tx: Executor, emisorId: string, almacen?: string | null, punto?: string | null) {
  if (almacen) {
    const [row] = await tx
      .select({ id: almacenes.id })
      .from(almacenes)
      .where(and(eq(almacenes.id, almacen), eq(almacenes.emisorId, emisorId)));
    if (!row) throw badRequest(ALMACEN_USUARIO_NO_VALIDO_MESSAGE);
  }
  if (punto) {
    const [row] = await tx
      .select({ id: puntosEmision.id })
      .from(puntosEmision)
      .innerJoin(establecimientos, eq(establecimientos.id, puntosEmision.establecimientoId))
      .where(and(eq(puntosEmision.id, punto), eq(establecimientos.emisorId, emisorId)));
    if (!row) throw badRequest(PUNTO_USUARIO_NO_VALIDO_MESSAGE);
  }
}

export async function createUser(db: Db, emisorId: string, input: UsuarioCreate): Promise<Usuario> {
  await checkDefaults(db, emisorId, input.almacen, input.punto);
  const claveHash = await hashPassword(input.clave);
  try {
    const [row] = await db
      .insert(usuarios)
      .values({
        emisorId,
        usuario: input.usuario,
        claveHash,
        nombre: input.nombre,
        email: input.email,
        usarInventario: input.permisos.usarInventario ?? true,
        cambiarAlmacen: input.permisos.cambiarAlmacen ?? false,
        administrar: input.permisos.administrar ?? false,
        almacenId: input.almacen,
        puntoEmisionId: input.punto,
        activo: input.activo,
      })
      .returning();
    return toUsuario(row!);
  } catch (error) {
    rethrowUniqueViolation(error, USUARIO_DUPLICADO_MESSAGE);
  }
}

/** Other active administrators of the emisor, their rows locked so two demotions cannot cross. */
async function otherActiveAdmins(tx: Tx, emisorId: string, userId: string): Promise<number> {
  const rows = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(
      and(
        eq(usuarios.emisorId, emisorId),
        eq(usuarios.administrar, true),
        eq(usuarios.activo, true),
        ne(usuarios.id, userId),
      ),
    )
    .for('update');
  return rows.length;
}

/**
 * PUT /api/usuarios/{id}: only what is sent changes. A new `clave` (an administrator's reset) and a
 * deactivation end the user's sessions at once; the last active administrator keeps both.
 */
export async function updateUser(db: Db, emisorId: string, id: string, input: UsuarioUpdate): Promise<Usuario> {
  const claveHash = input.clave ? await hashPassword(input.clave) : undefined;
  try {
    return await inTransaction(db, async (tx) => {
      const [current] = await tx
        .select()
        .from(usuarios)
        .where(and(eq(usuarios.id, id), eq(usuarios.emisorId, emisorId)))
        .for('update');
      if (!current) throw notFound(USUARIO_NO_ENCONTRADO_MESSAGE);
      await checkDefaults(tx, emisorId, input.almacen, input.punto);
      const administrar = input.permisos?.administrar ?? current.administrar;
      const activo = input.activo ?? current.activo;
      const losesAdmin = current.administrar && current.activo && !(administrar && activo);
      if (losesAdmin && (await otherActiveAdmins(tx, emisorId, id)) === 0) throw conflict(ULTIMO_ADMINISTRADOR_MESSAGE);
      const [row] = await tx
        .update(usuarios)
        .set({
          ...(input.nombre !== undefined ? { nombre: input.nombre } : {}),
          ...(input.email !== undefined ? { email: input.email } : {}),
          usarInventario: input.permisos?.usarInventario ?? current.usarInventario,
          cambiarAlmacen: input.permisos?.cambiarAlmacen ?? current.cambiarAlmacen,
          administrar,
          activo,
          ...(input.almacen !== undefined ? { almacenId: input.almacen } : {}),
          ...(input.punto !== undefined ? { puntoEmisionId: input.punto } : {}),
          ...(claveHash ? { claveHash, sesionVersion: sql`${usuarios.sesionVersion} + 1` } : {}),
        })
        .where(eq(usuarios.id, id))
        .returning();
      return toUsuario(row!);
    });
  } catch (error) {
    rethrowUniqueViolation(error, USUARIO_DUPLICADO_MESSAGE);
  }
}

/** PUT /api/user/clave: the current password proves it is the user; this session stays signed in. */
export async function changeOwnPassword(db: Executor, userId: string, input: CambioClave): Promise<void> {
  const [row] = await db.select({ claveHash: usuarios.claveHash }).from(usuarios).where(eq(usuarios.id, userId));
  if (!row || !(await verifyPassword(row.claveHash, input.actual))) throw badRequest(CLAVE_ACTUAL_INCORRECTA_MESSAGE);
  await db
    .update(usuarios)
    .set({ claveHash: await hashPassword(input.nueva) })
    .where(eq(usuarios.id, userId));
}
