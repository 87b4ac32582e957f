import { idParamsSchema } from '@facturador/shared/domain';
import {
  establecimientoCreateSchema,
  establecimientoResponseSchema,
  establecimientosResponseSchema,
  establecimientoUpdateSchema,
  puntoCreateSchema,
  puntoResponseSchema,
} from '@facturador/shared/domain/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyErrorResponses } from '../../../services/company/error-responses';
import {
  createEstablishment,
  createPoint,
  listEstablishments,
  updateEstablishment,
} from '../../../services/company/establishments';
import { requirePermission } from '../../../services/company/permissions';

const errors = companyErrorResponses;

/** Establishments and their emission points: administrators only. */
const establishmentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', requirePermission('administrar'));

  fastify.get(
    '/api/establecimientos',
    {
      schema: {
        tags: ['empresa'],
        summary: 'Establecimientos con sus puntos de emisión y el siguiente secuencial por documento y ambiente',
        response: { 200: establecimientosResponseSchema, ...errors },
      },
    },
    async (request) => ({ establecimientos: await listEstablishments(fastify.db, request.auth.emisorId) }),
  );

  fastify.post(
    '/api/establecimientos',
    {
      schema: {
        tags: ['empresa'],
        summary: 'Crea un establecimiento (código de 3 dígitos, único en la empresa)',
        body: establecimientoCreateSchema,
        response: { 201: establecimientoResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const establecimiento = await createEstablishment(fastify.db, request.auth.emisorId, request.body);
      return reply.status(201).send({ establecimiento });
    },
  );

  fastify.put(
    '/api/establecimientos/:id',
    {
      schema: {
        tags: ['empresa'],
        summary: 'Modifica un establecimiento (solo los campos enviados)',
        params: idParamsSchema,
        body: establecimientoUpdateSchema,
        response: { 200: establecimientoResponseSchema, ...errors },
      },
    },
    async (request) => {
      const establecimiento = await updateEstablishment(
        fastify.db,
        request.auth.emisorId,
        request.params.id,
        request.body,
      );
      fastify.emission.service.forgetIssuers(request.auth.emisorId);
      return { establecimiento };
    },
  );

  fastify.post(
    '/api/establecimientos/:id/puntos',
    {
      schema: {
        tags: ['empresa'],
        summary: 'Crea un punto de emisión en el establecimiento (código de 3 dígitos, siguiente secuencial opcional)',
        params: idParamsSchema,
        body: puntoCreateSchema,
        response: { 201: puntoResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const punto = await createPoint(fastify.db, request.auth.emisorId, request.params.id, request.body);
      return reply.status(201).send({ punto });
    },
  );
};

export default establishmentRoutes;
