import { apiErrorSchema, facturarResponseSchema } from '@facturador/shared/domain';
import { emitirNotaDebitoSchema } from '@facturador/shared/domain/debit-notes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyHeaderSchema, idempotencyKeyOf } from '../../../plugins/app/idempotency';
import { bearerOrApiKey, INTEGRADORES_TAG } from '../../../plugins/external/openapi-integrators';
import { notaDebitoType } from '../../../services/emission/types';

/** Notas de débito (05) on the company's AUTORIZADA invoices (issue 40 §2). */
const notasDebitoRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/notas-debito',
    {
      schema: {
        tags: ['emisión', INTEGRADORES_TAG],
        summary: 'Emite una nota de débito sobre una factura AUTORIZADA y la envía a recepción del SRI',
        description:
          'Cobra después de la factura lo que ella no llevaba (intereses por mora, gastos de un cheque protestado, ' +
          'fletes): `facturaModificada` es la clave de acceso de una factura AUTORIZADA de la empresa, en el mismo ' +
          "`ambiente`; cada motivo tiene su razón y su valor sin impuestos; `impuesto` es 'IVA 15%' o 'IVA 0%', " +
          'vigente en la fecha de la factura. El comprador, el número y la fecha del documento modificado salen de la ' +
          'factura; la API calcula el IVA y el valor total. Mismo flujo y respuesta que POST /api/facturar. Con ' +
          '`Idempotency-Key`, repetir la solicitud devuelve la primera respuesta.',
        body: emitirNotaDebitoSchema,
        headers: idempotencyHeaderSchema({ reusedStatus: 422, alcance: 'por empresa' }),
        security: bearerOrApiKey,
        response: {
          200: facturarResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: { apiKey: 'emitir' },
    },
    async (request, reply) => {
      const { response, replayed } = await fastify.emission.service.emit(
        notaDebitoType,
        request.auth,
        request.body,
        idempotencyKeyOf(request),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return response;
    },
  );
};

export default notasDebitoRoutes;
