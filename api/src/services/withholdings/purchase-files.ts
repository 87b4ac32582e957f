import { MAX_BYTES_DESCOMPRIMIDOS_IMPORTACION } from '@facturador/shared/domain/imports';
import {
  COMPRA_ARCHIVO_MAX_BYTES,
  COMPRAS_LOTE_DEMASIADOS_MESSAGE,
  COMPRAS_LOTE_ENTRADA_GRANDE_MESSAGE,
  COMPRAS_LOTE_GRANDE_MESSAGE,
  COMPRAS_LOTE_MAX_ARCHIVOS,
  COMPRAS_LOTE_MAX_BYTES,
  COMPRAS_LOTE_SIN_ARCHIVOS_MESSAGE,
  COMPRAS_LOTE_ZIP_GRANDE_MESSAGE,
  COMPRAS_LOTE_ZIP_ILEGIBLE_MESSAGE,
  type ResultadoArchivoCompra,
} from '@facturador/shared/domain/withholdings';
import type { FastifyRequest } from 'fastify';
import type { Entry, ZipFile } from 'yauzl';
import { badRequest, HttpError } from '../../errors';
import { MULTIPART_MAL_FORMADO_MESSAGE } from '../company/multipart';
import { entryText, zipEntries } from '../imports/zip';
import { type Ingreso, type IngresoContext, rechazada, registerXmlText } from './purchase-intake';

/** A file of the form, read into memory (all of them within COMPRAS_LOTE_MAX_BYTES). */
export interface ArchivoSubido {
  nombre: string;
  bytes: Buffer;
}

export const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;

/** What an upload of several files may hold, and what each refusal says. */
export interface UploadLimits {
  maxBytes: number;
  maxFiles: number;
  sinArchivosMessage: string;
  grandeMessage: string;
  demasiadosMessage: string;
}

const PURCHASE_UPLOAD: UploadLimits = {
  maxBytes: COMPRAS_LOTE_MAX_BYTES,
  maxFiles: COMPRAS_LOTE_MAX_ARCHIVOS,
  sinArchivosMessage: COMPRAS_LOTE_SIN_ARCHIVOS_MESSAGE,
  grandeMessage: COMPRAS_LOTE_GRANDE_MESSAGE,
  demasiadosMessage: COMPRAS_LOTE_DEMASIADOS_MESSAGE,
};

/**
 * Every file of a multipart form (any field name), as it streams in: refused as a whole past
 * `limits.maxBytes` together or `limits.maxFiles` files, before anything is registered.
 */
export async function readUploadedFiles(
  request: FastifyRequest,
  limits: UploadLimits = PURCHASE_UPLOAD,
): Promise<ArchivoSubido[]> {
  if (!request.isMultipart()) throw badRequest(limits.sinArchivosMessage);
  const archivos: ArchivoSubido[] = [];
  let total = 0;
  try {
    for await (const part of request.parts({
      limits: { fileSize: limits.maxBytes, files: limits.maxFiles, fields: 10 },
    })) {
      if (part.type !== 'file') continue;
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > limits.maxBytes) throw badRequest(limits.grandeMessage);
        chunks.push(chunk);
      }
      if (part.file.truncated) throw badRequest(limits.grandeMessage);
      archivos.push({ nombre: part.filename || `archivo ${archivos.length + 1}`, bytes: Buffer.concat(chunks) });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(limits.grandeMessage);
    if (code === 'FST_FILES_LIMIT') throw badRequest(limits.demasiadosMessage);
    throw badRequest(MULTIPART_MAL_FORMADO_MESSAGE);
  }
  if (archivos.length === 0) throw badRequest(limits.sinArchivosMessage);
  return archivos;
}

/** What a ZIP holds besides documents: folders, the macOS resource forks, hidden files. */
export const isDocumentEntry = (entry: Entry) => {
  const name = entry.fileName;
  const base = name.slice(name.lastIndexOf('/') + 1);
  return !name.endsWith('/') && !name.startsWith('__MACOSX/') && base !== '' && !base.startsWith('.');
};

type Fuente =
  | { tipo: 'xml'; archivo: ArchivoSubido }
  | { tipo: 'zip'; archivo: ArchivoSubido; zip: ZipFile; entries: Entry[] }
  | { tipo: 'zipIlegible'; archivo: ArchivoSubido };

/**
 * The ZIPs opened by their central directory and every document counted, before anything is inflated: past
 * COMPRAS_LOTE_MAX_ARCHIVOS documents, or 32 MB declared uncompressed, the upload is refused as a whole.
 */
