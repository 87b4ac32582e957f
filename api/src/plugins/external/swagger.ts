import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiKeySecurityScheme, integradoresTag } from './openapi-integrators';

/** OpenAPI document built from the routes' zod schemas; UI at /docs, JSON at /docs/json. */
export default fp(
  async (fastify) => {
    await fastify.register(fastifySwagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Facturador API',
          description:
            'API de facturación electrónica SRI con inventario. Autenticación: `Authorization: Bearer <token>` ' +
            'obtenido de POST /api/login, o `X-Api-Key` para los sistemas integrados (sección Integradores). Errores: `{error: {message, errores?}}` con texto en español.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            apiKeyAuth: apiKeySecurityScheme,
          },
        },
        tags: [integradoresTag],
        security: [{ bearerAuth: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await fastify.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
