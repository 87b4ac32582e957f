import { emitirGuiaRemisionSchema } from '@facturador/shared/domain/waybills';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guiaRemisionType } from '../../../services/emission/types';
import { emissionRouteSchema, emitAndReply } from '../emission-route';

/** Guías de remisión (06): the goods of a sale or of a transfer between the company's establishments. */
const guiaRemisionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/guias-remision',
    {
      schema: emissionRouteSchema({
        tag: 'emisión',
        summary: 'Emite una guía de remisión (06) y la envía a recepción del SRI',
        description:
          'Cada destinatario lleva sus productos y, para una venta, `facturaClaveAcceso`: una factura AUTORIZADA de ' +
          'la empresa en el mismo ambiente, de la que la guía no puede llevar más de lo vendido (contando otras ' +
          'guías). Sin factura es un traslado entre establecimientos propios: `codEstabDestino` es obligatorio y ' +
          'la empresa es el destinatario; con `movimientoId` (un TRASLADO de inventario de la empresa) la guía no ' +
          'puede llevar más de lo trasladado (contando otras guías del movimiento) y el movimiento la muestra en ' +
          '`guiasRemision`. `fechaIniTransporte` es la de hoy (la clave de acceso lleva esa fecha) y ' +
          '`fechaFinTransporte` no puede ser anterior. No mueve inventario (lo hizo la venta o el traslado). ' +
          'Responde como `POST /api/facturar`; con `Idempotency-Key`, repetir la solicitud devuelve la primera respuesta.',
        body: emitirGuiaRemisionSchema,
        integradores: true,
      }),
      config: { apiKey: 'emitir' },
    },
    (request, reply) => emitAndReply(fastify, guiaRemisionType, request, reply),
  );
};

export default guiaRemisionRoutes;
