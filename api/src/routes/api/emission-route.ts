import { apiErrorSchema, type FacturarResponse, facturarResponseSchema } from '@facturador/shared/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyHeaderSchema, idempotencyKeyOf } from '../../plugins/app/idempotency';
import { bearerOrApiKey, INTEGRADORES_TAG } from '../../plugins/external/openapi-integrators';
import type { DocumentType } from '../../services/emission/spine/document-type';

interface EmissionRouteDoc<Body, Answer> {
  tag: string;
  summary: string;
  description: string;
  body: Body;
  /** The answer's schema: POST /api/facturar's unless the type adds to it. */
  response?: Answer;
  /** Open to integrators' API keys (scope `emitir`), listed in their section of the OpenAPI document. */
  integradores?: boolean;
}

/**
 * The schema of a route that issues one SRI document type: its body, the `Idempotency-Key` header and
 * the answers of POST /api/facturar (every emission answers alike).
 */
export function emissionRouteSchema<Body, Answer = typeof facturarResponseSchema>(doc: EmissionRouteDoc<Body, Answer>) {
  return {
    tags: doc.integradores ? [doc.tag, INTEGRADORES_TAG] : [doc.tag],
    summary: doc.summary,
    description: doc.description,
    body: doc.body,
    headers: idempotencyHeaderSchema({ reusedStatus: 422, alcance: 'por empresa' }),
    ...(doc.integradores ? { security: bearerOrApiKey } : {}),
    response: {
      200: (doc.response ?? facturarResponseSchema) as Answer,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
      422: apiErrorSchema,
      429: apiErrorSchema,
    },
  };
}

/** Issues the request's document on the emission spine; a replayed answer says so in its header. */
export async function emitAndReply<Request, Answer extends FacturarResponse>(
  fastify: FastifyInstance,
  // biome-ignore lint/suspicious/noExplicitAny: each type keeps its own draft.
  type: DocumentType<Request, any, Answer>,
  request: FastifyRequest & { body: Request },
  reply: FastifyReply,
): Promise<Answer> {
  const { response, replayed } = await fastify.emission.service.emit(
    type,
    request.auth,
    request.body,
    idempotencyKeyOf(request),
  );
  if (replayed) reply.header('idempotent-replayed', 'true');
  return response;
}
