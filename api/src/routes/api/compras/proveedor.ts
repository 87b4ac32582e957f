import { idParamsSchema, rucSchema } from '@facturador/shared/domain';
import {
  actualizarCompraSchema,
  COMPRA_NO_EXISTE_MESSAGE,
  compraSchema,
  correoProveedorSchema,
} from '@facturador/shared/domain/withholdings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { notFound } from '../../../errors';
import { requirePermission } from '../../../services/company/permissions';
import { updatePurchase } from '../../../services/withholdings/purchases';
import { supplierEmailFor } from '../../../services/withholdings/supplier-email';
import { receivedDocumentErrors } from '../received-documents';

/** The supplier's e-mail of a purchase (issue #37 §2): where its retención is sent, remembered per RUC. */
const purchaseSupplierRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.put(
    '/api/compras/:id',
    {
      onRequest: requirePermission('administrar'),
      schema: {
        tags: ['retenciones'],
        summary: 'Corrige el correo del proveedor de una compra (`proveedorEmail`): a él se envía la retención',
        description:
          'Vacío o direcciones separadas por comas; nunca una de la propia empresa. Queda recordado para el RUC ' +
          'del proveedor: la próxima compra suya lo propone. Una retención ya autorizada se reenvía a la nueva ' +
          'dirección con «Reenviar correo».',
        params: idParamsSchema,
        body: actualizarCompraSchema,
        response: { 200: compraSchema, ...receivedDocumentErrors },
      },
    },
    async (request) => {
      const compra = await updatePurchase(fastify.db, request.auth.emisorId, request.params.id, request.body);
      if (!compra) throw notFound(COMPRA_NO_EXISTE_MESSAGE);
      return compra;
    },
  );

  fastify.get(
    '/api/compras/proveedores/:ruc',
    {
      schema: {
        tags: ['retenciones'],
        summary: 'El correo recordado de un proveedor por su RUC (vacío si no hay): el que propone una compra nueva',
        params: z.object({ ruc: rucSchema }),
        response: { 200: correoProveedorSchema, ...receivedDocumentErrors },
      },
    },
    async (request) => ({
      identificacion: request.params.ruc,
      email: await supplierEmailFor(fastify.db, request.auth.emisorId, request.params.ruc, undefined),
    }),
  );
};

export default purchaseSupplierRoutes;
