import {
  COD_DOC,
  formatFechaSri,
  INFO_ADICIONAL_EMAIL,
  INFO_ADICIONAL_RUC_PROVEEDOR,
  ivaFueraDeVigencia,
  recomputeFacturaTotals,
} from '@facturador/shared/domain';
import {
  type LiquidacionCompraRequest,
  liquidacionComoDocumento,
  verifyLiquidacionTotals,
} from '@facturador/shared/domain/purchase-settlements';
import { compras } from '../../../../db/schema';
import { badRequest } from '../../../../errors';
import { buildLiquidacionCompraXml } from '../../../../sri';
import { applyMovement } from '../../../inventory/movements';
import { documentTaxRows } from '../../../reports/document-taxes';
import { type DocumentType, xmlHeaderOf } from '../../spine/document-type';
import { checkWarehouse, emissionWarehouse, stockLines } from '../../stock-lines';
import { stockError } from '../sales-document';
import { refuseTotalsMismatch } from '../totals-refusal';
import type { LiquidacionDraft } from './draft';
import { purchaseOf } from './purchase';

/** Its lines as the stock reads a document's: a product, its quantity, no serial. */
const stockSources = (request: LiquidacionCompraRequest) =>
  request.detalles.map((detalle) => ({
    producto_id: detalle.producto_id,
    codigo: detalle.codigo || detalle.descripcion,
    nombre: detalle.descripcion,
    cantidad: detalle.cantidad,
    esInventariado: false,
    detallesAdicionales: [],
  }));

/** The proveedor's e-mail, and the e-invoicing provider's RUC when set (NAC-DGERCGC26-00000027). */
function infoAdicional(request: LiquidacionCompraRequest, rucProveedor: string | undefined) {
  return [
    ...(request.proveedor.email ? [{ nombre: INFO_ADICIONAL_EMAIL, valor: request.proveedor.email }] : []),
    ...(rucProveedor ? [{ nombre: INFO_ADICIONAL_RUC_PROVEEDOR, valor: rucProveedor }] : []),
  ];
}

/**
 * Liquidación de compra (03, issue #41 §2): the company buys from someone who cannot invoice. Its
 * figures are recomputed as an invoice's, IVA at a rate in force today its only tax; it becomes a
 * purchase (on which a retención is issued) and its inventoried products enter the chosen warehouse.
 */
export const liquidacionCompraType: DocumentType<LiquidacionCompraRequest, LiquidacionDraft> = {
  codDoc: COD_DOC.liquidacionCompra,
  validate(request) {
    refuseTotalsMismatch(verifyLiquidacionTotals(request));
    const hoy = formatFechaSri(new Date());
    for (const detalle of request.detalles) {
      const fuera = ivaFueraDeVigencia(detalle.impuesto.codigoPorcentaje, hoy);
      if (fuera) throw badRequest(fuera);
    }
  },
  fingerprint: (request) => ({ liquidacionCompra: request }),
  ambiente: (request) => request.ambiente,
  async prepare(tx, { auth }, request) {
    // Without cambiarAlmacen the user's own warehouse, whatever the body says.
    const almacenId = auth.permisos.cambiarAlmacen
      ? emissionWarehouse(request, auth.almacenId)
      : (auth.almacenId ?? undefined);
    await checkWarehouse(tx, auth.emisorId, almacenId);
    const { lines, products } = await stockLines(tx, auth.emisorId, { productos: stockSources(request) });
    const totales = recomputeFacturaTotals(liquidacionComoDocumento(request));
    return { request, totales, almacenId, lines, products };
  },
  compose(draft, numbered, context) {
    const { request, totales } = draft;
    const { proveedor } = request;
    return {
      xml: buildLiquidacionCompraXml({
        ...xmlHeaderOf(numbered),
        proveedor,
        detalles: request.detalles.map((detalle, index) => ({
          codigoPrincipal: detalle.codigo || undefined,
          descripcion: detalle.descripcion,
          cantidad: detalle.cantidad,
          precioUnitario: detalle.precioUnitario,
          descuento: detalle.descuento,
          precioTotalSinImpuesto: totales.lineas[index]!.precioTotalSinImpuesto,
          impuestos: totales.lineas[index]!.impuestos,
        })),
        totalSinImpuestos: totales.totalSinImpuestos,
        totalDescuento: totales.totalDescuento,
        totalConImpuestos: totales.totalConImpuestos,
        importeTotal: totales.importeTotal,
        pagos: request.pagos,
        infoAdicional: infoAdicional(request, context.config.rucProveedor),
      }),
      record: {
        compradorTipoIdentificacion: proveedor.tipoIdentificacion,
        compradorIdentificacion: proveedor.identificacion,
        compradorRazonSocial: proveedor.razonSocial,
        compradorDireccion: proveedor.direccion,
        compradorEmail: proveedor.email ?? '',
        importeTotal: totales.importeTotal,
        payload: { liquidacionCompra: request },
      },
      taxes: documentTaxRows(numbered.documentoId, liquidacionComoDocumento(request)),
    };
  },
  async afterStore(tx, context, draft, numbered) {
    const actor = { emisorId: context.auth.emisorId, usuarioId: context.auth.userId };
    await tx.insert(compras).values(purchaseOf(draft, numbered, actor.emisorId, actor.usuarioId));
    if (!draft.lines.length) return;
    const movement = {
      tipo_movimiento: 'ENTRADA' as const,
      destino: draft.almacenId,
      observacion: `Liquidación de compra: ${numbered.claveAcceso}`,
      documentoReferencia: numbered.claveAcceso,
      items: draft.lines,
    };
    const known = { products: draft.products, warehouseIds: draft.almacenId ? [draft.almacenId] : [] };
    await applyMovement(tx, actor, movement, known).catch((error) => {
      throw stockError(error);
    });
  },
};
