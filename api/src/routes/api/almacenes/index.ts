import {
  apiErrorSchema,
  idParamsSchema,
  warehouseInputSchema,
  warehouseListResponseSchema,
  warehouseResponseSchema,
} from '@facturador/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermissionToWrite } from '../../../services/company/permissions';
import { inventoryErrorResponses } from '../../../services/inventory/error-responses';
import { createWarehouse, listWarehouses, updateWarehouse } from '../../../services/inventory/warehouses';

const warehouseRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', requirePermissionToWrite('usarInventario'));

  fastify.get(
    '/api/almacenes',
    {
      schema: {
        tags: ['almacenes'],
        summary: 'Almacenes del emisor (un array)',
        response: { 200: warehouseListResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listWarehouses(fastify.db, request.auth.emisorId),
  );

  fastify.post(
    '/api/almacenes',
    {
      schema: {
        tags: ['almacenes'],
        summary: 'Crea un almacén (nombre único por emisor)',
        body: warehouseInputSchema,
        response: { 201: warehouseResponseSchema, ...inventoryErrorResponses },
      },
    },
    async (request, reply) => {
      const almacen = await createWarehouse(fastify.db, request.auth.emisorId, request.body);
      return reply.status(201).send({ almacen, error: null });
    },
  );

  fastify.put(
    '/api/almacenes/:id',
    {
      schema: {
        tags: ['almacenes'],
        summary: 'Modifica un almacén por _id',
        params: idParamsSchema,
        body: warehouseInputSchema,
        response: { 200: warehouseResponseSchema, ...inventoryErrorResponses },
      },
    },
    async (request) => ({
      almacen: await updateWarehouse(fastify.db, request.auth.emisorId, request.params.id, request.body),
      error: null,
    }),
  );
};

export default warehouseRoutes;
