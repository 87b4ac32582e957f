import { apiErrorSchema } from '@facturador/shared/domain';
import {
  CORREO_REENVIADO_MESSAGE,
  reenviarCorreoBodySchema,
  reenviarCorreoResponseSchema,
} from '@facturador/shared/domain/documents';
import { claveParamsSchema } from '@facturador/shared/domain/ride';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const documentMailRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/facturas/:clave/correo',
    {
      schema: {
        tags: ['comprobantes'],
        summary: "'Reenviar correo': envía una vez más el RIDE (PDF) y el XML autorizado",
        description:
          'Solo comprobantes AUTORIZADOS del emisor (409 si no). Sin `destinatarios`, al correo del comprador (400 ' +
          'si no tiene); con ellos, a esas direcciones. 202 con el registro del envío (PENDIENTE); el estado del ' +
          'correo aparece luego en `correos` de GET /api/facturas. 503 si no hay servidor SMTP configurado.',
        params: claveParamsSchema,
        body: z.optional(reenviarCorreoBodySchema),
        response: {
          202: reenviarCorreoResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const correo = await fastify.mail.resend(
        request.auth.emisorId,
        request.params.clave.trim(),
        request.body?.destinatarios,
      );
      return reply.code(202).send({ mensaje: CORREO_REENVIADO_MESSAGE, correo });
    },
  );
};

export default documentMailRoutes;
