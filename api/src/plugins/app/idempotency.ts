import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_INVALID_MESSAGE } from '@facturador/shared/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { badRequest } from '../../errors';
import {
  type Claim,
  claimOrAnswer,
  fingerprintOf,
  newClaim,
  releaseKey,
  runWithClaim,
  storeAnswer,
} from '../../services/idempotency/requests';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Honour `Idempotency-Key` (issue #37 §10): the same key and body answer the first answer, another
     * body under the key is a 409. For routes that write money; emission has its own (services/emission).
     */
    idempotency?: boolean;
  }
}

/** The claim of each request that holds a key, for its onSend. */
const claims = new WeakMap<FastifyRequest, Claim>();

// A multipart form is hashed from its bytes (its boundary left out, as a retry draws a new one); past
// this the form is refused by its route anyway (files are ≤ 512 KB), so it is not kept for hashing.
const MULTIPART_HASH_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The header in the OpenAPI document. Emission has its own mechanism: another body under its key is a
 * 422, and its keys are per company only (POST /api/facturar and /api/retenciones share them).
 */
export const idempotencyHeaderSchema = ({ reusedStatus = 409, alcance = 'por empresa y por ruta' } = {}) =>
  z.looseObject({
    [IDEMPOTENCY_KEY_HEADER]: z
      .string()
      .optional()
      .meta({
        description:
          'Opcional, 1 a 200 caracteres. Repetir la solicitud con la misma clave y los mismos datos devuelve la ' +
          'primera respuesta (con la cabecera `idempotent-replayed: true`) sin registrar nada otra vez; la misma ' +
          `clave con otros datos responde ${reusedStatus}. Las claves son ${alcance} y se guardan 7 días.`,
      }),
  });

/** The request's `Idempotency-Key`, trimmed; a 400 when it is empty or too long. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) return undefined;
  if (key.trim() === '' || key.length > 200) throw badRequest(IDEMPOTENCY_KEY_INVALID_MESSAGE);
  return key.trim();
}

/**
 * Reads a multipart body ahead of its route and hands the route a copy of it, so the same form sent
 * again (with another boundary) has the same fingerprint. Null when the body is past the cap.
 */
async function multipartDigest(request: FastifyRequest): Promise<string | null> {
  const raw = request.raw;
  const chunks: Buffer[] = [];
  let size = 0;
  const ended = await new Promise<boolean>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size > MULTIPART_HASH_MAX_BYTES) {
        raw.pause();
        done();
        resolve(false);
      }
    };
    const onEnd = () => {
      done();
      resolve(true);
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const done = () => raw.off('data', onData).off('end', onEnd).off('error', onError);
    raw.on('data', onData).once('end', onEnd).once('error', onError);
  });
  const copy = Object.assign(new PassThrough(), {
    headers: raw.headers,
    socket: raw.socket,
    url: raw.url,
    method: raw.method,
    httpVersion: raw.httpVersion,
  });
  for (const chunk of chunks) copy.write(chunk);
  if (ended) copy.end();
  else raw.pipe(copy);
  (request as { raw: IncomingMessage }).raw = copy as unknown as IncomingMessage;
  if (!ended) return null;
  const boundary = /boundary="?([^";]+)"?/i.exec(String(raw.headers['content-type']))?.[1] ?? '';
  const text = Buffer.concat(chunks).toString('latin1');
  return createHash('sha256')
    .update(boundary ? text.split(boundary).join('') : text)
    .digest('hex');
}

async function fingerprint(request: FastifyRequest): Promise<string> {
  const multipart = /^multipart\//i.test(String(request.headers['content-type'] ?? ''));
  // A form too large to hash gets a fingerprint of its own: its route refuses it, and the key stays free.
  const body = multipart ? ((await multipartDigest(request)) ?? randomUUID()) : request.body;
  return fingerprintOf({ params: request.params, query: request.query, body });
}

function replay(reply: FastifyReply, answer: { estado: number; tipo: string | null; cuerpo: string | null }) {
  reply.code(answer.estado).header('idempotent-replayed', 'true');
  if (answer.tipo) reply.type(answer.tipo);
  return reply.send(answer.cuerpo ?? undefined);
}

/** The route's own handler, run once per key: a retry is answered from the stored first answer. */
function idempotentHandler(fastify: FastifyInstance, route: RouteOptions) {
  const handler = route.handler;
  const ruta = `${route.method} ${route.url}`;
  return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const clave = idempotencyKeyOf(request);
    // Keys are per company: a route without a signed-in company has none to scope them by.
    if (clave === undefined || !request.auth?.emisorId) return handler.call(this, request, reply);
    const claim = newClaim({ emisorId: request.auth.emisorId, ruta, clave, huella: await fingerprint(request) });
    const earlier = await claimOrAnswer(fastify.db, claim, fastify.config.emission.idempotencyWaitMs);
    if (earlier) return replay(reply, earlier);
    claims.set(request, claim);
    return runWithClaim(claim, () => handler.call(this, request, reply));
  };
}

/** After the answer is made: a success is kept for the retries; a refusal frees the key. */
async function keepAnswer(fastify: FastifyInstance, request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const claim = claims.get(request);
  if (!claim?.activa) return payload;
  claim.activa = false;
  try {
    if (reply.statusCode >= 400) await releaseKey(fastify.db, claim);
    else {
      const cuerpo = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload.toString() : null;
      const tipo = reply.getHeader('content-type');
      await storeAnswer(fastify.db, claim, {
        estado: reply.statusCode,
        tipo: tipo === undefined ? null : String(tipo),
        cuerpo,
      });
    }
  } catch (error) {
    // The answer still goes out; a retry finds the key without an answer (409 «en curso» or a takeover).
    request.log.error({ err: error }, 'no se pudo guardar la respuesta idempotente');
  }
  return payload;
}

/**
 * `config: { idempotency: true }` on a route is the whole opt-in: its handler runs once per
 * `Idempotency-Key`, and its OpenAPI schema documents the header.
 */
export default fp(
  async (fastify) => {
    fastify.addHook('onRoute', (route) => {
      if (!route.config?.idempotency) return;
      route.handler = idempotentHandler(fastify, route);
      route.schema = { ...route.schema, headers: route.schema?.headers ?? idempotencyHeaderSchema() };
      const onSend = (request: FastifyRequest, reply: FastifyReply, payload: unknown) =>
        keepAnswer(fastify, request, reply, payload);
      route.onSend = [...(route.onSend ? [route.onSend].flat() : []), onSend];
    });
  },
  { name: 'idempotency', dependencies: ['db'] },
);
