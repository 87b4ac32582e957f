import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyProductImport, previewProductImport } from '../../../services/imports/product-import';
import { productTemplate } from '../../../services/imports/templates';
import { inTransaction } from '../../../services/transactions';
import { importRouteSchema, sendTemplate, templateRouteSchema, uploadedSheet } from '../import-routes';

/** Issue 27: the catalogue from a spreadsheet, and its template. */
const productImportRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(fastifyMultipart);

  fastify.post(
    '/api/productos/importar',
    {
      schema: importRouteSchema(
        'productos',
        'Importa productos desde CSV o Excel (vista previa o, con confirmar, aplicada)',
        'Columnas: Código, Nombre, Descripción, Categoría, Precio, IVA (etiqueta o código del SRI), Unidad, ' +
          'Inventariado (sí/no), Stock mínimo y una columna «Stock <almacén>» por almacén: cada almacén con stock ' +
          'recibe un movimiento ENTRADA. Los productos existentes (mismo código, sin importar mayúsculas) se ' +
          'actualizan. El límite de productos inventariados del plan responde 402.',
      ),
    },
    async (request) => {
      const { sheet, nombre } = await uploadedSheet(request);
      const result = request.query.confirmar
        ? await inTransaction(fastify.db, (tx) => applyProductImport(tx, request.auth, sheet, nombre))
        : await previewProductImport(fastify.db, request.auth, sheet);
      return { ...result, error: null };
    },
  );

  fastify.get(
    '/api/productos/importar/plantilla',
    {
      schema: templateRouteSchema(
        'productos',
        'Plantilla de importación de productos (una columna de stock por almacén)',
      ),
    },
    async (request, reply) => {
      const { formato } = request.query;
      return sendTemplate(
        reply,
        await productTemplate(fastify.db, request.auth.emisorId, formato),
        formato,
        'productos',
      );
    },
  );
};

export default productImportRoutes;
