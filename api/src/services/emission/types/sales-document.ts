import {
  type Buyer,
  documentRuleViolation,
  type FacturarRequest,
  formatFechaSri,
  INFO_ADICIONAL_RUC_PROVEEDOR,
  verifyFacturaTotals,
} from '@facturador/shared/domain';
import type { MovementInput } from '@facturador/shared/domain/movements';
import type { Tx } from '../../../db/database';
import { badRequest, HttpError } from '../../../errors';
import { buildComprobanteXml } from '../../../sri';
import { buyerUpsert } from '../../buyers/buyers';
import { applyMovement } from '../../inventory/movements';
import { documentTaxRows } from '../../reports/document-taxes';
import type { DocumentType, NumberedDocument } from '../spine/document-type';
import { checkWarehouse, type EmittedProduct, emissionWarehouse, stockLines } from '../stock-lines';
import { refuseTotalsMismatch } from './totals-refusal';

type Factura = FacturarRequest['factura'];

const INFO_ADICIONAL_LLENA_MESSAGE =
  'La información adicional admite 14 entradas cuando se incluye el RUC del proveedor; quite una.';

/** A factura or nota de crédito as it goes out, with its stock lines. */
export interface SalesDraft {
  /** The request as it was sent, stored beside the document. */
  request: FacturarRequest;
  factura: Factura;
  almacenId: string | undefined;
  lines: Awaited<ReturnType<typeof stockLines>>['lines'];
  products: Map<string, EmittedProduct>;
  /** A credit note's invoice, by its stored key and date. */
  modifies?: { claveAcceso: string; fechaEmision: string };
}

/** What sets a factura apart from a nota de crédito on the shared spine of sales documents. */
export interface SalesDocumentKind {
  codDoc: DocumentType<FacturarRequest, SalesDraft>['codDoc'];
  /** The document as it goes out, checked against what it rests on (a credit note's invoice). */
  settle?(tx: Tx, emisorId: string, factura: Factura): Promise<Pick<SalesDraft, 'factura' | 'modifies'>>;
  /** Its lines checked against their products (an invoice's ICE and IRBPNR). */
  checkLines?(factura: Factura, products: Map<string, EmittedProduct>): void;
  /** Its stock movement. */
  movement(draft: SalesDraft, claveAcceso: string): MovementInput;
}

const buyerOf = (factura: Factura): Buyer => ({
  tipoIdentificacion: factura.comprador.tipoIdentificacion,
  identificacion: factura.comprador.identificacionComprador,
  razonSocial: factura.comprador.razonSocialComprador,
  direccion: factura.comprador.direccionComprador ?? '',
  email: factura.comprador.emailComprador ?? '',
});

/** With RUC_PROVEEDOR set, the document carries it as its last campoAdicional (replacing one sent under that name). */
function withRucProveedor(factura: Factura, ruc: string | undefined): Factura {
  if (!ruc) return factura;
  const rest = factura.infoAdicional.filter((entry) => entry.nombre !== INFO_ADICIONAL_RUC_PROVEEDOR);
  if (rest.length >= 15) throw badRequest(INFO_ADICIONAL_LLENA_MESSAGE);
  return { ...factura, infoAdicional: [...rest, { nombre: INFO_ADICIONAL_RUC_PROVEEDOR, valor: ruc }] };
}

/** Stock errors keep the inventory service's messages, joined so the invoice screen shows them whole. */
export function stockError(error: unknown): unknown {
  if (error instanceof HttpError && error.errores?.length) {
    return new HttpError(error.statusCode, error.errores.join(' '), error.errores);
  }
  return error;
}

/** The definition of a sales document (factura, nota de crédito): they share payload, XML builder and stock. */
export function salesDocumentType(kind: SalesDocumentKind): DocumentType<FacturarRequest, SalesDraft> {
  /** `emisorId:almacenId` pairs found valid: a warehouse never changes emisor and is never deleted. */
  const validWarehouses = new Set<string>();
  const checkWarehouseOnce = async (tx: Tx, emisorId: string, almacenId: string | undefined) => {
    if (!almacenId || validWarehouses.has(`${emisorId}:${almacenId}`)) return;
    await checkWarehouse(tx, emisorId, almacenId);
    if (validWarehouses.size > 10_000) validWarehouses.clear();
    validWarehouses.add(`${emisorId}:${almacenId}`);
  };
  return {
    codDoc: kind.codDoc,
    validate({ factura }, config) {
      refuseTotalsMismatch(verifyFacturaTotals(factura));
      const rule = documentRuleViolation(factura, formatFechaSri(new Date()), config.consumidorFinalMax);
      if (rule) throw badRequest(rule);
    },
    fingerprint: (request) => request,
    ambiente: (request) => request.factura.ambiente,
    async prepare(tx, context, request) {
      const { auth } = context;
      // Without cambiarAlmacen the user's own warehouse, whatever the body says.
      const almacenId = auth.permisos.cambiarAlmacen
        ? emissionWarehouse(request.factura, auth.almacenId)
        : (auth.almacenId ?? undefined);
      const settled = kind.settle
        ? await kind.settle(tx, auth.emisorId, request.factura)
        : { factura: request.factura };
      await checkWarehouseOnce(tx, auth.emisorId, almacenId);
      const { lines, products } = await stockLines(tx, auth.emisorId, settled.factura);
      kind.checkLines?.(settled.factura, products);
      return { ...settled, request, almacenId, lines, products };
    },
    buyer: (tx, context, request, draft) =>
      request.registrarComprador ? buyerUpsert(tx, context.auth.emisorId, buyerOf(draft.factura)) : undefined,
    compose(draft, numbered, context) {
      const issued = withRucProveedor(
        draft.modifies
          ? {
              ...draft.factura,
              facturaModificada: draft.modifies.claveAcceso,
              fechaDocumentoModificado: draft.modifies.fechaEmision,
            }
          : draft.factura,
        context.config.rucProveedor,
      );
      const { factura } = draft;
      return {
        xml: buildComprobanteXml(issued, {
          emisor: numbered.emisor,
          puntoEmision: numbered.puntoEmision,
          claveAcceso: numbered.claveAcceso,
          secuencial: numbered.secuencial,
          fechaEmision: numbered.fecha,
        }),
        record: {
          compradorTipoIdentificacion: factura.comprador.tipoIdentificacion,
          compradorIdentificacion: factura.comprador.identificacionComprador,
          compradorRazonSocial: factura.comprador.razonSocialComprador,
          compradorDireccion: factura.comprador.direccionComprador ?? '',
          compradorEmail: factura.comprador.emailComprador ?? '',
          importeTotal: factura.importeTotal,
          payload: { ...draft.request, factura: issued },
          documentoModificado: draft.modifies?.claveAcceso ?? null,
        },
        taxes: documentTaxRows(numbered.documentoId, issued),
      };
    },
    async afterStore(tx, context, draft, numbered: NumberedDocument) {
      if (!draft.lines.length) return;
      const known = { products: draft.products, warehouseIds: draft.almacenId ? [draft.almacenId] : [] };
      const actor = { emisorId: context.auth.emisorId, usuarioId: context.auth.userId };
      await applyMovement(tx, actor, kind.movement(draft, numbered.claveAcceso), known).catch((error) => {
        throw stockError(error);
      });
    },
  };
}
