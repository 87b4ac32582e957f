import {
  apiErrorSchema,
  claveAccesoRequestSchema,
  comprobanteNoEncontradoMessage,
  estadoDocumentoResponseSchema,
} from '@facturador/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../errors';
import { documentByClave } from '../../../services/emission/document-records';

const autorizacionManualRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/autorizacion_manual',
    {
      schema: {
        tags: ['emisión'],
        summary: "Consulta la autorización de un documento POR AUTORIZAR o RECIBIDA ('Actualizar estado')",
        description:
          'Pregunta al SRI una vez por la autorización y guarda la respuesta (AUTORIZADA con el XML autorizado, o ' +
          'NO AUTORIZADA con los mensajes); si sigue EN PROCESO el estado no cambia. 503 si el SRI no responde.',
        body: claveAccesoRequestSchema,
        response: {
          200: estadoDocumentoResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { claveAcceso } = request.body;
      const doc = await documentByClave(fastify.db, request.auth.emisorId, claveAcceso);
      if (!doc) throw notFound(comprobanteNoEncontradoMessage(claveAcceso));
      return { claveAcceso, ...(await fastify.emission.pipeline.refreshAuthorization(doc)) };
    },
  );
};

export default autorizacionManualRoutes;
