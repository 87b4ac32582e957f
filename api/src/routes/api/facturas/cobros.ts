import { apiErrorSchema } from '@facturador/shared/domain';
import {
  COBRO_REGISTRADO_MESSAGE,
  cobroCreateSchema,
  cobroResponseSchema,
  cobrosResponseSchema,
} from '@facturador/shared/domain/receivables';
import { claveParamsSchema } from '@facturador/shared/domain/ride';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../services/company/permissions';
import { invoicePayments, registerPayment } from '../../../services/receivables/payments';

/** Payments against a credit invoice (issue #23). */
const invoicePaymentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/facturas/:clave/cobros',
    {
      schema: {
        tags: ['cuentas por cobrar'],
        summary: 'La cuenta de una factura: saldo, vencimiento, cobros (también los eliminados) y recordatorios',
        description:
          'Saldo = total − pagos al contado (formas de pago sin plazo) − notas de crédito AUTORIZADAS − ' +
          'retenciones recibidas − cobros, nunca negativo. Solo facturas AUTORIZADAS (409 si no).',
        params: claveParamsSchema,
        response: { 200: cobrosResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => invoicePayments(fastify.db, request.auth.emisorId, request.params.clave.trim()),
  );

  fastify.post(
    '/api/facturas/:clave/cobros',
    {
      preHandler: requirePermission('administrar'),
      config: { idempotency: true },
      schema: {
        tags: ['cuentas por cobrar'],
        summary: 'Registra un cobro (parcial o total) de una factura a crédito',
        description:
          'fecha AAAA-MM-DD (no futura ni anterior a la emisión), formaPago (código SRI), valor (> 0, 2 decimales), ' +
          'referencia opcional. 409 si supera el saldo, si la factura se pagó al contado o no está AUTORIZADA. ' +
          'Dos cobros a la vez nunca pagan de más: se registran uno tras otro.',
        params: claveParamsSchema,
        body: cobroCreateSchema,
        response: {
          201: cobroResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await registerPayment(fastify.db, request.auth, request.params.clave.trim(), request.body);
      return reply.code(201).send({ mensaje: COBRO_REGISTRADO_MESSAGE, ...result });
    },
  );
};

export default invoicePaymentRoutes;
