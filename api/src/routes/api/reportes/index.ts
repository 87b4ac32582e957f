import { apiErrorSchema } from '@facturador/shared/domain';
import { exportFileName, salesReportQuerySchema, salesReportSchema } from '@facturador/shared/domain/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { companyAmbiente } from '../../../services/company/company-ambiente';
import { requirePermission } from '../../../services/company/permissions';
import { salesReport } from '../../../services/reports/sales-report';
import { salesReportXlsx } from '../../../services/reports/sales-report-sheet';
import { fileResponseSchema, XLSX_CONTENT_TYPE } from '../../../services/reports/spreadsheets';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The merchant's reports: administrators only. */
const reportRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', requirePermission('administrar'));

  fastify.get(
    '/api/reportes/ventas',
    {
      schema: {
        tags: ['reportes'],
        summary: 'Ventas e IVA de un período (formulario 104): por tarifa, facturas, notas de crédito y neto',
        description:
          'desde y hasta: AAAA-MM-DD (hora de Ecuador, ambos días incluidos, hasta 366 días). Solo comprobantes ' +
          'AUTORIZADOS del ambiente en que emite la empresa (ambiente=1|2 para elegir); establecimiento: código de 3 dígitos. ' +
          '`pendientes` cuenta los que aún pueden autorizarse; `documentos`, todos los del período por tipo y estado. ' +
          'formato=xlsx descarga el mismo reporte como libro de Excel.',
        querystring: salesReportQuerySchema,
        response: {
          200: z.union([salesReportSchema, fileResponseSchema('Con formato=xlsx: libro de Excel')]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { emisorId } = request.auth;
      const ambiente = request.query.ambiente ?? (await companyAmbiente(fastify.db, emisorId));
      const report = await salesReport(fastify.db, emisorId, { ...request.query, ambiente });
      if (request.query.formato !== 'xlsx') return report;
      const { desde, hasta } = request.query;
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${exportFileName('ventas-iva', 'xlsx', desde, hasta)}"`)
        .send(await salesReportXlsx(report));
    },
  );
};

export default reportRoutes;
