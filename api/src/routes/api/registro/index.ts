import {
  apiErrorSchema,
  REGISTRO_RATE_LIMITED_MESSAGE,
  registroRequestSchema,
  registroResponseSchema,
} from '@facturador/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../errors';
import { registerCompany } from '../../../services/company/registro';

const registroRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/registro',
    {
      schema: {
        tags: ['empresa'],
        summary: 'Crea una empresa (plan Gratis, PRUEBAS) con su primer usuario y devuelve su token',
        description:
          'Crea el emisor, el establecimiento 001 con el punto de emisión 001, una bodega y el primer usuario con ' +
          'todos los permisos. La empresa no tiene certificado: debe cargar su propio .p12 antes de emitir.',
        security: [],
        body: registroRequestSchema,
        response: { 201: registroResponseSchema, 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
      config: {
        public: true,
        rateLimit: {
          max: fastify.config.auth.loginRateLimit,
          timeWindow: '1 minute',
          errorResponseBuilder: () => new HttpError(429, REGISTRO_RATE_LIMITED_MESSAGE),
        },
      },
    },
    async (request, reply) => {
      const { userId, emisorId } = await registerCompany(fastify.db, request.body);
      request.log.info({ ruc: request.body.ruc, usuario: request.body.usuario }, 'empresa registrada');
      const token = fastify.jwt.sign({ sub: userId, emisor: emisorId, v: 0 });
      return reply.status(201).send({ token });
    },
  );
};

export default registroRoutes;
