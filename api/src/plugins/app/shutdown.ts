import { setMaxListeners } from 'node:events';
import { SERVICIO_NO_DISPONIBLE_MESSAGE } from '@facturador/shared/domain';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Aborted when the API starts closing: calls to SRI in flight end at once (the document stays PENDIENTE). */
    stopping: AbortSignal;
  }
}

/**
 * Closing (SIGTERM): a request that still reaches this instance (pipelined, or on a busy keep-alive
 * connection) gets a Spanish 503 and `Connection: close`, so the proxy or client retries elsewhere;
 * the requests in flight are answered quickly because their SRI calls are aborted (a document whose
 * send was cut stays PENDIENTE and its job resends it: nothing is lost), and their connections close. Fastify's own 503 is English,
 * hence `return503OnClosing: false` in app.ts and this hook.
 */
export default fp(
  async (fastify) => {
    const stopping = new AbortController();
    // Every SRI call in flight listens for the close, and lets go when it ends (sri/soap/deadline.ts):
    // more than Node's default 10 at once is normal under load, not a leak.
    setMaxListeners(0, stopping.signal);
    fastify.decorate('stopping', stopping.signal);
    fastify.addHook('onRequest', async (_request, reply) => {
      if (!stopping.signal.aborted) return;
      reply.header('connection', 'close');
      return reply.status(503).send({ error: { message: SERVICIO_NO_DISPONIBLE_MESSAGE } });
    });
    // Answers sent while closing end their connection: an idle keep-alive connection would hold
    // server.close() until the client drops it (undici keeps it for the advertised 72 s).
    fastify.addHook('onSend', async (_request, reply) => {
      if (stopping.signal.aborted) reply.header('connection', 'close');
    });
    fastify.addHook('preClose', async () => stopping.abort());
  },
  { name: 'shutdown' },
);
