import {
  ciudadMatriz,
  PLAN_INICIAL,
  REGISTRO_DUPLICADO_MESSAGE,
  REGISTRO_RUC_DUPLICADO_MESSAGE,
  REGISTRO_USUARIO_DUPLICADO_MESSAGE,
  type RegistroRequest,
} from '@facturador/shared/domain';
import type { Db } from '../../db/database';
import { almacenes, emisorCorreo, emisores, establecimientos, puntosEmision, usuarios } from '../../db/schema';
import { pgConstraint, rethrowUniqueViolation } from '../../errors';
import { hashPassword } from '../auth/passwords';
import { inTransaction } from '../transactions';

export const BODEGA_INICIAL = 'Bodega principal';

/**
 * POST /api/registro: a new company on the Gratis plan in PRUEBAS, its establishment 001 with point
 * 001, a default warehouse in the matriz's city and its first user with every permission. It has
 * no certificate: it must load its own .p12 before it can sign. Its PRUEBAS documents are e-mailed
 * (issue 25): the first test invoice shows that e-mail works.
 */
export async function registerCompany(db: Db, input: RegistroRequest): Promise<{ userId: string; emisorId: string }> {
  const claveHash = await hashPassword(input.clave);
  try {
    return await inTransaction(db, async (tx) => {
      const [emisor] = await tx
        .insert(emisores)
        .values({
          ruc: input.ruc,
          razonSocial: input.razonSocial,
          nombreComercial: input.nombreComercial,
          dirMatriz: input.dirMatriz,
          email: input.email,
          regimen: input.regimen ?? 'GENERAL',
          obligadoContabilidad: input.obligadoContabilidad ?? false,
          plan: PLAN_INICIAL,
          ambiente: 1,
        })
        .returning({ id: emisores.id });
      const emisorId = emisor!.id;
      await tx.insert(emisorCorreo).values({ emisorId, enviarEnPruebas: true });
      const [establecimiento] = await tx
        .insert(establecimientos)
        .values({ emisorId, codigo: '001', direccion: input.dirMatriz, nombreComercial: input.nombreComercial })
        .returning({ id: establecimientos.id });
      const [punto] = await tx
        .insert(puntosEmision)
        .values({ establecimientoId: establecimiento!.id, codigo: '001' })
        .returning({ id: puntosEmision.id });
      const [almacen] = await tx
        .insert(almacenes)
        .values({
          emisorId,
          nombre: BODEGA_INICIAL,
          direccion: input.dirMatriz,
          ciudad: ciudadMatriz(input),
          responsable: input.razonSocial,
        })
        .returning({ id: almacenes.id });
      const [user] = await tx
        .insert(usuarios)
        .values({
          emisorId,
          usuario: input.usuario,
          claveHash,
          nombre: input.razonSocial,
          email: input.email,
          usarInventario: true,
          cambiarAlmacen: true,
          administrar: true,
          almacenId: almacen!.id,
          puntoEmisionId: punto!.id,
        })
        .returning({ id: usuarios.id });
      return { userId: user!.id, emisorId };
    });
  } catch (error) {
    // Which of the two is taken (issue 25), never whose.
    const constraint = pgConstraint(error);
    rethrowUniqueViolation(
      error,
      constraint === 'emisores_ruc_unique'
        ? REGISTRO_RUC_DUPLICADO_MESSAGE
        : constraint === 'usuarios_usuario_unique'
          ? REGISTRO_USUARIO_DUPLICADO_MESSAGE
          : REGISTRO_DUPLICADO_MESSAGE,
    );
  }
}