async function sourcesOf(archivos: ArchivoSubido[]): Promise<Fuente[]> {
  const fuentes: Fuente[] = [];
  let documentos = 0;
  let declarados = 0;
  for (const archivo of archivos) {
    if (!isZip(archivo.bytes)) {
      fuentes.push({ tipo: 'xml', archivo });
      documentos += 1;
    } else {
      try {
        const { zip, entries } = await zipEntries(archivo.bytes, {
          maxEntries: COMPRAS_LOTE_MAX_ARCHIVOS,
          maxBytes: MAX_BYTES_DESCOMPRIMIDOS_IMPORTACION,
          tooManyEntries: () => badRequest(COMPRAS_LOTE_DEMASIADOS_MESSAGE),
          tooLarge: () => badRequest(COMPRAS_LOTE_ZIP_GRANDE_MESSAGE(archivo.nombre)),
        });
        const documents = [...entries.values()].filter(isDocumentEntry);
        fuentes.push({ tipo: 'zip', archivo, zip, entries: documents });
        documentos += documents.length;
        declarados += documents.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        fuentes.push({ tipo: 'zipIlegible', archivo });
        documentos += 1;
      }
    }
    if (documentos > COMPRAS_LOTE_MAX_ARCHIVOS) throw badRequest(COMPRAS_LOTE_DEMASIADOS_MESSAGE);
    if (declarados > MAX_BYTES_DESCOMPRIMIDOS_IMPORTACION) {
      throw badRequest(COMPRAS_LOTE_ZIP_GRANDE_MESSAGE(archivo.nombre));
    }
  }
  return fuentes;
}

/** An entry's text, inflated within its own limit (512 KB) and the upload's budget. */
async function entryXml(zip: ZipFile, entry: Entry, budget: { left: number }, zipName: string): Promise<string> {
  const tooLarge = () =>
    badRequest(budget.left < 0 ? COMPRAS_LOTE_ZIP_GRANDE_MESSAGE(zipName) : COMPRAS_LOTE_ENTRADA_GRANDE_MESSAGE);
  let text = '';
  for await (const piece of entryText(zip, entry, budget, COMPRA_ARCHIVO_MAX_BYTES, tooLarge)) text += piece;
  return text;
}

async function registerEntry(
  ctx: IngresoContext,
  zip: ZipFile,
  entry: Entry,
  budget: { left: number },
  zipName: string,
): Promise<Ingreso> {
  let text: string;
  try {
    text = await entryXml(zip, entry, budget, zipName);
  } catch (error) {
    if (error instanceof HttpError) return rechazada(error.message);
    return rechazada(COMPRAS_LOTE_ZIP_ILEGIBLE_MESSAGE(zipName));
  }
  return registerXmlText(ctx, text);
}

/**
 * `POST /api/compras/archivos`: each XML file and each ZIP entry registered as POST /api/compras registers a
 * file, one after the other, the ZIP entries inflated one at a time; one result per file or entry.
 */
export async function registerUploadedFiles(
  ctx: IngresoContext,
  archivos: ArchivoSubido[],
): Promise<ResultadoArchivoCompra[]> {
  const fuentes = await sourcesOf(archivos);
  const budget = { left: MAX_BYTES_DESCOMPRIMIDOS_IMPORTACION };
  const resultados: ResultadoArchivoCompra[] = [];
  for (const fuente of fuentes) {
    const { nombre, bytes } = fuente.archivo;
    if (fuente.tipo === 'zipIlegible') {
      resultados.push({ archivo: nombre, ...rechazada(COMPRAS_LOTE_ZIP_ILEGIBLE_MESSAGE(nombre)) });
    } else if (fuente.tipo === 'xml') {
      const ingreso =
        bytes.length > COMPRA_ARCHIVO_MAX_BYTES
          ? rechazada(COMPRAS_LOTE_ENTRADA_GRANDE_MESSAGE)
          : await registerXmlText(ctx, bytes.toString('utf8'));
      resultados.push({ archivo: nombre, ...ingreso });
    } else {
      try {
        for (const entry of fuente.entries) {
          const ingreso = await registerEntry(ctx, fuente.zip, entry, budget, nombre);
          resultados.push({ archivo: `${nombre}/${entry.fileName}`, ...ingreso });
        }
      } finally {
        fuente.zip.close();
      }
    }
  }
  return resultados;
}
