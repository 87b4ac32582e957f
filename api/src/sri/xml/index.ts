export {
  buildComprobanteRetencionXml,
  type ComprobanteRetencionXmlInput,
  type DocSustentoXml,
  type RetencionXml,
} from './comprobante-retencion';
export { buildFacturaXml } from './factura';
export {
  buildComprobanteXml,
  type ComprobanteContext,
  type ComprobanteXmlInput,
  comprobanteXmlInput,
} from './from-payload';
export {
  buildGuiaRemisionXml,
  type DestinatarioXml,
  type DetalleGuiaXml,
  type GuiaRemisionXmlInput,
  type SustentoGuiaXml,
} from './guia-remision';
export { buildLiquidacionCompraXml } from './liquidacion-compra';
export { buildNotaCreditoXml } from './nota-credito';
export { buildNotaDebitoXml, type NotaDebitoContext, notaDebitoXmlInput } from './nota-debito';
export { XmlBuildError } from './text';
export type * from './types';
