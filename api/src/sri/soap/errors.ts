export type SriOperation = 'validarComprobante' | 'autorizacionComprobante';

/** No usable answer from SRI. The emission flow leaves the document PENDIENTE and retries. */
export class SriClientError extends Error {
  override name = 'SriClientError';
  constructor(
    message: string,
    readonly operation: SriOperation,
    readonly url: string,
  ) {
    super(message);
  }
}

/** SRI unreachable: network failure, timeout, or an HTTP error status (5xx, SOAP fault...). */
export class SriUnavailableError extends SriClientError {
  override name = 'SriUnavailableError';
  constructor(
    operation: SriOperation,
    url: string,
    readonly kind: 'timeout' | 'network' | 'http',
    readonly status?: number,
    detail?: string,
  ) {
    super(
      kind === 'timeout'
        ? `El SRI no respondió a tiempo (${operation})`
        : kind === 'http'
          ? `El SRI respondió con error HTTP ${status} (${operation})${detail ? `: ${detail}` : ''}`
          : `No se pudo conectar con el SRI (${operation})${detail ? `: ${detail}` : ''}`,
      operation,
      url,
    );
  }
}

/** A 2xx answer that is not the SOAP response SRI's WSDL describes. */
export class SriInvalidResponseError extends SriClientError {
  override name = 'SriInvalidResponseError';
  constructor(
    operation: SriOperation,
    url: string,
    detail: string,
    readonly body: string,
  ) {
    super(`Respuesta del SRI no válida (${operation}): ${detail}`, operation, url);
  }
}
