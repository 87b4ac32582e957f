import { apiErrorSchema } from '@facturador/shared/domain';
import { enviarWhatsappBodySchema, enviarWhatsappResponseSchema } from '@facturador/shared/domain/documents';
import { claveParamsSchema } from '@facturador/shared/domain/ride';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendByWhatsapp } from '../../../services/documents/whatsapp';

const documentWhatsappRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/facturas/:clave/whatsapp',
    {
      schema: {
        tags: ['comprobantes'],
        summary: "'Enviar por WhatsApp': el enlace wa.me con el mensaje del comprobante, y el envío registrado",
        description:
          'Solo comprobantes AUTORIZADOS del emisor (404 si no es suyo, 409 si no está autorizado). `telefono`: ' +
          'celular de Ecuador (0991234567, 099 123 4567, +593 99 123 4567…; 400 si no lo es). Responde la URL ' +
          'https://wa.me/593…?text=… (empresa, número, total y enlace público /descargar-factura/{clave}), el número ' +
          'normalizado y el envío registrado (usuario, fecha, teléfono), que aparece luego en `whatsapp` de GET /api/facturas.',
        params: claveParamsSchema,
        body: enviarWhatsappBodySchema,
        response: {
          200: enviarWhatsappResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) =>
      sendByWhatsapp(
        fastify.db,
        request.auth,
        request.params.clave.trim(),
        request.body.telefono,
        fastify.config.mail.publicUrl,
      ),
  );
};

export default documentWhatsappRoutes;
