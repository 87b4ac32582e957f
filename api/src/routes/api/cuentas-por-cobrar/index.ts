import { apiErrorSchema } from '@facturador/shared/domain';
import { ageingQuerySchema, ageingResponseSchema } from '@facturador/shared/domain/receivables';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../services/company/permissions';
import { ageingReport } from '../../../services/receivables/ageing';

const receivablesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', requirePermission('administrar'));

  fastify.get(
    '/api/cuentas-por-cobrar',
    {
      schema: {
        tags: ['cuentas por cobrar'],
        summary: 'Antigüedad de saldos por cliente en una fecha de corte, y los totales',
        description:
          'corte AAAA-MM-DD (hoy en Ecuador si falta). Facturas AUTORIZADAS con plazo del ambiente de la empresa ' +
          '(ambiente=1|2 para elegir). Tramos por días vencidos en el corte: porVencer (aún no vence), d1a30, ' +
          'd31a60, d61a90, mas90. filtro: parte de la cédula/RUC o del nombre; vencidos=true: solo clientes con ' +
          'saldo vencido.',
        querystring: ageingQuerySchema,
        response: { 200: ageingResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ageingReport(fastify.db, request.auth.emisorId, request.query),
  );
};

export default receivablesRoutes;
