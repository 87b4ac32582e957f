import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { secretBox } from '../../../services/emission/certificates';
import { MailDelivery } from '../../../services/mail/mail-delivery';
import { ensureDemoMailSettings } from '../../../services/mail/mail-settings';
import { StockDigest } from '../../../services/mail/stock-digest';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailDelivery;
    stockDigest: StockDigest;
  }
}

/**
 * E-mail of authorized documents and the daily low-stock digest: hooks into the SRI pipeline's AUTORIZADA transition, runs the
 * delivery jobs, and re-enqueues PENDIENTE messages that lost their job (at start and with the
 * emission sweep, every SRI_SWEEP_INTERVAL_MS).
 */
async function mailPlugin(fastify: FastifyInstance) {
  const box = secretBox(fastify.secrets.certEncryptionKey);
  const mail = new MailDelivery(fastify.db, fastify.jobs, fastify.config.mail, box, fastify.log);
  await mail.defineQueue();
  fastify.emission.pipeline.onAuthorized((tx, documentoId) => mail.onAuthorized(tx, documentoId));
  fastify.decorate('mail', mail);
  // The daily low-stock digest to each company's e-mail (its cron schedule is written when ready).
  const stockDigest = new StockDigest(fastify.db, fastify.jobs, fastify.config.mail, box, fastify.log);
  await stockDigest.defineQueues();
  fastify.decorate('stockDigest', stockDigest);
  if (!fastify.config.mail.smtpUrl)
    fastify.log.info('SMTP_URL sin definir: solo los emisores con su propio SMTP envían correos');

  let sweep: NodeJS.Timeout | undefined;
  fastify.addHook('onReady', async () => {
    await ensureDemoMailSettings(fastify.db);
    const recovered = await mail.recover();
    if (recovered) fastify.log.info(`${recovered} correo(s) pendiente(s) retomado(s)`);
    await stockDigest.start();
    const interval = fastify.config.emission.sweepIntervalMs;
    if (interval > 0) {
      sweep = setInterval(() => {
        mail.recover().catch((error) => fastify.log.error({ err: error }, 'barrido de correos'));
      }, interval);
      sweep.unref();
    }
  });
  fastify.addHook('onClose', async () => clearInterval(sweep));
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['db', 'jobs', 'emission'] });
