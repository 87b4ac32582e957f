import {
  apiErrorSchema,
  PERSONA_ENCONTRADA_MESSAGE,
  personaNoEncontradaMessage,
  personaQuerySchema,
  personaResponseSchema,
} from '@facturador/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findBuyer } from '../../../services/buyers/buyers';

const personaRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/persona',
    {
      schema: {
        tags: ['compradores'],
        summary: 'Busca un comprador registrado por identificación',
        description:
          'El token puede ir en la cabecera Authorization o en el parámetro `token` (spec 01 §7). Si no existe, ' +
          'responde 200 con data null y un mensaje para mostrar.',
        querystring: personaQuerySchema,
        response: { 200: personaResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
      config: { tokenInQuery: true },
    },
    async (request) => {
      const { identificacion } = request.query;
      const data = await findBuyer(fastify.db, request.auth.emisorId, identificacion);
      return { data, mensaje: data ? PERSONA_ENCONTRADA_MESSAGE : personaNoEncontradaMessage(identificacion) };
    },
  );
};

export default personaRoutes;
