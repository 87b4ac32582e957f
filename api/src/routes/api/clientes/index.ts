import { apiErrorSchema } from '@facturador/shared/domain';
import {
  identificacionParamsSchema,
  statementMailResponseSchema,
  statementMailSchema,
  statementQuerySchema,
  statementSchema,
} from '@facturador/shared/domain/receivables';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../../services/company/permissions';
import { secretBox } from '../../../services/emission/certificates';
import { customerStatement } from '../../../services/receivables/statement';
import {
  statementCompany,
  statementFileName,
  statementPdf,
  statementXlsx,
} from '../../../services/receivables/statement-files';
import { mailStatement } from '../../../services/receivables/statement-mail';
import { fileResponseSchema, XLSX_CONTENT_TYPE } from '../../../services/reports/spreadsheets';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** A customer's statement of account (issue #23): administrators only. */
const customerRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', requirePermission('administrar'));
  const box = secretBox(fastify.secrets.certEncryptionKey);

  fastify.get(
    '/api/clientes/:identificacion/estado-de-cuenta',
    {
      schema: {
        tags: ['cuentas por cobrar'],
        summary: 'Estado de cuenta de un cliente: movimientos con saldo acumulado (JSON, PDF o Excel)',
        description:
          'Facturas a crédito AUTORIZADAS, pagos al contado, notas de crédito AUTORIZADAS, retenciones recibidas y ' +
          'cobros, en orden de fecha. desde/hasta AAAA-MM-DD (hasta: hoy; sin desde: desde el primer movimiento, ' +
          'y lo anterior a desde va en saldoInicial). El saldo final es el de GET /api/cuentas-por-cobrar con ' +
          'corte=hasta. formato=pdf|xlsx descarga el archivo. 404 si el cliente no tiene facturas a crédito.',
        params: identificacionParamsSchema,
        querystring: statementQuerySchema,
        response: {
          200: z.union([statementSchema, fileResponseSchema('Con formato=pdf o xlsx: el archivo')]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { identificacion } = request.params;
      const { formato, ...period } = request.query;
      const { ambiente: _ambiente, ...statement } = await customerStatement(
        fastify.db,
        request.auth.emisorId,
        identificacion,
        period,
      );
      if (formato === 'json') return statement;
      const company = await statementCompany(fastify.db, request.auth.emisorId);
      const file = formato === 'pdf' ? await statementPdf(statement, company) : await statementXlsx(statement, company);
      return reply
        .header('content-type', formato === 'pdf' ? 'application/pdf' : XLSX_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${statementFileName(identificacion, statement.hasta, formato)}"`,
        )
        .send(file);
    },
  );

  fastify.post(
    '/api/clientes/:identificacion/estado-de-cuenta/correo',
    {
      schema: {
        tags: ['cuentas por cobrar'],
        summary: 'Envía el estado de cuenta (PDF) por correo al cliente',
        description:
          'Al correo del cliente (el de su última factura) o a `destinatarios`. 400 si no hay a quién enviarlo, ' +
          '503 sin servidor SMTP, 502 si el servidor rechaza el mensaje.',
        params: identificacionParamsSchema,
        body: statementMailSchema,
        response: { 200: statementMailResponseSchema, 502: apiErrorSchema, 503: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      mailStatement(
        fastify.db,
        box,
        fastify.config.mail,
        request.auth.emisorId,
        request.params.identificacion,
        request.body,
      ),
  );
};

export default customerRoutes;
