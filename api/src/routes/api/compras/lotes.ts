import {
  COMPRAS_RECIBIDOS_CAMPO,
  COMPRAS_RECIBIDOS_FALTA_MESSAGE,
  COMPRAS_RECIBIDOS_GRANDE_MESSAGE,
  COMPRAS_RECIBIDOS_MAX_BYTES,
  ingresoArchivosResponseSchema,
  ingresoRecibidosResponseSchema,
  NDJSON_CONTENT_TYPE,
  resumenIngreso,
} from '@facturador/shared/domain/withholdings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../../errors';
import { readUpload } from '../../../services/company/multipart';
import { requirePermission } from '../../../services/company/permissions';
import { readUploadedFiles, registerUploadedFiles } from '../../../services/withholdings/purchase-files';
import { registerReport, reportLines } from '../../../services/withholdings/received-report';
import { streamReportProgress } from '../../../services/withholdings/report-progress';
import { AuthorizedDocumentFetcher } from '../../../services/withholdings/sri-fetch';
import { receivedDocumentErrors } from '../received-documents';

/**
 * Many supplier documents at once (issue #42 §1): several XML files or ZIPs of them, and the SRI's
 * «Comprobantes electrónicos recibidos» report, each document with its own result. Registered inside the
 * purchases plugin, after multipart.
 */
const purchaseBatchRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const fetcher = new AuthorizedDocumentFetcher(fastify.config.emission);

  fastify.post(
    '/api/compras/archivos',
    {
      onRequest: requirePermission('administrar'),
      schema: {
        tags: ['retenciones'],
        summary: 'Registra varios comprobantes de proveedores a la vez: XML autorizados y/o ZIP con ellos',
        description:
          'Multipart con uno o más archivos (cualquier nombre de campo): XML autorizados (factura, nota de crédito ' +
          'o de débito recibidas) o ZIP que los contienen. Cada XML y cada entrada de un ZIP se registra como en ' +
          '`POST /api/compras` con archivo, uno tras otro, y responde su resultado: `registrada` (con `compraId`), ' +
          '`duplicada` (ya estaba registrada) o `rechazada`, con el motivo en `mensaje`. Hasta 10 MB en total y ' +
          '1.000 comprobantes por envío, contados en el índice de cada ZIP antes de descomprimir; cada XML hasta ' +
          '512 KB; los ZIP hasta 32 MB descomprimidos. Un envío fuera de esos límites se rechaza entero (400) sin ' +
          'registrar nada.',
        consumes: ['multipart/form-data'],
        response: { 200: ingresoArchivosResponseSchema, ...receivedDocumentErrors },
      },
    },
    async (request) => {
      const archivos = await readUploadedFiles(request);
      const ctx = { db: fastify.db, emisorId: request.auth.emisorId, userId: request.auth.userId };
      const resultados = await registerUploadedFiles(ctx, archivos);
      return { resultados, resumen: resumenIngreso(resultados) };
    },
  );

  fastify.post(
    '/api/compras/recibidos',
    {
      onRequest: requirePermission('administrar'),
      schema: {
        tags: ['retenciones'],
        summary: 'Registra los comprobantes del reporte «Comprobantes electrónicos recibidos» del SRI',
        description:
          'Multipart `archivo`: el TXT que SRI en línea entrega (separado por tabuladores, con la columna ' +
          'CLAVE_ACCESO; UTF-8 o Latin-1), o ese reporte guardado como CSV, o una lista de claves. De cada línea ' +
          'toma la columna CLAVE_ACCESO o, si no la hay, el primer número de 49 dígitos; trae ese comprobante del ' +
          'SRI y lo registra como `POST /api/compras` `{claveAcceso}`, varios a la vez. Responde una fila por ' +
          'línea con clave (y por línea sin ella): `{linea, claveAcceso, estado, mensaje, compraId?}`, en el orden ' +
          'del archivo. Hasta 10 MB y 5.000 claves. Con `Accept: application/x-ndjson` responde el avance mientras ' +
          'trabaja: una línea JSON `{progreso: {hechas, total}}` cada tanto y, al final, `{resultados, resumen}` ' +
          '(o `{error: {message}}` si no pudo terminar).',
        consumes: ['multipart/form-data'],
        produces: ['application/json', NDJSON_CONTENT_TYPE],
        response: { 200: ingresoRecibidosResponseSchema, ...receivedDocumentErrors },
      },
    },
    async (request, reply) => {
      const { archivo } = await readUpload(
        request,
        COMPRAS_RECIBIDOS_CAMPO,
        COMPRAS_RECIBIDOS_MAX_BYTES,
        COMPRAS_RECIBIDOS_GRANDE_MESSAGE,
      );
      if (!archivo || archivo.length === 0) throw badRequest(COMPRAS_RECIBIDOS_FALTA_MESSAGE);
      const lineas = reportLines(archivo);
      const ctx = { db: fastify.db, emisorId: request.auth.emisorId, userId: request.auth.userId };
      if (request.headers.accept?.includes(NDJSON_CONTENT_TYPE)) {
        const stream = streamReportProgress(lineas.length, request.log, (onProgress) =>
          registerReport(ctx, fetcher, lineas, onProgress),
        );
        // A stream is sent as it is written, past the JSON schema (which types the plain answer).
        return reply.type(`${NDJSON_CONTENT_TYPE}; charset=utf-8`).send(stream as never);
      }
      const resultados = await registerReport(ctx, fetcher, lineas);
      return { resultados, resumen: resumenIngreso(resultados) };
    },
  );
};

export default purchaseBatchRoutes;
