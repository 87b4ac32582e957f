import { request } from 'undici';
import { callDeadline } from './deadline';
import { type SriEndpointSettings, type SriEndpoints, sriEndpoints } from './endpoints';
import { SriInvalidResponseError, type SriOperation, SriUnavailableError } from './errors';
import {
  type AutorizacionResult,
  autorizacionComprobanteEnvelope,
  parseAutorizacionResponse,
  parseRecepcionResponse,
  type RecepcionResult,
  SoapParseError,
  validarComprobanteEnvelope,
} from './messages';

export const DEFAULT_SRI_TIMEOUT_MS = 20_000;

export interface SriClientOptions {
  ambiente: 1 | 2;
  /** Per call; default 20 s (SRI-NOTES §4 recommends 20-30 s). */
  timeoutMs?: number;
  /** Where SRI is (default: SRI's hosts for the ambiente). */
  endpoints?: SriEndpointSettings;
  /** Extra HTTP headers on every call (the simulator reads `x-sri-sim-fault`). */
  headers?: Record<string, string>;
  /** Aborts every call in flight (the API is closing): it ends as no answer, like a timeout. */
  stopSignal?: AbortSignal;
}

/**
 * SRI's two offline operations over undici's request (the engine of Node's fetch, without the
 * WHATWG streams: a fraction of fetch's CPU per call; the /metrics plugin sees both on undici's
 * diagnostics channels). Answers (RECIBIDA, DEVUELTA, AUTORIZADO, ...) resolve;
 * no usable answer rejects with SriUnavailableError (network, timeout, HTTP error) or
 * SriInvalidResponseError (a 2xx that is not SRI's SOAP response).
 */
export class SriClient {
  readonly endpoints: SriEndpoints;
  readonly timeoutMs: number;
  private readonly headers: Record<string, string>;
  private readonly stopSignal: AbortSignal | undefined;

  constructor(options: SriClientOptions) {
    this.stopSignal = options.stopSignal;
    this.endpoints = sriEndpoints(options.ambiente, options.endpoints);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_SRI_TIMEOUT_MS;
    this.headers = options.headers ?? {};
  }

  /** Sends the signed XML (base64 inside the envelope) to recepción. */
  async validarComprobante(xml: string): Promise<RecepcionResult> {
    const url = this.endpoints.recepcion;
    const text = await this.post('validarComprobante', url, validarComprobanteEnvelope(xml));
    return this.parse('validarComprobante', url, text, parseRecepcionResponse);
  }

  /** Asks autorización for the state of a key. */
  async autorizacionComprobante(claveAcceso: string): Promise<AutorizacionResult> {
    const url = this.endpoints.autorizacion;
    const text = await this.post('autorizacionComprobante', url, autorizacionComprobanteEnvelope(claveAcceso));
    return this.parse('autorizacionComprobante', url, text, parseAutorizacionResponse);
  }

  private async post(operation: SriOperation, url: string, envelope: string): Promise<string> {
    let status: number;
    let text: string;
    // One deadline per call: connecting, sending and the whole answer.
    const deadline = callDeadline(this.timeoutMs, this.stopSignal);
    try {
      const response = await request(url, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""', ...this.headers },
        body: envelope,
        signal: deadline.signal,
      });
      status = response.statusCode;
      text = await response.body.text();
    } catch (error) {
      const name = (error as Error)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new SriUnavailableError(operation, url, 'timeout');
      const cause = error as { code?: string; message?: string; cause?: { code?: string; message?: string } };
      throw new SriUnavailableError(
        operation,
        url,
        'network',
        undefined,
        cause?.code ?? cause?.cause?.code ?? cause?.message ?? String(error),
      );
    } finally {
      deadline.clear();
    }
    if (status < 200 || status >= 300) {
      throw new SriUnavailableError(operation, url, 'http', status, faultString(text));
    }
    return text;
  }

  private parse<T>(operation: SriOperation, url: string, text: string, parse: (xml: string) => T): T {
    try {
      return parse(text);
    } catch (error) {
      if (error instanceof SoapParseError) throw new SriInvalidResponseError(operation, url, error.message, text);
      throw error;
    }
  }
}

function faultString(body: string): string | undefined {
  return /<faultstring>([^<]*)<\/faultstring>/.exec(body)?.[1];
}
