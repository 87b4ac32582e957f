import { apiErrorSchema } from '@facturador/shared/domain';
import { emitirRetencionResponseSchema, emitirRetencionSchema } from '@facturador/shared/domain/withholdings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyHeaderSchema, idempotencyKeyOf } from '../../../plugins/app/idempotency';
import { requirePermission } from '../../../services/company/permissions';
import { retencionType } from '../../../services/emission/types';

/** Comprobantes de retención issued on purchases (issue #22 §2). */
const issuedWithholdingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/retenciones',
    {
      onRequest: requirePermission('administrar'),
      schema: {
        tags: ['retenciones'],
        summary: 'Emite un comprobante de retención (07) sobre una compra y lo envía a recepción del SRI',
        description:
          'Solo para empresas agente de retención o contribuyente especial (403 si no). Cada línea: impuesto ' +
          "('renta' o 'iva'), código vigente, base imponible y su porcentaje; la API calcula los valores. Las bases " +
          'no pueden superar las de la compra (renta: base sin IVA; IVA: el IVA), descontadas otras retenciones. ' +
          'Mismo flujo que la factura: secuencial, clave de acceso, XML 2.0.0 firmado, recepción y autorización en ' +
          'segundo plano, correo al proveedor. `advertencias` avisa si pasaron más de 5 días desde la factura. ' +
          'Con `Idempotency-Key`, repetir la solicitud devuelve la primera respuesta.',
        body: emitirRetencionSchema,
        headers: idempotencyHeaderSchema({ reusedStatus: 422, alcance: 'por empresa' }),
        response: {
          200: emitirRetencionResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { response, replayed } = await fastify.emission.service.emit(
        retencionType,
        request.auth,
        request.body,
        idempotencyKeyOf(request),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return response;
    },
  );
};

export default issuedWithholdingRoutes;
