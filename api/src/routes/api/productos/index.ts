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

/** Issue 37: ICE codes charged by content need it (GET /api/impuestos/catalogo says which fields). */
const ICE_CONTENIDO_DESCRIPTION =
  'Un código de ICE que se cobra por contenido (3041 por litro de alcohol puro, 3053 por 100 g de azúcar; ver ' +
  '«contenido» en GET /api/impuestos/catalogo) exige el contenido del producto (contenido.volumenMl y ' +
  'contenido.gradoAlcoholico, o contenido.azucarGramos): sin él responde 409.';

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
        description:
          'Sin el permiso usarInventario se fuerzan serializado=false, inventariado=false y stock_minimo=0. ' +
          ICE_CONTENIDO_DESCRIPTION,
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
          'usarInventario esos campos conservan su valor. ' +
          ICE_CONTENIDO_DESCRIPTION,
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
