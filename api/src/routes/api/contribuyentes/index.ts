import {
  apiErrorSchema,
  CATASTRO_DEMASIADAS_CONSULTAS_MESSAGE,
  CATASTRO_NO_DISPONIBLE_MESSAGE,
  contribuyenteNoEncontradoMessage,
  contribuyenteParamsSchema,
  contribuyenteSchema,
} from '@facturador/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../../errors';
import { CatastroUnavailableError } from '../../../services/taxpayers/catastro-client';
import { lookupContribuyente } from '../../../services/taxpayers/contribuyentes';

/** Issue 27: any RUC or cédula in the SRI's public registry (sign-up and the invoice screen fill from it). */
const contribuyenteRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/contribuyentes/:identificacion',
    {
      schema: {
        tags: ['compradores'],
        summary: 'Consulta un RUC o una cédula en el catastro público del SRI',
        description:
          'Datos públicos del SRI (una cédula se consulta como su RUC, cédula + 001), guardados un día por ' +
          'identificación para todas las instancias. Sin sesión (el registro de empresas la usa), con límite por IP. ' +
          '404 si el SRI no la conoce; 503 si el catastro no responde (la pantalla sigue sin él).',
        security: [],
        params: contribuyenteParamsSchema,
        response: {
          200: contribuyenteSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
      config: {
        public: true,
        rateLimit: {
          max: fastify.config.auth.loginRateLimit * 3,
          timeWindow: '1 minute',
          errorResponseBuilder: () => new HttpError(429, CATASTRO_DEMASIADAS_CONSULTAS_MESSAGE),
        },
      },
    },
    async (request) => {
      const { identificacion } = request.params;
      try {
        const contribuyente = await lookupContribuyente(fastify.db, fastify.config.emission, identificacion);
        if (!contribuyente) throw notFound(contribuyenteNoEncontradoMessage(identificacion));
        return contribuyente;
      } catch (error) {
        if (!(error instanceof CatastroUnavailableError)) throw error;
        request.log.warn({ err: error.message }, 'catastro del SRI no disponible');
        throw new HttpError(503, CATASTRO_NO_DISPONIBLE_MESSAGE);
      }
    },
  );
};

export default contribuyenteRoutes;
