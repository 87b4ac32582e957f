import { facturarRequestSchema } from '@facturador/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { salesTypeOf } from '../../../services/emission/types';
import { emissionRouteSchema, emitAndReply } from '../emission-route';

const facturarRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/facturar',
    {
      schema: emissionRouteSchema({
        tag: 'emisión',
        summary: 'Emite una factura o nota de crédito y la envía a recepción del SRI',
        description:
          'Valida el documento (identificación del comprador, totales recalculados, reglas de la nota de crédito), ' +
          'asigna el secuencial, genera y firma el XML, registra el movimiento de inventario y el comprador, y lo ' +
          'envía a recepción. Responde `{claveAcceso, estado, SRI: {estado, mensajes}, error?}`: SRI.estado es ' +
          'RECIBIDA, DEVUELTA o SIN RESPUESTA (el documento queda PENDIENTE y se reenvía solo). La autorización se ' +
          'consulta en segundo plano. Con la cabecera `Idempotency-Key`, repetir la solicitud devuelve la primera ' +
          'respuesta sin emitir otro documento.',
        body: facturarRequestSchema,
        integradores: true,
      }),
      config: { apiKey: 'emitir' },
    },
    (request, reply) => emitAndReply(fastify, salesTypeOf(request.body), request, reply),
  );
};

export default facturarRoutes;
