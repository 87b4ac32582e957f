import { apiErrorSchema } from '@facturador/shared/domain';
import {
  CLAVE_ACCESO_INCORRECTA_MESSAGE,
  claveParamsSchema,
  facturaRideResponseSchema,
} from '@facturador/shared/domain/ride';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../errors';
import { publicDocumentRateLimit } from '../../../services/emission/rate-limit';
import { facturaRide } from '../../../services/emission/ride';

const facturaRideRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/factura_ride/:clave',
    {
      schema: {
        tags: ['público'],
        summary: 'Datos de la factura impresa (RIDE) por clave de acceso',
        description:
          'Público (conocer la clave es el derecho de acceso) y limitado por IP. Responde `{factura, error: null}` ' +
          'con los datos de la factura impresa (spec 02 §3); 404 si la clave no existe.',
        security: [],
        params: claveParamsSchema,
        response: { 200: facturaRideResponseSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
      config: { public: true, rateLimit: publicDocumentRateLimit(fastify.emission.config) },
    },
    async (request) => {
      const factura = await facturaRide(fastify.db, request.params.clave.trim());
      if (!factura) throw notFound(CLAVE_ACCESO_INCORRECTA_MESSAGE);
      return { factura, error: null };
    },
  );
};

export default facturaRideRoutes;
