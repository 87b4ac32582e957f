import { idParamsSchema } from '@facturador/shared/domain';
import { compraConSustentoSchema, sustentoCompraSchema } from '@facturador/shared/domain/annexes';
import { COMPRA_NO_EXISTE_MESSAGE } from '@facturador/shared/domain/withholdings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../errors';
import { updateSustento, withSustento } from '../../../services/annexes/purchase-sustento';
import { requirePermission } from '../../../services/company/permissions';
import { purchaseById } from '../../../services/withholdings/purchases';
import { receivedDocumentErrors } from '../received-documents';

/** The ATS fields of a purchase (issue #42 §1): its sustento tributario and crédito tributario. */
const purchaseSustentoRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.patch(
    '/api/compras/:id',
    {
      onRequest: requirePermission('administrar'),
      schema: {
        tags: ['retenciones'],
        summary: 'Asigna a una compra su código de sustento (Tabla 5 del ATS), crédito tributario y forma de pago',
        description:
          '`codSustento`: un código de la Tabla 5 vigente en la fecha de la compra (422 si no existe o no está ' +
          'vigente); sin `creditoTributario`, el que declara el código (01, 03 y 06 dan crédito tributario). ' +
          '`formaPago`: código de la tabla del SRI, para compras de más de USD 1.000 cuyo documento no la trae. ' +
          '`null` borra el campo.',
        params: idParamsSchema,
        body: sustentoCompraSchema,
        response: { 200: compraConSustentoSchema, ...receivedDocumentErrors },
      },
    },
    async (request) => {
      const { emisorId } = request.auth;
      if (!(await updateSustento(fastify.db, emisorId, request.params.id, request.body)))
        throw notFound(COMPRA_NO_EXISTE_MESSAGE);
      const compra = await purchaseById(fastify.db, emisorId, request.params.id);
      if (!compra) throw notFound(COMPRA_NO_EXISTE_MESSAGE);
      return (await withSustento(fastify.db, emisorId, [compra]))[0]!;
    },
  );
};

export default purchaseSustentoRoutes;
