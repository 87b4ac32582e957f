import { idParamsSchema, idSchema } from '@facturador/shared/domain';
import {
  crearWebhookSchema,
  ENTREGA_REENVIADA_MESSAGE,
  entregasWebhookResponseSchema,
  integracionMensajeSchema,
  WEBHOOK_ELIMINADO_MESSAGE,
  WEBHOOK_NO_ENCONTRADO_MESSAGE,
  webhookCreadoSchema,
  webhooksResponseSchema,
} from '@facturador/shared/domain/integrations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { badRequest, notFound } from '../../../errors';
import { INTEGRADORES_TAG } from '../../../plugins/external/openapi-integrators';
import { companyErrorResponses as errors } from '../../../services/company/error-responses';
import { requirePermission } from '../../../services/company/permissions';
import { secretBox } from '../../../services/emission/certificates';
import { checkDestination, DestinationError } from '../../../services/integrations/destination-guard';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  webhookExists,
} from '../../../services/integrations/webhooks';

const deliveryParamsSchema = z.object({ id: idSchema, entregaId: idSchema });

/** The company's webhooks and their delivery log (issue #28): administrators only. */
const webhookRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', requirePermission('administrar'));
  const box = secretBox(fastify.secrets.certEncryptionKey);
  const { webhookAllowLoopback, webhookAllowPrivate, webhookResolver } = fastify.config.integrations;
  const policy = { allowLoopback: webhookAllowLoopback, allowPrivate: webhookAllowPrivate, resolve: webhookResolver };

  fastify.get(
    '/api/webhooks',
    {
      schema: {
        tags: [INTEGRADORES_TAG],
        summary: 'Webhooks de la empresa',
        response: { 200: webhooksResponseSchema, ...errors },
      },
    },
    async (request) => ({ webhooks: await listWebhooks(fastify.db, request.auth.emisorId) }),
  );

  fastify.post(
    '/api/webhooks',
    {
      schema: {
        tags: [INTEGRADORES_TAG],
        summary: 'Registra un webhook; la respuesta trae su secreto de firma por única vez',
        description:
          'Ejemplo: `{"url": "https://tienda.example/sri", "eventos": ["documento.autorizado", ' +
          '"documento.no-autorizado"]}`. Las URL que resuelven a direcciones privadas o locales se rechazan ' +
          '(en la instalación local de demostración se permite localhost).',
        body: crearWebhookSchema,
        response: { 201: webhookCreadoSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        await checkDestination(request.body.url, policy);
      } catch (error) {
        if (error instanceof DestinationError) throw badRequest(error.message);
        throw error;
      }
      const created = await createWebhook(fastify.db, box, request.auth.emisorId, request.auth.userId, request.body);
      return reply.status(201).send(created);
    },
  );

  fastify.delete(
    '/api/webhooks/:id',
    {
      schema: {
        tags: [INTEGRADORES_TAG],
        summary: 'Elimina un webhook: no recibe más eventos y sus reintentos pendientes se cancelan',
        params: idParamsSchema,
        response: { 200: integracionMensajeSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await deleteWebhook(fastify.db, request.auth.emisorId, request.params.id)))
        throw notFound(WEBHOOK_NO_ENCONTRADO_MESSAGE);
      return { message: WEBHOOK_ELIMINADO_MESSAGE };
    },
  );

  fastify.get(
    '/api/webhooks/:id/entregas',
    {
      schema: {
        tags: [INTEGRADORES_TAG],
        summary:
          'Registro de entregas de un webhook (intentos, códigos HTTP, próximo intento), las más recientes primero',
        params: idParamsSchema,
        response: { 200: entregasWebhookResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await webhookExists(fastify.db, request.auth.emisorId, request.params.id)))
        throw notFound(WEBHOOK_NO_ENCONTRADO_MESSAGE);
      return { entregas: await listDeliveries(fastify.db, request.auth.emisorId, request.params.id) };
    },
  );

  fastify.post(
    '/api/webhooks/:id/entregas/:entregaId/reenviar',
    {
      schema: {
        tags: [INTEGRADORES_TAG],
        summary: 'Envía de nuevo una entrega (también una FALLIDA)',
        params: deliveryParamsSchema,
        response: { 200: integracionMensajeSchema, ...errors },
      },
    },
    async (request) => {
      await fastify.webhooks.resend(request.auth.emisorId, request.params.id, request.params.entregaId);
      return { message: ENTREGA_REENVIADA_MESSAGE };
    },
  );
};

export default webhookRoutes;
