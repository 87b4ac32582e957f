import { idParamsSchema } from '@facturador/shared/domain';
import {
  eliminarRetencionResponseSchema,
  eliminarRetencionSchema,
  RETENCION_ARCHIVO_CAMPO,
  RETENCION_ARCHIVO_GRANDE_MESSAGE,
  RETENCION_ARCHIVO_ILEGIBLE_MESSAGE,
  RETENCION_ARCHIVO_MAX_BYTES,
  RETENCION_FALTA_CLAVE_MESSAGE,
  RETENCION_NO_EXISTE_MESSAGE,
  registrarRetencionSchema,
  retencionesExportQuerySchema,
  retencionesRecibidasQuerySchema,
  retencionesRecibidasResponseSchema,
  retencionRecibidaSchema,
} from '@facturador/shared/domain/withholdings';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../../errors';
import { requirePermission } from '../../../services/company/permissions';
import { CSV_CONTENT_TYPE, fileResponseSchema, XLSX_CONTENT_TYPE } from '../../../services/reports/spreadsheets';
import { registerReceivedWithholding } from '../../../services/withholdings/received';
import { exportReceivedWithholdings } from '../../../services/withholdings/received-export';
import {
  deleteReceivedWithholding,
  listReceivedWithholdings,
  retencionById,
} from '../../../services/withholdings/received-queries';
import { receivedDocumentErrors, receivedDocumentReader } from '../received-documents';

type Fastify = Parameters<FastifyPluginAsyncZod>[0];

/** POST: register a retención by access key (fetched from the SRI) or by its authorized XML. */
async function registrationRoute(fastify: Fastify): Promise<void> {
  const reader = await receivedDocumentReader(fastify, {
    campo: RETENCION_ARCHIVO_CAMPO,
    maxBytes: RETENCION_ARCHIVO_MAX_BYTES,
    grandeMessage: RETENCION_ARCHIVO_GRANDE_MESSAGE,
    faltaMessage: RETENCION_FALTA_CLAVE_MESSAGE,
    ilegibleMessage: RETENCION_ARCHIVO_ILEGIBLE_MESSAGE,
    claveSchema: registrarRetencionSchema,
    codDoc: '07',
  });

  /** JSON `{claveAcceso}` (fetched from the SRI) or multipart `archivo` (the authorized XML). */
  async function documentOf(request: FastifyRequest) {
    const archivo = await reader.uploaded(request);
    if (archivo) return { origen: 'archivo' as const, archivo };
    if ((request.body as { claveAcceso?: unknown } | undefined)?.claveAcceso === undefined) {
      throw badRequest(RETENCION_FALTA_CLAVE_MESSAGE);
    }
    return { origen: 'clave' as const, ...(await reader.byClave(request.body)) };
  }

  fastify.post(
    '/api/retenciones-recibidas',
    {
      onRequest: requirePermission('administrar'),
      config: { idempotency: true },
      schema: {
        tags: ['retenciones'],
        summary: 'Registra una retención recibida: JSON `{claveAcceso}` o multipart `archivo` (XML autorizado)',
        description:
          'Con la clave de acceso, la API trae el XML autorizado del servicio de autorización del SRI. Comprueba la ' +
          'firma, que el sujeto retenido sea la empresa, que cada documento sustento sea una factura autorizada de ' +
          'la empresa (número y fecha) y que las bases retenidas no superen las de la factura (renta: base sin IVA; ' +
          'IVA: el IVA). La misma retención dos veces responde 409. Nada se guarda si algo falla.',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: retencionRecibidaSchema, ...receivedDocumentErrors },
      },
    },
    async (request, reply) => {
      const { origen, archivo, claveAcceso } = { claveAcceso: undefined, ...(await documentOf(request)) };
      const retencion = await registerReceivedWithholding(fastify.db, {
        emisorId: request.auth.emisorId,
        userId: request.auth.userId,
        origen,
        archivo,
        claveAcceso,
      });
      return reply.code(201).send(retencion);
    },
  );
}

/** GET the list by dates or invoice, and the year's export as CSV or Excel. */
function listingRoutes(fastify: Fastify): void {
  fastify.get(
    '/api/retenciones-recibidas',
    {
      schema: {
        tags: ['retenciones'],
        summary: 'Retenciones recibidas por fecha de emisión (desde, hasta) o de una factura (factura=clave)',
        querystring: retencionesRecibidasQuerySchema,
        response: { 200: retencionesRecibidasResponseSchema, ...receivedDocumentErrors },
      },
    },
    async (request) => ({
      retenciones: await listReceivedWithholdings(fastify.db, request.auth.emisorId, request.query),
    }),
  );

  fastify.get(
    '/api/retenciones-recibidas/exportar',
    {
      onRequest: requirePermission('administrar'),
      schema: {
        tags: ['retenciones'],
        summary: 'Exporta las retenciones recibidas de un año (una fila por retención de renta o IVA), CSV o Excel',
        querystring: retencionesExportQuerySchema,
        response: { 200: fileResponseSchema('Archivo CSV o XLSX'), ...receivedDocumentErrors },
      },
    },
    async (request, reply) => {
      const { anio } = request.query;
      const formato = request.query.formato ?? 'xlsx';
      const file = await exportReceivedWithholdings(fastify.db, request.auth.emisorId, anio, formato);
      return reply
        .header('content-type', formato === 'csv' ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="retenciones-recibidas-${anio}.${formato}"`)
        .send(file);
    },
  );
}

/** GET one retención with its lines and invoices; DELETE it with a reason. */
function byIdRoutes(fastify: Fastify): void {
  fastify.get(
    '/api/retenciones-recibidas/:id',
    {
      schema: {
        tags: ['retenciones'],
        summary: 'Una retención recibida con sus líneas y facturas',
        params: idParamsSchema,
        response: { 200: retencionRecibidaSchema, ...receivedDocumentErrors },
      },
    },
    async (request) => {
      const retencion = await retencionById(fastify.db, request.auth.emisorId, request.params.id);
      if (!retencion) throw notFound(RETENCION_NO_EXISTE_MESSAGE);
      return retencion;
    },
  );

  fastify.delete(
    '/api/retenciones-recibidas/:id',
    {
      onRequest: requirePermission('administrar'),
      schema: {
        tags: ['retenciones'],
        summary: 'Elimina una retención recibida con un motivo (queda en la auditoría: quién, cuándo y por qué)',
        params: idParamsSchema,
        body: eliminarRetencionSchema,
        response: { 200: eliminarRetencionResponseSchema, ...receivedDocumentErrors },
      },
    },
    async (request) =>
      deleteReceivedWithholding(
        fastify.db,
        request.auth.emisorId,
        request.auth.userId,
        request.params.id,
        request.body.motivo,
      ),
  );
}

/** Retenciones received on sales (issue #22 §1): register by access key or file, list, export, delete. */
const receivedWithholdingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await registrationRoute(fastify);
  listingRoutes(fastify);
  byIdRoutes(fastify);
};

export default receivedWithholdingRoutes;
