import { idParamsSchema } from '@facturador/shared/domain';
import {
  CLAVE_API_NO_ENCONTRADA_MESSAGE,
  CLAVE_API_REVOCADA_MESSAGE,
  claveApiCreadaSchema,
  clavesApiResponseSchema,
  crearClaveApiSchema,
  integracionMensajeSchema,
} from '@facturador/shared/domain/integrations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../errors';
import { INTEGRADORES_TAG } from '../../../plugins/external/openapi-integrators';
import { companyErrorResponses as errors } from '../../../services/company/error-responses';
import { requirePermission } from '../../../services/company/permissions';
import { createApiKey, listApiKeys, revokeApiKey } from '../../../services/integrations/api-keys';

/** The company's API keys (issue #28): administrators only, never with a key. */
const claveApiRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', requirePermission('administrar'));

  fastify.get(
    '/api/claves-api',
    {
      schema: {
        tags: [INTEGRADORES_TAG],
        summary: 'Claves de API vigentes de la empresa (nunca el secreto)',
        response: { 200: clavesApiResponseSchema, ...errors },
      },
    },
    async (request) => ({ claves: await listApiKeys(fastify.db, request.auth.emisorId) }),
  );

  fastify.post(
    '/api/claves-api',
    {
      schema: {
        tags: [INTEGRADORES_TAG],
        summary: 'Crea una clave de API; la respuesta trae el secreto por única vez',
        description:
          'Ejemplo: `{"nombre": "Tienda en línea", "permisos": ["emitir", "consultar"]}`. Guarde `secreto`: no se ' +
          'vuelve a mostrar. Úselo en la cabecera `X-Api-Key`.',
        body: crearClaveApiSchema,
        response: { 201: claveApiCreadaSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createApiKey(fastify.db, request.auth.emisorId, request.auth.userId, request.body)),
  );

  fastify.delete(
    '/api/claves-api/:id',
    {
      schema: {
        tags: [INTEGRADORES_TAG],
        summary: 'Revoca una clave de API: deja de valer de inmediato en todas las instancias',
        params: idParamsSchema,
        response: { 200: integracionMensajeSchema, ...errors },
      },
    },
    async (request) => {
      const revoked = await revokeApiKey(fastify.db, request.auth.emisorId, request.params.id, request.auth.userId);
      if (!revoked) throw notFound(CLAVE_API_NO_ENCONTRADA_MESSAGE);
      return { message: CLAVE_API_REVOCADA_MESSAGE };
    },
  );
};

export default claveApiRoutes;
