import { liquidacionCompraRequestSchema } from '@facturador/shared/domain/purchase-settlements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../services/company/permissions';
import { liquidacionCompraType } from '../../../services/emission/types';
import { emissionRouteSchema, emitAndReply } from '../emission-route';

/** Liquidaciones de compra (03) issued to suppliers who cannot invoice (issue #41 §2). */
const purchaseSettlementRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/liquidaciones-compra',
    {
      onRequest: requirePermission('administrar'),
      schema: emissionRouteSchema({
        tag: 'emisión',
        summary: 'Emite una liquidación de compra (03) a un proveedor sin RUC y la envía a recepción del SRI',
        description:
          'Para comprar a quien no puede facturar: proveedor con cédula (05, verificada), pasaporte (06) o ' +
          'identificación del exterior (08); con RUC se rechaza (pida una factura). Sin identificación, nombre o ' +
          'dirección se rechaza (nunca "NA"). Cada detalle lleva solo IVA, de una tarifa vigente; la API recalcula ' +
          'todas las cifras como en la factura y rechaza una diferencia. La liquidación queda registrada como compra ' +
          '(GET /api/compras, origen `liquidacion`) para emitir su retención, y los productos inventariados entran ' +
          'al almacén elegido (movimiento ENTRADA con la clave de acceso como referencia). Responde como ' +
          '`POST /api/facturar`; con `Idempotency-Key`, repetir la solicitud devuelve la primera respuesta.',
        body: liquidacionCompraRequestSchema,
      }),
    },
    (request, reply) => emitAndReply(fastify, liquidacionCompraType, request, reply),
  );
};

export default purchaseSettlementRoutes;
