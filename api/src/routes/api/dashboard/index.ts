import { apiErrorSchema } from '@facturador/shared/domain';
import { dashboardQuerySchema, dashboardSchema } from '@facturador/shared/domain/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyAmbiente } from '../../../services/company/company-ambiente';
import { requirePermission } from '../../../services/company/permissions';
import { secretBox } from '../../../services/emission/certificates';
import { dashboard } from '../../../services/reports/dashboard';

/** The admin's home page figures: administrators only. */
const dashboardRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', requirePermission('administrar'));
  const box = secretBox(fastify.secrets.certEncryptionKey);

  fastify.get(
    '/api/dashboard',
    {
      schema: {
        tags: ['reportes'],
        summary:
          'Resumen: ventas de hoy y del mes, gráficos, comprobantes por atender, stock bajo, productos más vendidos',
        description:
          'Ventas = facturas menos notas de crédito AUTORIZADAS del ambiente en que emite la empresa (ambiente=1|2 para elegir). ' +
          'Por atender: NO RECIBIDA, NO AUTORIZADA, PENDIENTE, POR AUTORIZAR hace más de una hora y correos fallidos. ' +
          'Stock bajo solo para usuarios con inventario. `empresa`: plan y uso del mes, vencimiento del certificado.',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { emisorId } = request.auth;
      const ambiente = request.query.ambiente ?? (await companyAmbiente(fastify.db, emisorId));
      return dashboard(fastify.db, box, emisorId, ambiente, request.auth.permisos.usarInventario);
    },
  );
};

export default dashboardRoutes;
