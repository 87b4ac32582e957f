import { idParamsSchema } from '@facturador/shared/domain';
import { puntoResponseSchema, puntoUpdateSchema } from '@facturador/shared/domain/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyErrorResponses } from '../../../services/company/error-responses';
import { updatePoint } from '../../../services/company/establishments';
import { requirePermission } from '../../../services/company/permissions';

const puntoRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', requirePermission('administrar'));

  fastify.put(
    '/api/puntos/:id',
    {
      schema: {
        tags: ['empresa'],
        summary: 'Modifica un punto de emisión: código, activo y siguiente secuencial por documento y ambiente',
        description:
          '`siguiente: {factura: {pruebas, produccion}, notaCredito: {pruebas, produccion}}`, cada parte opcional: ' +
          'el número que llevará el próximo documento. Bajarlo a un número ya emitido responde 409.',
        params: idParamsSchema,
        body: puntoUpdateSchema,
        response: { 200: puntoResponseSchema, ...companyErrorResponses },
      },
    },
    async (request) => {
      const punto = await updatePoint(fastify.db, request.auth.emisorId, request.params.id, request.body);
      fastify.emission.service.forgetIssuers(request.auth.emisorId);
      return { punto };
    },
  );
};

export default puntoRoutes;
