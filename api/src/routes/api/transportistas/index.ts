import { apiErrorSchema, idParamsSchema } from '@facturador/shared/domain';
import {
  TRANSPORTISTA_ELIMINADO_MESSAGE,
  TRANSPORTISTA_NO_ENCONTRADO_MESSAGE,
  transportistaEliminadoSchema,
  transportistaInputSchema,
  transportistaListResponseSchema,
  transportistaResponseSchema,
} from '@facturador/shared/domain/waybills';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../errors';
import { bearerOrApiKey } from '../../../plugins/external/openapi-integrators';
import { deleteCarrier, listCarriers, saveCarrier } from '../../../services/waybills/carriers';

const TAGS = ['transportistas'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

/**
 * The company's saved carriers, to choose again on a guía de remisión (06). Whoever may issue a guía
 * may keep them: any signed-in user, or an API key with `emitir` (as POST /api/guias-remision).
 */
const carrierRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/transportistas',
    {
      schema: {
        tags: TAGS,
        summary: 'Transportistas guardados de la empresa, por razón social',
        security: bearerOrApiKey,
        response: { 200: transportistaListResponseSchema, ...errors },
      },
      config: { apiKey: 'emitir' },
    },
    async (request) => ({ transportistas: await listCarriers(fastify.db, request.auth.emisorId) }),
  );

  fastify.post(
    '/api/transportistas',
    {
      schema: {
        tags: TAGS,
        summary: 'Guarda un transportista para las guías de remisión',
        description:
          'Ejemplo: `{"tipoIdentificacion": "05", "identificacion": "1312456781", "razonSocial": "PEDRO ZAMBRANO", ' +
          '"placa": "mba-1234"}`. La placa se guarda en mayúsculas. Una cédula (05) debe pasar el módulo 10 y un ' +
          'RUC (04) la verificación del RUC. Si la empresa ya tiene un transportista con la misma identificación ' +
          'y placa, lo actualiza y responde 200; si no, lo crea y responde 201.',
        security: bearerOrApiKey,
        body: transportistaInputSchema,
        response: { 200: transportistaResponseSchema, 201: transportistaResponseSchema, ...errors },
      },
      config: { apiKey: 'emitir' },
    },
    async (request, reply) => {
      const { transportista, created } = await saveCarrier(fastify.db, request.auth.emisorId, request.body);
      return reply.status(created ? 201 : 200).send({ transportista });
    },
  );

  fastify.delete(
    '/api/transportistas/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Elimina un transportista guardado (las guías ya emitidas no cambian)',
        security: bearerOrApiKey,
        params: idParamsSchema,
        response: { 200: transportistaEliminadoSchema, 404: apiErrorSchema, ...errors },
      },
      config: { apiKey: 'emitir' },
    },
    async (request) => {
      if (!(await deleteCarrier(fastify.db, request.auth.emisorId, request.params.id)))
        throw notFound(TRANSPORTISTA_NO_ENCONTRADO_MESSAGE);
      return { message: TRANSPORTISTA_ELIMINADO_MESSAGE };
    },
  );
};

export default carrierRoutes;
