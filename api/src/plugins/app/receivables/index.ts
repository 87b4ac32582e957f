import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { secretBox } from '../../../services/emission/certificates';
import { PaymentReminders } from '../../../services/receivables/reminders';

declare module 'fastify' {
  interface FastifyInstance {
    paymentReminders: PaymentReminders;
  }
}

/** Cuentas por cobrar's background work: the daily payment reminders (issue #23). */
async function receivablesPlugin(fastify: FastifyInstance) {
  const reminders = new PaymentReminders(
    fastify.db,
    fastify.jobs,
    fastify.config.mail,
    secretBox(fastify.secrets.certEncryptionKey),
    fastify.log,
  );
  await reminders.defineQueues();
  fastify.decorate('paymentReminders', reminders);
  fastify.addHook('onReady', () => reminders.start());
}

export default fp(receivablesPlugin, { name: 'receivables', dependencies: ['db', 'jobs'] });
