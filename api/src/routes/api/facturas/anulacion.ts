import { apiErrorSchema } from '@facturador/shared/domain';
import { anulacionBodySchema, anulacionResponseSchema } from '@facturador/shared/domain/documents';
import { claveParamsSchema } from '@facturador/shared/domain/ride';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { annulDocument } from '../../../services/documents/annulment';

const annulmentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/facturas/:clave/anulacion',
    {
      config: { idempotency: true },
      schema: {
        tags: ['comprobantes'],
        summary: 'Marca ANULADO un comprobante ya anulado en SRI en línea',
        description:
          'El SRI no ofrece un servicio para anular: se anula en SRI en línea y aquí se confirma con un `motivo`. ' +
          'Solo comprobantes AUTORIZADOS, hasta el día 7 del mes siguiente a su emisión (NAC-DGERCGC25-00000014, ' +
          'desde 2025-08-01); nunca una factura a consumidor final ni una factura con notas de crédito (409 con el ' +
          'motivo). El stock vuelve al almacén, sale de reportes y saldos, y queda registrado quién y cuándo.',
        params: claveParamsSchema,
        body: anulacionBodySchema,
        response: {
          200: anulacionResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => annulDocument(fastify.db, request.auth, request.params.clave.trim(), request.body.motivo),
  );
};

export default annulmentRoutes;
