import { apiErrorSchema, COMPROBANTE_NO_AUTORIZADO_MESSAGE } from '@facturador/shared/domain';
import { CLAVE_ACCESO_INCORRECTA_MESSAGE, claveParamsSchema } from '@facturador/shared/domain/ride';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../errors';
import { publicDocumentRateLimit } from '../../../services/emission/rate-limit';
import { authorizedXml } from '../../../services/emission/ride';

const facturaXmlRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/factura_xml/:clave',
    {
      schema: {
        tags: ['público'],
        summary: 'XML autorizado del comprobante (el archivo que el comprador debe recibir)',
        description:
          'Público como el RIDE y limitado por IP. `application/xml`: `<autorizacion>` con estado, ' +
          'numeroAutorizacion, fechaAutorizacion, ambiente y el comprobante firmado. 404 si la clave no existe o el ' +
          'comprobante aún no está autorizado.',
        security: [],
        params: claveParamsSchema,
        response: { 200: z.string(), 404: apiErrorSchema, 429: apiErrorSchema },
      },
      config: { public: true, rateLimit: publicDocumentRateLimit(fastify.emission.config) },
    },
    async (request, reply) => {
      const clave = request.params.clave.trim();
      const { found, xml } = await authorizedXml(fastify.db, clave);
      if (!found) throw notFound(CLAVE_ACCESO_INCORRECTA_MESSAGE);
      if (!xml) throw notFound(COMPROBANTE_NO_AUTORIZADO_MESSAGE);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${clave}.xml"`)
        .send(xml);
    },
  );
};

export default facturaXmlRoutes;
