import { apiErrorSchema, creditableRemainderResponseSchema } from '@facturador/shared/domain';
import { claveParamsSchema } from '@facturador/shared/domain/ride';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerOrApiKey, INTEGRADORES_TAG } from '../../../plugins/external/openapi-integrators';
import { creditableOf } from '../../../services/emission/credit-notes';

const creditableRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/facturas/:clave/acreditable',
    {
      schema: {
        tags: ['comprobantes', INTEGRADORES_TAG],
        security: bearerOrApiKey,
        summary: 'Lo que una nueva nota de crédito puede devolver de una factura del emisor',
        description:
          'Cada línea facturada (código, serie, precio, descuento, IVA) con la cantidad aún disponible, descontadas ' +
          'las notas de crédito ya emitidas (salvo las NO AUTORIZADAS y las ANULADAS; una PENDIENTE DE ACEPTACIÓN sigue ' +
          'contando), y el importe que queda por acreditar. La ' +
          'pantalla de nota de crédito parte de aquí; POST /api/facturar aplica las mismas reglas. `restantes` (neto, ' +
          'ICE e IRBPNR por código y serie) e `ivaRestante` (base e IVA por tarifa) son lo que queda por acreditar: ' +
          'cada nota toma redondeo(restante × cantidad / cantidad restante) y la que se lleva las últimas unidades ' +
          'toma exactamente el resto; su IVA por tarifa es el que deja el IVA acreditado igual al IVA de la base ' +
          'acreditada. La nota los envía en `productos[].asignado` e `ivaAsignado`; el servidor los recalcula.',
        params: claveParamsSchema,
        response: { 200: creditableRemainderResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
      config: { apiKey: 'consultar' },
    },
    async (request) => creditableOf(fastify.db, request.auth.emisorId, request.params.clave.trim()),
  );
};

export default creditableRoutes;
