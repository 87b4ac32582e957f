import { apiErrorSchema, facturarRequestSchema, facturarResponseSchema } from '@facturador/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyHeaderSchema, idempotencyKeyOf } from '../../../plugins/app/idempotency';
import { bearerOrApiKey, INTEGRADORES_TAG } from '../../../plugins/external/openapi-integrators';
import { salesTypeOf } from '../../../services/emission/types';

const facturarRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/facturar',
    {
      schema: {
        tags: ['emisión', INTEGRADORES_TAG],
        summary: 'Emite una factura o nota de crédito y la envía a recepción del SRI',
        description:
          'Valida el documento (identificación del comprador, totales recalculados, reglas de la nota de crédito), ' +
          'asigna el secuencial, genera y firma el XML, registra el movimiento de inventario y el comprador, y lo ' +
          'envía a recepción. Responde `{claveAcceso, estado, SRI: {estado, mensajes}, error?}`: SRI.estado es ' +
          'RECIBIDA, DEVUELTA o SIN RESPUESTA (el documento queda PENDIENTE y se reenvía solo). La autorización se ' +
          'consulta en segundo plano. Con la cabecera `Idempotency-Key`, repetir la solicitud devuelve la primera ' +
          'respuesta sin emitir otro documento.',
        body: facturarRequestSchema,
        headers: idempotencyHeaderSchema({ reusedStatus: 422, alcance: 'por empresa' }),
        security: bearerOrApiKey,
        response: {
          200: facturarResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      config: { apiKey: 'emitir' },
    },
    async (request, reply) => {
      const { response, replayed } = await fastify.emission.service.emit(
        salesTypeOf(request.body),
        request.auth,
        request.body,
        idempotencyKeyOf(request),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return response;
    },
  );
};

export default facturarRoutes;
