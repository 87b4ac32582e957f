import { apiErrorSchema, facturarResponseSchema } from '@facturador/shared/domain';
import { emitirGuiaRemisionSchema } from '@facturador/shared/domain/waybills';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyHeaderSchema, idempotencyKeyOf } from '../../../plugins/app/idempotency';
import { bearerOrApiKey, INTEGRADORES_TAG } from '../../../plugins/external/openapi-integrators';
import { guiaRemisionType } from '../../../services/emission/types';

/** Guías de remisión (06): the goods of a sale or of a transfer between the company's establishments. */
const guiaRemisionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/guias-remision',
    {
      schema: {
        tags: ['emisión', INTEGRADORES_TAG],
        summary: 'Emite una guía de remisión (06) y la envía a recepción del SRI',
        description:
          'Cada destinatario lleva sus productos y, para una venta, `facturaClaveAcceso`: una factura AUTORIZADA de ' +
          'la empresa en el mismo ambiente, de la que la guía no puede llevar más de lo vendido (contando otras ' +
          'guías). Sin factura es un traslado entre establecimientos propios: `codEstabDestino` es obligatorio y ' +
          'la empresa es el destinatario. `fechaIniTransporte` es la de hoy (la clave de acceso lleva esa fecha) y ' +
          '`fechaFinTransporte` no puede ser anterior. No mueve inventario (lo hizo la venta o el traslado). ' +
          'Responde como `POST /api/facturar`; con `Idempotency-Key`, repetir la solicitud devuelve la primera respuesta.',
        body: emitirGuiaRemisionSchema,
        headers: idempotencyHeaderSchema({ reusedStatus: 422, alcance: 'por empresa' }),
        security: bearerOrApiKey,
        response: {
          200: facturarResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: { apiKey: 'emitir' },
    },
    async (request, reply) => {
      const { response, replayed } = await fastify.emission.service.emit(
        guiaRemisionType,
        request.auth,
        request.body,
        idempotencyKeyOf(request),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return response;
    },
  );
};

export default guiaRemisionRoutes;
