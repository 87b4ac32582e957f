import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { secretBox } from '../../../services/emission/certificates';
import { publishDocumentEvent, publishMailFailure } from '../../../services/integrations/document-events';
import { WebhookDelivery } from '../../../services/integrations/webhook-delivery';

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhookDelivery;
  }
}

/**
 * Webhooks for integrators (issue #28): hooks into the transactions that authorize, reject or flag a
 * document and that give up on its e-mail, runs the delivery jobs, and re-enqueues deliveries that
 * lost their job (at start and with the emission sweep).
 */
async function integrationsPlugin(fastify: FastifyInstance) {
  const box = secretBox(fastify.secrets.certEncryptionKey);
  const webhooks = new WebhookDelivery(fastify.db, fastify.jobs, fastify.config.integrations, box, fastify.log);
  await webhooks.defineQueue();
  const { publicUrl } = fastify.config.mail;
  const { pipeline } = fastify.emission;
  pipeline.onAuthorized((tx, id) => publishDocumentEvent(webhooks, tx, id, 'documento.autorizado', publicUrl));
  pipeline.onRejected(async (tx, id) => {
    await publishDocumentEvent(webhooks, tx, id, 'documento.no-autorizado', publicUrl);
    // A rejected credit note whose stock could not go back is flagged in this same transaction.
    await publishDocumentEvent(webhooks, tx, id, 'documento.requiere-atencion', publicUrl);
  });
  pipeline.onFlagged((tx, id) => publishDocumentEvent(webhooks, tx, id, 'documento.requiere-atencion', publicUrl));
  fastify.mail.onFailed((tx, failure) => publishMailFailure(webhooks, tx, failure, publicUrl));
  fastify.decorate('webhooks', webhooks);

  let sweep: NodeJS.Timeout | undefined;
  const recover = () =>
    webhooks
      .recover()
      .then((found) => {
        if (found) fastify.log.info(`${found} entrega(s) de webhook pendiente(s) retomada(s)`);
      })
      .catch((error) => fastify.log.error({ err: error }, 'barrido de webhooks'));
  fastify.addHook('onReady', async () => {
    await recover();
    const interval = fastify.config.emission.sweepIntervalMs;
    if (interval > 0) {
      sweep = setInterval(recover, interval);
      sweep.unref();
    }
  });
  fastify.addHook('onClose', async () => clearInterval(sweep));
}

export default fp(integrationsPlugin, { name: 'integrations', dependencies: ['db', 'jobs', 'emission', 'mail'] });
