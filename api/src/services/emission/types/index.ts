import { COD_DOC, type CodDoc, type FacturarRequest } from '@facturador/shared/domain';
import type { DocumentType } from '../spine/document-type';
import { facturaType } from './factura/definition';
import { guiaRemisionType } from './guia-remision/definition';
import { liquidacionCompraType } from './liquidacion-compra/definition';
import { notaCreditoType } from './nota-credito/definition';
import { notaDebitoType } from './nota-debito/definition';
import { retencionType } from './retencion/definition';

export { facturaType, guiaRemisionType, liquidacionCompraType, notaCreditoType, notaDebitoType, retencionType };

/**
 * Every document type the API issues, by its codDoc: each is one definition on the emission spine.
 * A type not listed here is not issued (the enumeration test holds this against COD_DOC).
 */
// biome-ignore lint/suspicious/noExplicitAny: a registry of definitions of different payloads.
export const DOCUMENT_TYPES: Partial<Record<CodDoc, DocumentType<any, any, any>>> = {
  [COD_DOC.factura]: facturaType,
  [COD_DOC.notaCredito]: notaCreditoType,
  [COD_DOC.notaDebito]: notaDebitoType,
  [COD_DOC.guiaRemision]: guiaRemisionType,
  [COD_DOC.comprobanteRetencion]: retencionType,
  [COD_DOC.liquidacionCompra]: liquidacionCompraType,
};

/** `POST /api/facturar` carries a factura or a nota de crédito: its `tipoComprobante` says which. */
export const salesTypeOf = (request: FacturarRequest) =>
  request.factura.tipoComprobante === 'notaCredito' ? notaCreditoType : facturaType;
