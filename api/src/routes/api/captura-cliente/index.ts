import {
  apiErrorSchema,
  CAPTURA_DEMASIADOS_INTENTOS_MESSAGE,
  capturaContextoSchema,
  capturaCreadaSchema,
  capturaDatosSchema,
  capturaResultadoSchema,
  capturaTokenParamsSchema,
} from '@facturador/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { HttpError } from '../../../errors';
import {
  assertCaptureOpen,
  captureContext,
  captureResult,
  createCapture,
  submitCapture,
} from '../../../services/buyer-capture/captures';
import { completeBuyer } from '../../../services/buyer-capture/completion';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 410: apiErrorSchema };

/** «Datos del cliente por QR»: the clerk's one-use link and the buyer's public page behind it. */
const capturaClienteRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const publicRateLimit = {
    max: fastify.config.emission.rideRateLimit,
    timeWindow: '1 minute',
    errorResponseBuilder: () => new HttpError(429, CAPTURA_DEMASIADOS_INTENTOS_MESSAGE),
  };

  fastify.post(
    '/api/captura-cliente',
    {
      schema: {
        tags: ['compradores'],
        summary: 'Crea un enlace para que el comprador escriba sus datos en su teléfono',
        description:
          'Enlace de un solo uso, válido 10 minutos, atado a la empresa y al usuario que lo crea; la pantalla ' +
          'lo muestra como código QR y consulta el resultado.',
        response: { 200: capturaCreadaSchema, 401: apiErrorSchema },
      },
    },
    async (request) => createCapture(fastify.db, request.auth, fastify.config.mail.publicUrl),
  );

  fastify.get(
    '/api/captura-cliente/:token',
    {
      schema: {
        tags: ['público'],
        summary: 'Contexto del formulario público: el nombre comercial de la empresa',
        description: 'Público y limitado por IP. 404 si el enlace no existe, 409 si ya se usó, 410 si expiró.',
        security: [],
        params: capturaTokenParamsSchema,
        response: { 200: capturaContextoSchema, ...errors, 429: apiErrorSchema },
      },
      config: { public: true, rateLimit: publicRateLimit },
    },
    async (request) => captureContext(fastify.db, request.params.token),
  );

  fastify.post(
    '/api/captura-cliente/:token',
    {
      schema: {
        tags: ['público'],
        summary: 'El comprador envía sus datos (una sola vez)',
        description:
          'Público y limitado por IP. La identificación se valida como en la factura; la razón social y la ' +
          'dirección salen del catastro del SRI cuando las conoce, si no deben escribirse. Con `registrar` el ' +
          'comprador queda registrado en la empresa.',
        security: [],
        params: capturaTokenParamsSchema,
        body: capturaDatosSchema,
        response: { 200: z.object({ ok: z.boolean() }), ...errors, 429: apiErrorSchema },
      },
      config: { public: true, rateLimit: publicRateLimit },
    },
    async (request) => {
      const { token } = request.params;
      await assertCaptureOpen(fastify.db, token);
      const comprador = await completeBuyer(fastify.db, fastify.config.emission, request.body);
      await submitCapture(fastify.db, token, comprador);
      return { ok: true };
    },
  );

  fastify.get(
    '/api/captura-cliente/:token/resultado',
    {
      schema: {
        tags: ['compradores'],
        summary: 'Los datos que envió el comprador, cuando llegan',
        description:
          'Solo para el usuario que creó el enlace (404 para cualquier otro): pendiente, recibido con los ' +
          'datos, o expirado.',
        params: capturaTokenParamsSchema,
        response: { 200: capturaResultadoSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => captureResult(fastify.db, request.auth, request.params.token),
  );
};

export default capturaClienteRoutes;
