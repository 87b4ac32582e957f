import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const loopbackHostnames = new Set(['localhost', '127.0.0.1', '[::1]']);

function hostnameOf(hostHeader: string): string {
  if (hostHeader.startsWith('[')) return hostHeader.slice(0, hostHeader.indexOf(']') + 1);
  return hostHeader.split(':')[0]!.toLowerCase();
}

/**
 * Runs before CORS and before the body is read:
 * - Host must be a loopback name, so a DNS-rebinding page (evil.example -> 127.0.0.1) is refused;
 * - a browser Origin outside the allow-list gets 403: CORS alone does not stop a `text/plain` POST,
 *   which is a "simple" request the browser sends without asking;
 * - requests without Origin (curl, local programs) pass: they already run on this PC;
 * - allowed preflights get `Access-Control-Allow-Private-Network: true` (Chrome's Private Network Access).
 */
export function registerRequestGuard(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const host = request.headers.host;
    if (host !== undefined && !loopbackHostnames.has(hostnameOf(host))) {
      request.log.warn({ host }, 'petición rechazada: Host no local');
      return reply
        .code(403)
        .send({ ok: false, message: `Host no permitido: ${host}. El agente solo atiende a localhost.` });
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed.has(origin)) {
      request.log.warn({ origin, url: request.url }, 'petición rechazada: origen no permitido');
      return reply.code(403).send({
        ok: false,
        message: `Origen no permitido: ${origin}. Solo las páginas de allowedOrigins en la configuración del agente pueden imprimir.`,
      });
    }
    if (request.method === 'OPTIONS' && request.headers['access-control-request-private-network'] === 'true') {
      reply.header('Access-Control-Allow-Private-Network', 'true');
    }
  });
}
