import {
  apiErrorSchema,
  claveAccesoRequestSchema,
  comprobanteNoEncontradoMessage,
  estadoDocumentoResponseSchema,
} from '@facturador/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../errors';
import { documentByClave } from '../../../services/emission/document-records';

const recepcionManualRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/recepcion_manual',
    {
      schema: {
        tags: ['emisión'],
        summary: "Reenvía a recepción un documento NO RECIBIDA ('Reenviar')",
        description:
          'Solo desde NO RECIBIDA; reutiliza la clave de acceso y el XML firmado. Antes de reenviar consulta la ' +
          'autorización (códigos 43, 45 y 70 del SRI). Responde el nuevo estado del documento.',
        body: claveAccesoRequestSchema,
        response: {
          200: estadoDocumentoResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { claveAcceso } = request.body;
      const doc = await documentByClave(fastify.db, request.auth.emisorId, claveAcceso);
      if (!doc) throw notFound(comprobanteNoEncontradoMessage(claveAcceso));
      return { claveAcceso, ...(await fastify.emission.pipeline.resend(doc)) };
    },
  );
};

export default recepcionManualRoutes;
