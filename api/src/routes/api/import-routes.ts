import { apiErrorSchema } from '@facturador/shared/domain';
import {
  ARCHIVO_IMPORTACION_GRANDE_MESSAGE,
  ARCHIVO_IMPORTACION_REQUERIDO_MESSAGE,
  importacionQuerySchema,
  importacionResponseSchema,
  MAX_BYTES_IMPORTACION,
  plantillaQuerySchema,
} from '@facturador/shared/domain/imports';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../../errors';
import { readUpload } from '../../services/company/multipart';
import { readSheet, type SheetText } from '../../services/imports/read-sheet';
import type { TemplateFormat } from '../../services/imports/templates';
import { CSV_CONTENT_TYPE, fileResponseSchema, XLSX_CONTENT_TYPE } from '../../services/reports/spreadsheets';

/** The route schemas of an import (POST …/importar) and its template (GET …/importar/plantilla). */
export const importRouteSchema = (tag: string, summary: string, description: string) => ({
  tags: [tag],
  summary,
  description:
    `${description} Multipart \`archivo\`: CSV separado por «;» o «,» (UTF-8, con o sin BOM) o XLSX (primera ` +
    'hoja); la primera fila lleva los títulos de la plantilla. Sin `confirmar` responde la vista previa (filas a ' +
    'crear, a actualizar y rechazadas con su línea y motivo); con `?confirmar=true` aplica las filas válidas en ' +
    'una sola transacción (todo o nada).',
  consumes: ['multipart/form-data'],
  querystring: importacionQuerySchema,
  response: {
    200: importacionResponseSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    402: apiErrorSchema,
    403: apiErrorSchema,
    409: apiErrorSchema,
  },
});

export const templateRouteSchema = (tag: string, summary: string) => ({
  tags: [tag],
  summary,
  querystring: plantillaQuerySchema,
  response: { 200: fileResponseSchema('Plantilla CSV o XLSX'), 400: apiErrorSchema, 401: apiErrorSchema },
});

/** The uploaded sheet, read as text, and the file's name (for the movement's observation). */
export async function uploadedSheet(request: FastifyRequest): Promise<{ sheet: SheetText; nombre: string }> {
  const { archivo, nombreArchivo } = await readUpload(
    request,
    'archivo',
    MAX_BYTES_IMPORTACION,
    ARCHIVO_IMPORTACION_GRANDE_MESSAGE,
  );
  if (!archivo || archivo.length === 0) throw badRequest(ARCHIVO_IMPORTACION_REQUERIDO_MESSAGE);
  return { sheet: await readSheet(archivo), nombre: nombreArchivo ?? 'archivo' };
}

export function sendTemplate(reply: FastifyReply, file: Buffer, format: TemplateFormat, name: string) {
  return reply
    .header('content-type', format === 'csv' ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="plantilla-${name}.${format}"`)
    .send(file);
}
