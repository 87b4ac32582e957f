import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { deleteExpiredCounters, sharedRateLimitStore } from '../../services/rate-limit/shared-store';

const CLEANUP_INTERVAL_MS = 60_000;

/**
 * Rate limiting is opt-in per route (`config.rateLimit`): login and the public RIDE use it. On
 * PostgreSQL the counts live in the database, so several instances behind one proxy share them;
 * PGlite has one process, whose memory is enough.
 */
export default fp(
  async (fastify) => {
    const shared = fastify.database.engine === 'postgres';
    await fastify.register(fastifyRateLimit, {
      global: false,
      ...(shared ? { store: sharedRateLimitStore(fastify.db) } : {}),
    });
    if (!shared) return;
    const cleanup = setInterval(() => {
      deleteExpiredCounters(fastify.db).catch((error: unknown) =>
        fastify.log.warn({ err: error }, 'no se pudieron borrar los contadores vencidos'),
      );
    }, CLEANUP_INTERVAL_MS).unref();
    fastify.addHook('onClose', async () => clearInterval(cleanup));
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
