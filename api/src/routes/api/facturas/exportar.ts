import { apiErrorSchema } from '@facturador/shared/domain';
import { documentExportQuerySchema } from '@facturador/shared/domain/documents';
import { exportFileName } from '@facturador/shared/domain/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerOrApiKey, INTEGRADORES_TAG } from '../../../plugins/external/openapi-integrators';
import { exportDocuments } from '../../../services/reports/document-export';
import { CSV_CONTENT_TYPE, fileResponseSchema, XLSX_CONTENT_TYPE } from '../../../services/reports/spreadsheets';

/** 'Exportar CSV' / 'Exportar Excel' of 'Mis Comprobantes': the list with the same filters. */
const documentExportRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/facturas/exportar',
    {
      schema: {
        tags: ['comprobantes', INTEGRADORES_TAG],
        security: bearerOrApiKey,
        summary: 'Exporta los comprobantes (con los filtros de GET /api/facturas) a CSV o Excel',
        description:
          'formato=csv: UTF-8 con BOM, separador «;», coma decimal y sin separador de miles (como lo abre Excel ' +
          'en Ecuador). formato=xlsx: libro de Excel. Hasta 50 000 comprobantes, del más reciente al más antiguo.',
        querystring: documentExportQuerySchema,
        response: { 200: fileResponseSchema('Archivo CSV o XLSX'), 400: apiErrorSchema, 401: apiErrorSchema },
      },
      config: { apiKey: 'consultar' },
    },
    async (request, reply) => {
      const { formato, fecha_inicio, fecha_fin } = request.query;
      const file = await exportDocuments(fastify.db, request.auth.emisorId, request.query);
      return reply
        .header('content-type', formato === 'csv' ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName('comprobantes', formato, fecha_inicio, fecha_fin)}"`,
        )
        .send(file);
    },
  );
};

export default documentExportRoutes;
