export {
  type RetencionArchivo,
  RetencionIlegibleError,
  type RetencionLeida,
  readComprobanteRetencion,
  unwrapAuthorizedFile,
} from './comprobante-retencion';
export { type FacturaLeida, readFactura } from './factura';
