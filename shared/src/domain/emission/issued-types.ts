import { COD_DOC, type CodDoc } from '../sri/access-key';

/**
 * The document types Facturador issues, each numbered per punto de emisión and ambiente: `clave` names
 * it in `siguiente.<clave>` (GET /api/establecimientos, PUT /api/puntos/{id}), `nombre` in messages.
 * The API's emission spine serves exactly these (api/src/services/emission/types).
 */
export const DOCUMENTOS_EMITIDOS = [
  { clave: 'factura', codDoc: COD_DOC.factura, nombre: 'factura' },
  { clave: 'notaCredito', codDoc: COD_DOC.notaCredito, nombre: 'nota de crédito' },
  { clave: 'notaDebito', codDoc: COD_DOC.notaDebito, nombre: 'nota de débito' },
  { clave: 'guiaRemision', codDoc: COD_DOC.guiaRemision, nombre: 'guía de remisión' },
  { clave: 'retencion', codDoc: COD_DOC.comprobanteRetencion, nombre: 'comprobante de retención' },
  { clave: 'liquidacionCompra', codDoc: COD_DOC.liquidacionCompra, nombre: 'liquidación de compra' },
] as const satisfies readonly { clave: string; codDoc: CodDoc; nombre: string }[];

export type DocumentoEmitido = (typeof DOCUMENTOS_EMITIDOS)[number];

/** `nota de crédito` for '04': how messages name an issued type. */
export function nombreDocumentoEmitido(codDoc: string): string {
  return DOCUMENTOS_EMITIDOS.find((documento) => documento.codDoc === codDoc)?.nombre ?? 'documento';
}
