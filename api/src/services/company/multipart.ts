import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../errors';

export const MULTIPART_MAL_FORMADO_MESSAGE = 'El formulario enviado está mal formado o incompleto.';

export interface Upload {
  archivo: Buffer | null;
  /** The file's name as the browser sent it. */
  nombreArchivo?: string;
  campos: Record<string, string>;
}

/**
 * Reads a small multipart form: the file of `fileField` into memory (refused past `maxBytes` with the caller's
 * message) and the text fields. A request that is not multipart reads as a form without a file.
 */
export async function readUpload(
  request: FastifyRequest,
  fileField: string,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<Upload> {
  const upload: Upload = { archivo: null, campos: {} };
  if (!request.isMultipart()) return upload;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw badRequest(tooLargeMessage);
        upload.archivo = bytes;
        upload.nombreArchivo = part.filename;
      } else if (typeof part.value === 'string') {
        upload.campos[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(tooLargeMessage);
    // Busboy's parse errors (no boundary, a broken part header, a form cut short) carry no status: bad input.
    throw badRequest(MULTIPART_MAL_FORMADO_MESSAGE);
  }
  return upload;
}
