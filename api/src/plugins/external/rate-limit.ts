import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/** Rate limiting is opt-in per route (`config.rateLimit`): the login route uses it. */
export default fp(
  async (fastify) => {
    await fastify.register(fastifyRateLimit, { global: false });
  },
  { name: 'rate-limit' },
);
