import { apiErrorSchema, userResponseSchema } from '@facturador/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../../errors';
import { loadUserInfo } from '../../../plugins/app/auth/users';
import { INVALID_TOKEN_MESSAGE } from '../../../plugins/external/auth';

const userRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'Usuario actual: permisos, almacén y ambiente por defecto, datos del emisor',
        response: { 200: userResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const usuario = await loadUserInfo(fastify.db, request.auth);
      if (!usuario) throw unauthorized(INVALID_TOKEN_MESSAGE);
      return { usuario };
    },
  );
};

export default userRoutes;
