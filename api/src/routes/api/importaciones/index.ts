import { idParamsSchema } from '@facturador/shared/domain';
import {
  confirmarImportacionSchema,
  deshacerImportacionResponseSchema,
  IMPORTACION_DEMASIADOS_MESSAGE,
  IMPORTACION_DOCUMENTOS_MAX,
  IMPORTACION_DOCUMENTOS_MAX_BYTES,
  IMPORTACION_GRANDE_MESSAGE,
  IMPORTACION_SIN_DOCUMENTOS_MESSAGE,
  importacionesHistorialResponseSchema,
  importacionHistorialSchema,
  importarClavesSchema,
} from '@facturador/shared/domain/imports';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../../errors';
import { requirePermission } from '../../../services/company/permissions';
import { confirmImport } from '../../../services/history-import/confirmation';
import { countDocuments } from '../../../services/history-import/sources';
import { undoImport } from '../../../services/history-import/undo';
import { importView, listImports } from '../../../services/history-import/views';
import { readUploadedFiles } from '../../../services/withholdings/purchase-files';
import { receivedDocumentErrors } from '../received-documents';

const UPLOAD_LIMITS = {
  maxBytes: IMPORTACION_DOCUMENTOS_MAX_BYTES,
  maxFiles: IMPORTACION_DOCUMENTOS_MAX,
  sinArchivosMessage: IMPORTACION_SIN_DOCUMENTOS_MESSAGE,
  grandeMessage: IMPORTACION_GRANDE_MESSAGE,
  demasiadosMessage: IMPORTACION_DEMASIADOS_MESSAGE,
};

/**
 * The history a company issued elsewhere (the SRI's free Facturador or any other system): authorized XMLs
 * (files or ZIPs) or claves de acceso, imported in the background, then confirmed or undone.
 */
const historyImportRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(fastifyMultipart);
  const admin = requirePermission('administrar');

  /** The upload's files (counted before anything is stored), or the JSON body's claves. */
  async function sourceOf(request: FastifyRequest) {
    if (request.isMultipart()) {
      const archivos = await readUploadedFiles(request, UPLOAD_LIMITS);
      return { archivos, total: await countDocuments(archivos) };
    }
    const parsed = importarClavesSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
    return { claves: [...new Set(parsed.data.clavesAcceso)] };
  }

  fastify.post(
    '/api/importaciones/documentos',
    {
      onRequest: admin,
      schema: {
        tags: ['importaciones'],
        summary:
          'Importa los comprobantes que la empresa emitió en otro sistema (XML autorizados, ZIP o claves de acceso)',
        description:
          'Multipart `archivo` (uno o más XML autorizados, o ZIP con ellos, como los exporta el Facturador del SRI; ' +
          'hasta 64 MB y 10.000 comprobantes, contados en el índice de cada ZIP antes de descomprimir), o JSON ' +
          '`{clavesAcceso: [...]}` (hasta 5.000), que se traen del servicio de autorización del SRI. Responde 202 y ' +
          'la importación sigue en segundo plano: `GET /api/importaciones/{id}` da su avance y el resultado de cada ' +
          'archivo. Cada comprobante se verifica (firma, que sea del RUC de la empresa, AUTORIZADO) y se guarda con ' +
          'su XML original, sin enviarlo ni firmarlo otra vez; una clave ya presente se omite como duplicada.',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 202: importacionHistorialSchema, ...receivedDocumentErrors },
      },
    },
    async (request, reply) => {
      const { emisorId, userId } = request.auth;
      const id = await fastify.historyImports.start({ emisorId, userId }, await sourceOf(request));
      return reply.code(202).send(await importView(fastify.db, emisorId, id));
    },
  );

  fastify.get(
    '/api/importaciones',
    {
      onRequest: admin,
      schema: {
        tags: ['importaciones'],
        summary: 'Las importaciones de historial de la empresa, la más reciente primero',
        response: { 200: importacionesHistorialResponseSchema, ...receivedDocumentErrors },
      },
    },
    async (request) => listImports(fastify.db, request.auth.emisorId),
  );

  fastify.get(
    '/api/importaciones/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['importaciones'],
        summary: 'El avance de una importación, el resultado de cada archivo y, al terminar, la propuesta',
        description:
          '`estado`: `procesando`, `lista` (propuesta de numeración, clientes, productos y facturas a crédito) o ' +
          '`confirmada`. `resultados`: uno por archivo, entrada de ZIP o clave, con `importado`, `duplicado` o ' +
          '`rechazado` y su motivo.',
        params: idParamsSchema,
        response: { 200: importacionHistorialSchema, ...receivedDocumentErrors },
      },
    },
    async (request) => importView(fastify.db, request.auth.emisorId, request.params.id),
  );

  fastify.post(
    '/api/importaciones/:id/confirmar',
    {
      onRequest: admin,
      schema: {
        tags: ['importaciones'],
        summary: 'Confirma una importación: numeración que continúa, clientes, productos y facturas por cobrar',
        description:
          'Con `{}` aplica la propuesta: el siguiente secuencial de cada punto y tipo, todos los clientes y ' +
          'productos nuevos, ninguna factura por cobrar. `secuenciales` cambia el siguiente número (nunca por ' +
          'debajo del último usado, 400); `clientes` (identificaciones), `productos` (códigos) y `porCobrar` ' +
          '(claves de facturas a crédito aún no cobradas) eligen.',
        params: idParamsSchema,
        body: confirmarImportacionSchema,
        response: { 200: importacionHistorialSchema, ...receivedDocumentErrors },
      },
    },
    async (request) => {
      const { emisorId } = request.auth;
      await confirmImport(fastify.db, emisorId, request.params.id, request.body ?? {});
      return importView(fastify.db, emisorId, request.params.id);
    },
  );

  fastify.delete(
    '/api/importaciones/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['importaciones'],
        summary: 'Deshace una importación entera mientras nada emitido aquí dependa de ella',
        description:
          'Borra los documentos importados y lo que la confirmación creó (clientes, productos, puntos de emisión) ' +
          'y devuelve la numeración a como estaba. 409 si una nota, un cobro, una retención recibida o un número ' +
          'emitido aquí después depende de ella, o si todavía se está procesando.',
        params: idParamsSchema,
        response: { 200: deshacerImportacionResponseSchema, ...receivedDocumentErrors },
      },
    },
    async (request) => undoImport(fastify.db, request.auth.emisorId, request.params.id),
  );
};

export default historyImportRoutes;
