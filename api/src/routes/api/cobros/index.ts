import { apiErrorSchema, idParamsSchema } from '@facturador/shared/domain';
import { COBRO_ELIMINADO_MESSAGE, cobroDeleteSchema, cobroResponseSchema } from '@facturador/shared/domain/receivables';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../services/company/permissions';
import { deletePayment } from '../../../services/receivables/payments';

const paymentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', requirePermission('administrar'));

  fastify.delete(
    '/api/cobros/:id',
    {
      config: { idempotency: true },
      schema: {
        tags: ['cuentas por cobrar'],
        summary: 'Elimina un cobro registrado por error, con el motivo',
        description:
          'El cobro deja de contar en el saldo, pero se conserva con quién, cuándo y por qué lo eliminó ' +
          '(GET /api/facturas/{clave}/cobros lo muestra). 409 si ya estaba eliminado.',
        params: idParamsSchema,
        body: cobroDeleteSchema,
        response: {
          200: cobroResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      mensaje: COBRO_ELIMINADO_MESSAGE,
      ...(await deletePayment(fastify.db, request.auth, request.params.id, request.body.motivo)),
    }),
  );
};

export default paymentRoutes;
