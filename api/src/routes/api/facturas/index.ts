import { apiErrorSchema } from '@facturador/shared/domain';
import { documentListQuerySchema, documentListResponseSchema } from '@facturador/shared/domain/documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerOrApiKey, INTEGRADORES_TAG } from '../../../plugins/external/openapi-integrators';
import { listDocuments } from '../../../services/documents/documents';
import creditableRoutes from './acreditable';
import annulmentRoutes from './anulacion';
import invoicePaymentRoutes from './cobros';
import documentMailRoutes from './correo';
import singleDocumentRoutes from './documento';
import documentExportRoutes from './exportar';
import documentWhatsappRoutes from './whatsapp';

const documentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/facturas',
    {
      schema: {
        tags: ['comprobantes', INTEGRADORES_TAG],
        security: bearerOrApiKey,
        summary: 'Comprobantes emitidos (facturas y notas de crédito), del más reciente al más antiguo',
        description:
          'filtro: cédula/RUC del comprador, secuencial (123 o 000000123) o número completo (001-001-000000123). ' +
          'fecha_inicio y fecha_fin: AAAA-MM-DD (hora de Ecuador, ambos días incluidos). Los filtros vacíos se ' +
          'ignoran. Paginación por cursor: limite (1-200, por defecto 50) y cursor = siguienteCursor de la página ' +
          'anterior (null en la última).',
        querystring: documentListQuerySchema,
        response: { 200: documentListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      config: { apiKey: 'consultar' },
    },
    async (request) => ({
      ...(await listDocuments(fastify.db, request.auth.emisorId, request.query)),
      limite: request.query.limite,
    }),
  );
  await fastify.register(documentMailRoutes);
  await fastify.register(documentWhatsappRoutes);
  await fastify.register(creditableRoutes);
  await fastify.register(annulmentRoutes);
  await fastify.register(documentExportRoutes);
  await fastify.register(singleDocumentRoutes);
  await fastify.register(invoicePaymentRoutes);
};

export default documentRoutes;
