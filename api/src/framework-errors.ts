import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Errors Fastify answers before any route or error handler runs (the router and Node's HTTP parser),
 * in Spanish and in the API's `{error: {message}}` shape. Passed to Fastify's constructor.
 */
export const URL_NO_VALIDA_MESSAGE = 'La dirección de la solicitud no es válida';
export const URL_DEMASIADO_LARGA_MESSAGE = 'La dirección de la solicitud es demasiado larga';
export const CABECERAS_DEMASIADO_GRANDES_MESSAGE = 'Las cabeceras de la solicitud son demasiado grandes';
export const SOLICITUD_LENTA_MESSAGE = 'La solicitud tardó demasiado en llegar';
export const SOLICITUD_MAL_FORMADA_MESSAGE = 'La solicitud HTTP no es válida';

/** Router errors: bad percent-encoding (400), a path parameter over maxParamLength (414). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send({ error: { message: URL_DEMASIADO_LARGA_MESSAGE } });
  }
  return reply.status(400).send({ error: { message: URL_NO_VALIDA_MESSAGE } });
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, CABECERAS_DEMASIADO_GRANDES_MESSAGE],
  ERR_HTTP_REQUEST_TIMEOUT: [408, SOLICITUD_LENTA_MESSAGE],
};

/** Requests Node's HTTP parser refuses (oversized headers, malformed HTTP, slow clients). */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, SOLICITUD_MAL_FORMADA_MESSAGE];
  const body = JSON.stringify({ error: { message } });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
