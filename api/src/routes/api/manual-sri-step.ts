import {
  apiErrorSchema,
  claveAccesoRequestSchema,
  comprobanteNoEncontradoMessage,
  estadoDocumentoResponseSchema,
} from '@facturador/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors';
import { documentByClave, type SentDocument } from '../../services/emission/document-records';
import type { SriPipeline, StateResult } from '../../services/emission/sri-pipeline';

const responses = {
  200: estadoDocumentoResponseSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * POST {url} with {claveAcceso}: a step the user asks of SRI for one of the emisor's documents
 * ('Actualizar estado', 'Reenviar'), answering the document's new estado. Another emisor's key is not found.
 */
export function manualSriStepRoutes({
  url,
  summary,
  description,
  sriUnavailable = false,
  step,
}: {
  url: string;
  summary: string;
  description: string;
  /** The step fails with 503 when SRI does not answer (documented in the route's responses). */
  sriUnavailable?: boolean;
  step: (pipeline: SriPipeline, doc: SentDocument) => Promise<StateResult>;
}): FastifyPluginAsyncZod {
  return async (fastify) => {
    fastify.post(
      url,
      {
        schema: {
          tags: ['emisión'],
          summary,
          description,
          body: claveAccesoRequestSchema,
          response: sriUnavailable ? { ...responses, 503: apiErrorSchema } : responses,
        },
      },
      async (request) => {
        const { claveAcceso } = request.body;
        const doc = await documentByClave(fastify.db, request.auth.emisorId, claveAcceso);
        if (!doc) throw notFound(comprobanteNoEncontradoMessage(claveAcceso));
        return { claveAcceso, ...(await step(fastify.emission.pipeline, doc)) };
      },
    );
  };
}
