import {
  IMPORTACION_DEMASIADOS_MESSAGE,
  IMPORTACION_DESCOMPRIMIDO_GRANDE_MESSAGE,
  IMPORTACION_DESCOMPRIMIDO_MAX_BYTES,
  IMPORTACION_DOCUMENTOS_MAX,
  IMPORTACION_SIN_DOCUMENTOS_MESSAGE,
  IMPORTACION_XML_MAX_BYTES,
  IMPORTADO_GRANDE_MESSAGE,
  importadoZipIlegibleMessage,
} from '@facturador/shared/domain/imports';
import type { Entry, ZipFile } from 'yauzl';
import { badRequest, HttpError } from '../../errors';
import { entryText, zipEntries } from '../imports/zip';
import { type ArchivoSubido, isDocumentEntry, isZip } from '../withholdings/purchase-files';

/** One document of an upload, in order: its name and text, or why it cannot be read. */
export type DocumentoFuente = { archivo: string; texto: string } | { archivo: string; error: string };

const zipLimits = (nombre: string) => ({
  maxEntries: IMPORTACION_DOCUMENTOS_MAX,
  maxBytes: IMPORTACION_DESCOMPRIMIDO_MAX_BYTES,
  tooManyEntries: () => badRequest(IMPORTACION_DEMASIADOS_MESSAGE),
  tooLarge: () => badRequest(`${IMPORTACION_DESCOMPRIMIDO_GRANDE_MESSAGE} (${nombre})`),
});

async function openZip(archivo: ArchivoSubido): Promise<{ zip: ZipFile; entries: Entry[] } | null> {
  try {
    const { zip, entries } = await zipEntries(archivo.bytes, zipLimits(archivo.nombre));
    return { zip, entries: [...entries.values()].filter(isDocumentEntry) };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return null;
  }
}

/**
 * How many documents the files hold (an XML is one, a ZIP its entries, from its central directory, before
 * anything is inflated); refused past IMPORTACION_DOCUMENTOS_MAX, or what the entries declare past
 * IMPORTACION_DESCOMPRIMIDO_MAX_BYTES.
 */
export async function countDocuments(archivos: ArchivoSubido[]): Promise<number> {
  let documentos = 0;
  let declarados = 0;
  for (const archivo of archivos) {
    const opened = isZip(archivo.bytes) ? await openZip(archivo) : null;
    if (opened) {
      documentos += opened.entries.length;
      declarados += opened.entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
      opened.zip.close();
    } else documentos += 1;
    if (documentos > IMPORTACION_DOCUMENTOS_MAX) throw badRequest(IMPORTACION_DEMASIADOS_MESSAGE);
    if (declarados > IMPORTACION_DESCOMPRIMIDO_MAX_BYTES) throw badRequest(IMPORTACION_DESCOMPRIMIDO_GRANDE_MESSAGE);
  }
  if (documentos === 0) throw badRequest(IMPORTACION_SIN_DOCUMENTOS_MESSAGE);
  return documentos;
}

/** An entry's text, inflated within its own limit (512 KB). */
async function entryXml(zip: ZipFile, entry: Entry, budget: { left: number }): Promise<string> {
  const tooLarge = () => badRequest(IMPORTADO_GRANDE_MESSAGE);
  let text = '';
  for await (const piece of entryText(zip, entry, budget, IMPORTACION_XML_MAX_BYTES, tooLarge)) text += piece;
  return text;
}

/**
 * The documents of one stored file, from its `desde`-th on (those before were processed by an earlier
 * run): an XML is one, a ZIP's entries are inflated one at a time as they are asked for.
 */
export async function* documentsOfFile(archivo: ArchivoSubido, desde: number): AsyncGenerator<DocumentoFuente> {
  if (!isZip(archivo.bytes)) {
    if (desde > 0) return;
    yield archivo.bytes.length > IMPORTACION_XML_MAX_BYTES
      ? { archivo: archivo.nombre, error: IMPORTADO_GRANDE_MESSAGE }
      : { archivo: archivo.nombre, texto: archivo.bytes.toString('utf8') };
    return;
  }
  const opened = await openZip(archivo);
  if (!opened) {
    if (desde === 0) yield { archivo: archivo.nombre, error: importadoZipIlegibleMessage(archivo.nombre) };
    return;
  }
  const budget = { left: IMPORTACION_DESCOMPRIMIDO_MAX_BYTES };
  try {
    for (const entry of opened.entries.slice(desde)) {
      const nombre = `${archivo.nombre}/${entry.fileName}`;
      try {
        yield { archivo: nombre, texto: await entryXml(opened.zip, entry, budget) };
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        yield { archivo: nombre, error: error.message };
      }
    }
  } finally {
    opened.zip.close();
  }
}

/** How many documents one stored file holds (to skip whole files on resume). */
export async function documentsInFile(archivo: ArchivoSubido): Promise<number> {
  if (!isZip(archivo.bytes)) return 1;
  const opened = await openZip(archivo);
  if (!opened) return 1;
  opened.zip.close();
  return opened.entries.length;
}
