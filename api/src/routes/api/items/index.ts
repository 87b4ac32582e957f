import {
  apiErrorSchema,
  ITEM_ID_REQUERIDO_MESSAGE,
  idSchema,
  itemListQuerySchema,
  itemListResponseSchema,
  itemResponseSchema,
  itemUpdateResponseSchema,
  itemUpdateSchema,
} from '@facturador/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../../services/company/permissions';
import { getItem, listItems, updateItem } from '../../../services/inventory/items';

/** `{id}` may arrive empty (`/api/items/`): that has its own message in the spec. */
const itemParamsSchema = z.object({
  id: z.string().trim().min(1, ITEM_ID_REQUERIDO_MESSAGE).pipe(idSchema),
});

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

const itemRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', requirePermission('usarInventario'));

  fastify.get(
    '/api/items',
    {
      schema: {
        tags: ['items'],
        summary: 'Items de inventario',
        description:
          'busqueda: nombre o código del producto, o número de serie (contiene, sin distinguir mayúsculas). ' +
          'almacen: id o nombre del almacén. status: DISPONIBLE, RESERVADO, VENDIDO, DEVUELTO, ELIMINADO o TODOS ' +
          '(se ignora). Los filtros vacíos se ignoran. limite: máximo de items (1-5000, por defecto 1000).',
        querystring: itemListQuerySchema,
        response: { 200: itemListResponseSchema, ...errors },
      },
    },
    async (request) => ({ items: await listItems(fastify.db, request.auth.emisorId, request.query), error: null }),
  );

  fastify.get(
    '/api/items/:id',
    {
      schema: {
        tags: ['items'],
        summary: 'Un item por _id',
        params: itemParamsSchema,
        response: { 200: itemResponseSchema, ...errors },
      },
    },
    async (request) => ({ item: await getItem(fastify.db, request.auth.emisorId, request.params.id) }),
  );

  fastify.put(
    '/api/items/:id',
    {
      schema: {
        tags: ['items'],
        summary: 'Modifica detalle, status, activo y stock de un item',
        description:
          'El status solo cambia en items con número de serie (los demás quedan DISPONIBLE); un item ELIMINADO no se puede editar. ' +
          'stock solo en items sin número de serie. Todo cambio de stock registra un movimiento (ELIMINACIÓN al eliminar, ' +
          'AJUSTE en los demás casos) con el usuario y motivo como observación.',
        params: itemParamsSchema,
        body: itemUpdateSchema,
        response: { 200: itemUpdateResponseSchema, ...errors },
      },
    },
    async (request) => ({
      itemActualizado: await updateItem(fastify.db, request.auth, request.params.id, request.body),
      error: null,
    }),
  );
};

export default itemRoutes;
