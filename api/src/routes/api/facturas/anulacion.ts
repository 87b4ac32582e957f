import { apiErrorSchema } from '@facturador/shared/domain';
import {
  anulacionBodySchema,
  anulacionResponseSchema,
  respuestaAnulacionBodySchema,
  respuestaAnulacionResponseSchema,
} from '@facturador/shared/domain/documents';
import { claveParamsSchema } from '@facturador/shared/domain/ride';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { annulDocument, respondAnnulment } from '../../../services/documents/annulment';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

const annulmentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/facturas/:clave/anulacion',
    {
      config: { idempotency: true },
      schema: {
        tags: ['comprobantes'],
        summary: 'Confirma la anulación de un comprobante hecha en SRI en línea',
        description:
          'El SRI no ofrece un servicio para anular: se anula en SRI en línea y aquí se confirma con un `motivo`. ' +
          'Solo comprobantes AUTORIZADOS, hasta el día 7 del mes siguiente a su emisión (NAC-DGERCGC25-00000014, ' +
          'desde 2025-08-01); nunca una factura a consumidor final ni una factura con notas de crédito (409 con el ' +
          'motivo). Una factura queda ANULADA: el stock vuelve al almacén, sale de reportes y saldos, y queda ' +
          'registrado quién y cuándo. Una nota de crédito o un comprobante de retención queda PENDIENTE DE ' +
          'ACEPTACIÓN (sigue vigente) hasta que se registre la respuesta del receptor en ' +
          'POST /api/facturas/{clave}/anulacion/respuesta; sin respuesta en 5 días hábiles se entiende rechazada.',
        params: claveParamsSchema,
        body: anulacionBodySchema,
        response: { 200: anulacionResponseSchema, ...errors },
      },
    },
    async (request) => annulDocument(fastify.db, request.auth, request.params.clave.trim(), request.body.motivo),
  );

  fastify.post(
    '/api/facturas/:clave/anulacion/respuesta',
    {
      config: { idempotency: true },
      schema: {
        tags: ['comprobantes'],
        summary: 'Registra la respuesta del receptor a una anulación PENDIENTE DE ACEPTACIÓN',
        description:
          '`aceptada: true`: el receptor aceptó la anulación en SRI en línea y el comprobante queda ANULADO (stock, ' +
          'reportes y saldos lo dejan fuera). `aceptada: false`: la rechazó y el comprobante sigue AUTORIZADO. ' +
          '409 si el comprobante no tiene una anulación pendiente o si pasaron los 5 días hábiles (el silencio ya ' +
          'la rechazó).',
        params: claveParamsSchema,
        body: respuestaAnulacionBodySchema,
        response: { 200: respuestaAnulacionResponseSchema, ...errors },
      },
    },
    async (request) => respondAnnulment(fastify.db, request.auth, request.params.clave.trim(), request.body.aceptada),
  );
};

export default annulmentRoutes;
