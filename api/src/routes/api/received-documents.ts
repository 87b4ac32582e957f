import { apiErrorSchema } from '@facturador/shared/domain';
import type { registrarRetencionSchema } from '@facturador/shared/domain/withholdings';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../errors';
import { readUpload } from '../../services/company/multipart';
import { AuthorizedDocumentFetcher } from '../../services/withholdings/sri-fetch';
import { type ArchivoAutorizado, ComprobanteIlegibleError, unwrapAuthorizedFile } from '../../sri';

const ERROR_STATUSES = [400, 401, 403, 404, 409, 422, 503] as const;

/** The error answers of the routes that register a received document (compras, retenciones recibidas). */
export const receivedDocumentErrors = Object.fromEntries(
  ERROR_STATUSES.map((status) => [status, apiErrorSchema]),
) as Record<(typeof ERROR_STATUSES)[number], typeof apiErrorSchema>;

/** How a route takes its document: the multipart field and its messages, the JSON body, the SRI's document type. */
export interface ReceivedDocumentRules {
  campo: string;
  maxBytes: number;
  /** The file is past `maxBytes`. */
  grandeMessage: string;
  /** A multipart form without the file. */
  faltaMessage: string;
  /** The file is not an authorized XML. */
  ilegibleMessage: string;
  /** The JSON `{claveAcceso}` body (its first issue is the answer). */
  claveSchema: typeof registrarRetencionSchema;
  codDoc: string;
  /** The SRI refusals for another document type and one not authorized (a retención's by default). */
  mensajesSri?: Parameters<AuthorizedDocumentFetcher['fetch']>[2];
}

/**
 * Registers multipart on the routes' plugin and reads a received authorized document the way
 * POST /api/compras and POST /api/retenciones-recibidas take it: a multipart file or a clave de acceso.
 */
export async function receivedDocumentReader(fastify: FastifyInstance, rules: ReceivedDocumentRules) {
  await fastify.register(fastifyMultipart);
  const fetcher = new AuthorizedDocumentFetcher(fastify.config.emission);
  return {
    /** The multipart file, unwrapped; null when the request is not multipart (its JSON body is the route's). */
    async uploaded(request: FastifyRequest): Promise<ArchivoAutorizado | null> {
      return (await this.uploadedWithFields(request))?.archivo ?? null;
    },
    /** The same, with the form's text fields. */
    async uploadedWithFields(
      request: FastifyRequest,
    ): Promise<{ archivo: ArchivoAutorizado; campos: Record<string, string> } | null> {
      if (!request.isMultipart()) return null;
      const { archivo, campos } = await readUpload(request, rules.campo, rules.maxBytes, rules.grandeMessage);
      if (!archivo) throw badRequest(rules.faltaMessage);
      try {
        return { archivo: unwrapAuthorizedFile(archivo.toString('utf8')), campos };
      } catch (error) {
        if (error instanceof ComprobanteIlegibleError) throw badRequest(rules.ilegibleMessage);
        throw error;
      }
    },
    /** The authorized document of a clave de acceso, fetched from the SRI (503 when it cannot answer). */
    fetch: (claveAcceso: string) => fetcher.fetch(claveAcceso, rules.codDoc, rules.mensajesSri),
    /** A JSON `{claveAcceso}` body: the key checked and its authorized document fetched from the SRI. */
    async byClave(body: unknown): Promise<{ claveAcceso: string; archivo: ArchivoAutorizado }> {
      const parsed = rules.claveSchema.safeParse(body);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
      const { claveAcceso } = parsed.data;
      return { claveAcceso, archivo: await fetcher.fetch(claveAcceso, rules.codDoc, rules.mensajesSri) };
    },
  };
}
