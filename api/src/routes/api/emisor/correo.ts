import { apiErrorSchema } from '@facturador/shared/domain';
import { correoResponseSchema, correoUpdateSchema } from '@facturador/shared/domain/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyErrorResponses } from '../../../services/company/error-responses';
import { secretBox } from '../../../services/emission/certificates';
import { correoSettings, saveMailSettings } from '../../../services/mail/mail-settings';

/** 'Correo de facturas' of the company settings (registered under the emisor routes: administrators only). */
const emisorMailRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const box = secretBox(fastify.secrets.certEncryptionKey);

  fastify.get(
    '/api/emisor/correo',
    {
      schema: {
        tags: ['empresa'],
        summary:
          'Correo de facturas: envío en PRUEBAS, SMTP propio, remitente (nunca la contraseña SMTP) y resumen diario de stock bajo',
        description:
          '`resumenStockBajo` solo en los planes que lo ofrecen (Profesional y Anual Pro, activo por defecto); ' +
          'en Gratis no aparece. Igual `recordatoriosCobro` (recordatorios de cobro a clientes con facturas ' +
          'vencidas, desactivado por defecto).',
        response: { 200: correoResponseSchema, ...companyErrorResponses },
      },
    },
    async (request) => ({ correo: await correoSettings(fastify.db, request.auth.emisorId) }),
  );

  fastify.put(
    '/api/emisor/correo',
    {
      schema: {
        tags: ['empresa'],
        summary: 'Modifica el correo de facturas (solo los campos enviados)',
        description:
          '`smtpUrl` smtp:// o smtps://; vacía, se usa el servidor SMTP de la instalación. La contraseña ' +
          '(`smtpClave`, o dentro de la URL) se guarda cifrada y nunca se devuelve; sin `smtpClave` se conserva ' +
          'la guardada. Las respuestas van con Reply-To al correo de la empresa. `resumenStockBajo` activa o ' +
          'desactiva el resumen diario de stock bajo al correo de la empresa; `recordatoriosCobro`, los ' +
          'recordatorios de cobro (como máximo uno por factura vencida cada 7 días); en el plan Gratis ambos ' +
          'responden 402.',
        body: correoUpdateSchema,
        response: { 200: correoResponseSchema, 402: apiErrorSchema, ...companyErrorResponses },
      },
    },
    async (request) => {
      await saveMailSettings(fastify.db, box, request.auth.emisorId, request.body);
      return { correo: await correoSettings(fastify.db, request.auth.emisorId) };
    },
  );
};

export default emisorMailRoutes;
