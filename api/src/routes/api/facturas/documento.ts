import { apiErrorSchema, CLAVE_ACCESO_PATTERN } from '@facturador/shared/domain';
import { documentSummarySchema } from '@facturador/shared/domain/documents';
import { CLAVE_ACCESO_INCORRECTA_MESSAGE, claveParamsSchema } from '@facturador/shared/domain/ride';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { notFound } from '../../../errors';
import { bearerOrApiKey, INTEGRADORES_TAG } from '../../../plugins/external/openapi-integrators';
import { listDocuments } from '../../../services/documents/documents';

/** One document by its access key, as the list shows it: what an integrator asks after emitting. */
const singleDocumentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/facturas/:clave',
    {
      schema: {
        tags: ['comprobantes', INTEGRADORES_TAG],
        security: bearerOrApiKey,
        summary: 'Un comprobante del emisor por su clave de acceso (estado, autorización, mensajes del SRI, correos)',
        params: claveParamsSchema,
        response: {
          200: z.object({ factura: documentSummarySchema }),
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
      config: { apiKey: 'consultar' },
    },
    async (request) => {
      const clave = request.params.clave.trim();
      const { facturas } = await listDocuments(fastify.db, request.auth.emisorId, {
        filtro: clave,
        limite: 1,
        fecha_inicio: undefined,
        fecha_fin: undefined,
        cursor: undefined,
        atencion: undefined,
      });
      const factura = CLAVE_ACCESO_PATTERN.test(clave) ? facturas[0] : undefined;
      if (!factura) throw notFound(CLAVE_ACCESO_INCORRECTA_MESSAGE);
      return { factura };
    },
  );
};

export default singleDocumentRoutes;
