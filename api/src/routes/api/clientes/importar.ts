import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../services/company/permissions';
import { importCustomers } from '../../../services/imports/customer-import';
import { customerTemplate } from '../../../services/imports/templates';
import { inTransaction } from '../../../services/transactions';
import { importRouteSchema, sendTemplate, templateRouteSchema, uploadedSheet } from '../import-routes';

/** Issue 27: the customers (the buyers GET /api/persona finds) from a spreadsheet, and its template. */
const customerImportRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // The company's customer list, like its other settings: administrators only (the menu hides it too).
  fastify.addHook('onRequest', requirePermission('administrar'));
  await fastify.register(fastifyMultipart);

  fastify.post(
    '/api/clientes/importar',
    {
      schema: importRouteSchema(
        'compradores',
        'Importa clientes desde CSV o Excel (vista previa o, con confirmar, aplicada)',
        'Columnas: Tipo de identificación (RUC, CEDULA, PASAPORTE, IDENTIFICACION DEL EXTERIOR o su código; ' +
          'vacío: por la longitud), Identificación (validada como en la pantalla de facturación), Razón social, ' +
          'Dirección, Correos (varios separados por comas) y Teléfono. Un cliente ya registrado se actualiza.',
      ),
    },
    async (request) => {
      const { sheet } = await uploadedSheet(request);
      const { emisorId } = request.auth;
      const result = request.query.confirmar
        ? await inTransaction(fastify.db, (tx) => importCustomers(tx, emisorId, sheet, true))
        : await importCustomers(fastify.db, emisorId, sheet, false);
      return { ...result, error: null };
    },
  );

  fastify.get(
    '/api/clientes/importar/plantilla',
    { schema: templateRouteSchema('compradores', 'Plantilla de importación de clientes') },
    async (request, reply) => {
      const { formato } = request.query;
      return sendTemplate(reply, await customerTemplate(formato), formato, 'clientes');
    },
  );
};

export default customerImportRoutes;
