import { apiErrorSchema } from '@facturador/shared/domain';
import {
  ATS_XSD_MESSAGE,
  atsConProblemasMessage,
  atsPeriodoSchema,
  atsProblemaTexto,
  atsValidacionSchema,
  formulariosQuerySchema,
  formulariosResponseSchema,
} from '@facturador/shared/domain/annexes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict } from '../../../errors';
import { atsOfMonth, reglaVentasDe } from '../../../services/annexes/ats';
import { formulariosOfMonth } from '../../../services/annexes/forms';
import { formulariosXlsx } from '../../../services/annexes/forms/sheet';
import { requirePermission } from '../../../services/company/permissions';
import { fileResponseSchema, XLSX_CONTENT_TYPE } from '../../../services/reports/spreadsheets';

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

  fastify.get(
    '/api/anexos/formularios',
    {
      schema: {
        tags: ['anexos'],
        summary: 'Las cifras del mes de los formularios 104 (IVA) y 103 (retenciones en la fuente)',
        description:
          'Desde los mismos datos del ATS del mes (solo PRODUCCIÓN), así cada cifra es la del ATS. 104: ventas por ' +
          'tarifa (facturas y notas de débito menos notas de crédito), compras por tarifa con y sin crédito ' +
          'tributario, IVA retenido a la empresa e IVA retenido por ella por porcentaje; 103: base y valor retenido ' +
          'por código de renta. `detalle=1` trae los documentos de cada cifra; `formato=xlsx`, el Excel.',
        querystring: formulariosQuerySchema,
        response: {
          200: z.union([formulariosResponseSchema, fileResponseSchema('El Excel de los formularios')]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { anio, mes, detalle, formato } = request.query;
      const figures = await formulariosOfMonth(
        fastify.db,
        request.auth.emisorId,
        { anio, mes },
        detalle === '1' || formato === 'xlsx',
      );
      if (formato !== 'xlsx') return figures;
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="formularios-${String(mes).padStart(2, '0')}-${anio}.xlsx"`,
        )
        .send(await formulariosXlsx(figures));
    },
  );
};

export default annexRoutes;
