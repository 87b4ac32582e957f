import { apiErrorSchema } from '@facturador/shared/domain';
import {
  ATS_XSD_MESSAGE,
  atsConProblemasMessage,
  atsPeriodoSchema,
  atsProblemaTexto,
  atsValidacionSchema,
} from '@facturador/shared/domain/annexes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict } from '../../../errors';
import { atsOfMonth, reglaVentasDe } from '../../../services/annexes/ats';
import { requirePermission } from '../../../services/company/permissions';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };

/** Annexes for the SRI (issue #42 §2): the monthly ATS. Administrators only. */
const annexRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', requirePermission('administrar'));

  fastify.get(
    '/api/anexos/ats',
    {
      schema: {
        tags: ['anexos'],
        summary: 'El ATS (Anexo Transaccional Simplificado) de un mes, en XML válido contra ats.xsd',
        description:
          'anio y mes del período. Solo documentos de PRODUCCIÓN: compras (con la retención emitida sobre cada ' +
          'una y sus liquidaciones de compra), ventas por cliente (con las retenciones recibidas), ventas por ' +
          'establecimiento (todos, también los sin ventas, netas de notas de crédito) y anulados. Si los datos no ' +
          'permiten un archivo correcto responde 409 con `errores`, cada uno con el documento y qué corregir; ' +
          'también si el archivo no cumpliera ats.xsd (con los mensajes del validador).',
        querystring: atsPeriodoSchema,
        produces: ['application/xml'],
        response: { 200: z.string().describe('El XML del ATS'), ...errors },
      },
    },
    async (request, reply) => {
      const ats = await atsOfMonth(fastify.db, request.auth.emisorId, request.query);
      if (!ats.xml) {
        const message = ats.xsd ? ATS_XSD_MESSAGE : atsConProblemasMessage(ats.problemas.length);
        throw conflict(message, ats.problemas.map(atsProblemaTexto));
      }
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${ats.fileName}"`)
        .send(ats.xml);
    },
  );

  fastify.get(
    '/api/anexos/ats/validacion',
    {
      schema: {
        tags: ['anexos'],
        summary: 'Los problemas que impiden generar el ATS del mes (vacío si se puede descargar)',
        description: '`reglaVentas`: qué ventas entran al anexo, según la regla decidida (para mostrarla en pantalla).',
        querystring: atsPeriodoSchema,
        response: { 200: atsValidacionSchema, ...errors },
      },
    },
    async (request) => {
      const ats = await atsOfMonth(fastify.db, request.auth.emisorId, request.query);
      return { problemas: ats.problemas, reglaVentas: reglaVentasDe(request.query) };
    },
  );
};

export default annexRoutes;
