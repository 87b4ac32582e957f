export {
  type RetencionArchivo,
  RetencionIlegibleError,
  type RetencionLeida,
  readComprobanteRetencion,
  unwrapAuthorizedFile,
} from './comprobante-retencion';
