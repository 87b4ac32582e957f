import {
  apiErrorSchema,
  idParamsSchema,
  productInputSchema,
  productListResponseSchema,
  productResponseSchema,
} from '@facturador/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inventoryErrorResponses } from '../../../services/inventory/error-responses';
import { createProduct, listProducts, updateProduct } from '../../../services/inventory/products';
import productImportRoutes from './importar';

const productRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(productImportRoutes);

  fastify.get(
    '/api/productos',
    {
      schema: {
        tags: ['productos'],
        summary: 'Productos del emisor',
        response: { 200: productListResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ productos: await listProducts(fastify.db, request.auth.emisorId), error: null }),
  );

  fastify.post(
    '/api/productos',
    {
      schema: {
        tags: ['productos'],
        summary: 'Crea un producto (código único por emisor)',
        description: 'Sin el permiso usarInventario se fuerzan serializado=false, inventariado=false y stock_minimo=0.',
        body: productInputSchema,
        response: { 201: productResponseSchema, ...inventoryErrorResponses },
      },
    },
    async (request, reply) => {
      const producto = await createProduct(fastify.db, request.auth, request.body);
      return reply.status(201).send({ producto, error: null });
    },
  );

  fastify.put(
    '/api/productos/:id',
    {
      schema: {
        tags: ['productos'],
        summary: 'Modifica un producto por _id',
        description:
          'inventariado no se puede desactivar una vez activo; serializado no se puede cambiar. Sin el permiso ' +
          'usarInventario esos campos conservan su valor.',
        params: idParamsSchema,
        body: productInputSchema,
        response: { 200: productResponseSchema, ...inventoryErrorResponses },
      },
    },
    async (request) => ({
      producto: await updateProduct(fastify.db, request.auth, request.params.id, request.body),
      error: null,
    }),
  );
};

export default productRoutes;
