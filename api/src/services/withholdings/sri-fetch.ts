import { parseClaveAcceso } from '@facturador/shared/domain';
import {
  RETENCION_CLAVE_DIGITO_MESSAGE,
  RETENCION_NO_AUTORIZADA_MESSAGE,
  RETENCION_NO_ENCONTRADA_SRI_MESSAGE,
  RETENCION_NO_ES_RETENCION_MESSAGE,
  RETENCION_SRI_NO_DISPONIBLE_MESSAGE,
} from '@facturador/shared/domain/withholdings';
import type { EmissionConfig } from '../../config';
import { badRequest, HttpError, notFound } from '../../errors';
import { type ArchivoAutorizado, SriClient, SriClientError } from '../../sri';

/**
 * Fetches an authorized document from the SRI's authorization web service by its access key, with
 * the SOAP client the emission uses (one per ambiente, the key says which).
 */
export class AuthorizedDocumentFetcher {
  private readonly clients = new Map<1 | 2, SriClient>();

  constructor(private readonly config: Pick<EmissionConfig, 'sriEndpoints' | 'sriTimeoutMs'>) {}

  /** `mensajes`: the refusals for another document type and a document not AUTORIZADO (a retención's by default). */
  async fetch(
    claveAcceso: string,
    codDoc: string,
    mensajes = { otroTipo: RETENCION_NO_ES_RETENCION_MESSAGE, noAutorizado: RETENCION_NO_AUTORIZADA_MESSAGE },
  ): Promise<ArchivoAutorizado> {
    const key = parseClaveAcceso(claveAcceso);
    if (!key?.checkDigitOk) throw badRequest(RETENCION_CLAVE_DIGITO_MESSAGE);
    if (key.codDoc !== codDoc) throw badRequest(mensajes.otroTipo);
    const ambiente = key.ambiente === '2' ? 2 : 1;
    let client = this.clients.get(ambiente);
    if (!client) {
      client = new SriClient({ ambiente, timeoutMs: this.config.sriTimeoutMs, endpoints: this.config.sriEndpoints });
      this.clients.set(ambiente, client);
    }
    let answer: Awaited<ReturnType<SriClient['autorizacionComprobante']>>;
    try {
      answer = await client.autorizacionComprobante(claveAcceso);
    } catch (error) {
      if (error instanceof SriClientError) throw new HttpError(503, RETENCION_SRI_NO_DISPONIBLE_MESSAGE);
      throw error;
    }
    if (answer.estado === 'NO ENCONTRADO') throw notFound(RETENCION_NO_ENCONTRADA_SRI_MESSAGE);
    const autorizacion = answer.autorizacion;
    if (answer.estado !== 'AUTORIZADO' || !autorizacion?.comprobante) {
      throw new HttpError(422, mensajes.noAutorizado);
    }
    return {
      comprobante: autorizacion.comprobante,
      estado: autorizacion.estado,
      numeroAutorizacion: autorizacion.numeroAutorizacion,
      fechaAutorizacion: autorizacion.fechaAutorizacion,
    };
  }
}
