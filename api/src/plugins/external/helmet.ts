import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export default fp(
  async (fastify) => {
    await fastify.register(fastifyHelmet, {
      // JSON is read cross-origin by the shell and the areas.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // Swagger UI at /docs sets its own policy (staticCSP).
      contentSecurityPolicy: false,
    });
  },
  { name: 'helmet' },
);
