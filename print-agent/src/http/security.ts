import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Headers every answer carries, errors and refusals included (onSend runs for each of them): a
 * browser must never sniff an answer into a script or a page.
 */
export function registerResponseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });
}

const clientErrors: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'La petición tardó demasiado en llegar; no se imprimió nada.'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Las cabeceras de la petición son demasiado grandes.'],
};

/**
 * A request Node cannot read as HTTP never reaches Fastify's hooks: its answer is written here, in
 * Spanish and with the same nosniff header as every other answer.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = clientErrors[error.code ?? ''] ?? [
    400,
    'Bad Request',
    'La petición HTTP está mal formada; no se imprimió nada.',
  ];
  const body = JSON.stringify({ ok: false, message });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

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
