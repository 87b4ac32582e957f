import { API_SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '@facturador/shared/federation/security-headers';
import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer (issue 26): helmet's, with the suite's API policy in place of its
 * page-oriented defaults. The API answers JSON and files to download: its Content-Security-Policy allows
 * nothing (Swagger UI at /docs replaces it with its own, staticCSP, in its routes' onSend).
 */
export default fp(
  async (fastify) => {
    await fastify.register(fastifyHelmet, {
      // JSON is read cross-origin by the shell and the areas.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // Set below from API_SECURITY_HEADERS.
      contentSecurityPolicy: false,
      frameguard: false,
      referrerPolicy: false,
      // Over plain HTTP browsers ignore it: sent below only for a request that came over TLS (directly
      // or, with TRUST_PROXY, through the proxy's X-Forwarded-Proto).
      strictTransportSecurity: false,
    });
    fastify.addHook('onRequest', async (request, reply) => {
      reply.headers(API_SECURITY_HEADERS);
      if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    });
  },
  { name: 'helmet' },
);
