import {
  apiErrorSchema,
  catalogoImpuestos,
  catalogoQuerySchema,
  catalogoResponseSchema,
  fechaIsoHoy,
} from '@facturador/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The dated tax catalogue (IVA, ICE, IRBPNR) in force on a date. */
const impuestosRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/impuestos/catalogo',
    {
      schema: {
        tags: ['productos'],
        summary: 'Catálogo de impuestos vigente en una fecha: IVA, ICE e IRBPNR',
        description:
          'Códigos del SRI con su tarifa ad valorem (%), valor específico y unidad, vigencia y fuente. ' +
          'Sin `fecha`, la de hoy en Ecuador.',
        querystring: catalogoQuerySchema,
        response: { 200: catalogoResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const fecha = request.query.fecha ?? fechaIsoHoy();
      return { fecha, ...catalogoImpuestos(fecha) };
    },
  );
};

export default impuestosRoutes;
