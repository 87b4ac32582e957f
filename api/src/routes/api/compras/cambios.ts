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
import { COMPRA_MESSAGES_SRI, updatePurchase, verifyPurchase } from '../../../services/withholdings/purchases';
import { AuthorizedDocumentFetcher } from '../../../services/withholdings/sri-fetch';
import { supplierEmailFor } from '../../../services/withholdings/supplier-email';
import { receivedDocumentErrors } from '../received-documents';

/**
 * What changes on a registered purchase (issue #37): the supplier's e-mail, where its retención is
 * sent (remembered per RUC), and the SRI check of a typed one left «sin verificar».
 */
const purchaseChangeRoutes: FastifyPluginAsyncZod = async (fastify) => {
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

  const fetcher = new AuthorizedDocumentFetcher(fastify.config.emission);
  fastify.post(
    '/api/compras/:id/verificacion',
    {
      onRequest: requirePermission('administrar'),
      schema: {
        tags: ['retenciones'],
        summary: 'Verifica con el SRI una compra escrita que quedó «sin verificar» (`verificada: false`)',
        description:
          'Trae del SRI la factura de su clave de acceso: si sus bases y su IVA caben en ella queda `verificada: ' +
          'true`; si no, 422 nombrando la cifra y sigue sin verificar; 503 si el SRI aún no responde. 409 si ya ' +
          'estaba verificada o su autorización es física.',
        params: idParamsSchema,
        response: { 200: compraSchema, ...receivedDocumentErrors },
      },
    },
    async (request) =>
      verifyPurchase(fastify.db, request.auth.emisorId, request.params.id, (clave) =>
        fetcher.fetch(clave, '01', COMPRA_MESSAGES_SRI),
      ),
  );

  fastify.get(
    '/api/compras/proveedores/:ruc',
    {
      onRequest: requirePermission('administrar'),
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

export default purchaseChangeRoutes;
