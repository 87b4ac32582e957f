import { apiErrorSchema, userResponseSchema } from '@facturador/shared/domain';
import {
  CLAVE_CAMBIADA_MESSAGE,
  cambioClaveResponseSchema,
  cambioClaveSchema,
} from '@facturador/shared/domain/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../../errors';
import { INVALID_TOKEN_MESSAGE } from '../../../plugins/external/auth';
import { loadUserInfo } from '../../../services/auth/users';
import { companySummary } from '../../../services/company/company-summary';
import { changeOwnPassword } from '../../../services/company/users';
import { secretBox } from '../../../services/emission/certificates';

const userRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const box = secretBox(fastify.secrets.certEncryptionKey);

  fastify.get(
    '/api/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'Usuario actual: permisos, almacén y ambiente por defecto, datos del emisor',
        description:
          '`empresa` trae el plan y el uso del mes, el ambiente de la empresa y el vencimiento del certificado.',
        response: { 200: userResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const [usuario, empresa] = await Promise.all([
        loadUserInfo(fastify.db, request.auth),
        companySummary(fastify.db, box, request.auth.emisorId),
      ]);
      if (!usuario || !empresa) throw unauthorized(INVALID_TOKEN_MESSAGE);
      return { usuario: { ...usuario, empresa } };
    },
  );

  fastify.put(
    '/api/user/clave',
    {
      schema: {
        tags: ['auth'],
        summary: 'Cambia la contraseña propia',
        body: cambioClaveSchema,
        response: { 200: cambioClaveResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      await changeOwnPassword(fastify.db, request.auth.userId, request.body);
      return { message: CLAVE_CAMBIADA_MESSAGE };
    },
  );
};

export default userRoutes;
