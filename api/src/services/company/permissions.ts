import { SIN_PERMISO_ADMINISTRAR_MESSAGE, SIN_PERMISO_INVENTARIO_MESSAGE } from '@facturador/shared/domain';
import type { PermisosUsuario } from '@facturador/shared/domain/settings';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../errors';

const MESSAGES: Record<Exclude<keyof PermisosUsuario, 'cambiarAlmacen'>, string> = {
  usarInventario: SIN_PERMISO_INVENTARIO_MESSAGE,
  administrar: SIN_PERMISO_ADMINISTRAR_MESSAGE,
};

/**
 * A route's preHandler that answers 403 unless the signed-in user holds the permission: the server
 * decides, whatever the screens hide.
 */
export function requirePermission(permiso: keyof typeof MESSAGES) {
  return async (request: FastifyRequest) => {
    if (!request.auth?.permisos[permiso]) throw forbidden(MESSAGES[permiso]);
  };
}

/** Only writes need the permission (GET stays open: the invoice screen lists warehouses). */
export function requirePermissionToWrite(permiso: keyof typeof MESSAGES) {
  const check = requirePermission(permiso);
  return async (request: FastifyRequest) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') await check(request);
  };
}
