import { emitirRetencionResponseSchema, emitirRetencionSchema } from '@facturador/shared/domain/withholdings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../services/company/permissions';
import { retencionType } from '../../../services/emission/types';
import { emissionRouteSchema, emitAndReply } from '../emission-route';

/** Comprobantes de retención issued on purchases (issue #22 §2). */
const issuedWithholdingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/retenciones',
    {
      onRequest: requirePermission('administrar'),
      schema: emissionRouteSchema({
        tag: 'retenciones',
        summary: 'Emite un comprobante de retención (07) sobre una compra y lo envía a recepción del SRI',
        description:
          'Solo para empresas agente de retención o contribuyente especial (403 si no). Cada línea: impuesto ' +
          "('renta' o 'iva'), código vigente, base imponible y su porcentaje; la API calcula los valores. Las bases " +
          'no pueden superar las de la compra (renta: base sin IVA; IVA: el IVA), descontadas otras retenciones. ' +
          'Mismo flujo que la factura: secuencial, clave de acceso, XML 2.0.0 firmado, recepción y autorización en ' +
          'segundo plano, correo al proveedor. `advertencias` avisa si pasaron más de 5 días desde la factura. ' +
          'Con `Idempotency-Key`, repetir la solicitud devuelve la primera respuesta.',
        body: emitirRetencionSchema,
        response: emitirRetencionResponseSchema,
      }),
    },
    (request, reply) => emitAndReply(fastify, retencionType, request, reply),
  );
};

export default issuedWithholdingRoutes;
