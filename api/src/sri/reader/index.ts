export { type ArchivoAutorizado, unwrapAuthorizedFile } from './authorized-file';
export { type CompraLeida, readCompraRecibida } from './compra-recibida';
export { type RetencionLeida, readComprobanteRetencion } from './comprobante-retencion';
export { type FacturaLeida, readFactura } from './factura';
export {
  type DocumentoEmitidoLeido,
  type ImpuestoLeido,
  type LineaLeida,
  readDocumentoEmitido,
  TipoNoEmitidoError,
} from './issued-document';
export {
  amount,
  ComprobanteIlegibleError,
  element,
  elements,
  findDescendant,
  leaf,
  readXml,
  textOf,
  type XmlNode,
} from './xml-reader';
