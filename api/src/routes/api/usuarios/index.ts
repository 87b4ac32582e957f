import { idParamsSchema } from '@facturador/shared/domain';
import {
  usuarioCreateSchema,
  usuarioResponseSchema,
  usuariosResponseSchema,
  usuarioUpdateSchema,
} from '@facturador/shared/domain/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyErrorResponses } from '../../../services/company/error-responses';
import { requirePermission } from '../../../services/company/permissions';
import { createUser, listUsers, updateUser } from '../../../services/company/users';

const errors = companyErrorResponses;

/** The company's users: administrators only. */
const usuarioRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', requirePermission('administrar'));

  fastify.get(
    '/api/usuarios',
    {
      schema: {
        tags: ['empresa'],
        summary: 'Usuarios de la empresa',
        response: { 200: usuariosResponseSchema, ...errors },
      },
    },
    async (request) => ({ usuarios: await listUsers(fastify.db, request.auth.emisorId) }),
  );

  fastify.post(
    '/api/usuarios',
    {
      schema: {
        tags: ['empresa'],
        summary: 'Crea un usuario con su contraseña inicial',
        body: usuarioCreateSchema,
        response: { 201: usuarioResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const usuario = await createUser(fastify.db, request.auth.emisorId, request.body);
      return reply.status(201).send({ usuario });
    },
  );

  fastify.put(
    '/api/usuarios/:id',
    {
      schema: {
        tags: ['empresa'],
        summary: 'Modifica un usuario (solo los campos enviados; `clave` restablece la contraseña)',
        description:
          'Desactivarlo o restablecer su contraseña cierra sus sesiones de inmediato. La empresa conserva al menos ' +
          'un administrador activo (409).',
        params: idParamsSchema,
        body: usuarioUpdateSchema,
        response: { 200: usuarioResponseSchema, ...errors },
      },
    },
    async (request) => {
      const usuario = await updateUser(fastify.db, request.auth.emisorId, request.params.id, request.body);
      fastify.emission.service.forgetIssuers(request.auth.emisorId);
      return { usuario };
    },
  );
};

export default usuarioRoutes;
