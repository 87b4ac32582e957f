import fastifyCors from '@fastify/cors';
import fp from 'fastify-plugin';

/** The shell and the areas call the API from their own origins (CORS_ORIGINS). */
export default fp(
  async (fastify) => {
    await fastify.register(fastifyCors, {
      origin: fastify.config.server.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
