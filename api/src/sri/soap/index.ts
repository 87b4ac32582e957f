export { buildAuthorizedXml } from './authorized-xml';
export { DEFAULT_SRI_TIMEOUT_MS, SriClient, type SriClientOptions } from './client';
export {
  AUTORIZACION_PATH,
  NS_AUTORIZACION,
  NS_RECEPCION,
  NS_SOAP_ENVELOPE,
  RECEPCION_PATH,
  SRI_HOSTS,
  SRI_WS_BASE_PATH,
  type SriEndpointSettings,
  type SriEndpoints,
  sriEndpoints,
  usesRealSri,
} from './endpoints';
export { SriClientError, SriInvalidResponseError, type SriOperation, SriUnavailableError } from './errors';
export {
  type Autorizacion,
  type AutorizacionResult,
  autorizacionComprobanteEnvelope,
  comprobanteText,
  type EstadoAutorizacion,
  type EstadoRecepcion,
  parseAutorizacionResponse,
  parseRecepcionResponse,
  type RecepcionComprobante,
  type RecepcionResult,
  validarComprobanteEnvelope,
} from './messages';
