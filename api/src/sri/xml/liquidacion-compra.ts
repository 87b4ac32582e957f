import { COD_DOC } from '@facturador/shared/domain';
import { comprobanteXml, fechaSri, pagos, totalConImpuestos } from './common';
import { detalle } from './factura';
import { money, optional, raw, required, wrap, XmlBuildError } from './text';
import type { LiquidacionCompraXmlInput } from './types';

/**
 * liquidacionCompra 1.1.0 (LiquidacionCompra_V1.1.0.xsd) in the XSD's element order, compact and
 * unsigned: infoLiquidacionCompra carries the proveedor where a factura carries the comprador, and
 * its only tax is IVA (SRI-NOTES §10.3).
 */
export function buildLiquidacionCompraXml(input: LiquidacionCompraXmlInput): string {
  if (input.detalles.length === 0) throw new XmlBuildError('detalles: al menos un detalle');
  if (input.pagos.length === 0) throw new XmlBuildError('pagos: al menos una forma de pago');
  const soloIva = [...input.totalConImpuestos, ...input.detalles.flatMap((item) => item.impuestos)];
  if (soloIva.some((impuesto) => String(impuesto.codigo) !== '2')) {
    throw new XmlBuildError('impuestos: la liquidación de compra solo lleva IVA (código 2)');
  }
  const fechaEmision = fechaSri(input.fechaEmision, 'fechaEmision');
  const info = wrap(
    'infoLiquidacionCompra',
    raw('fechaEmision', fechaEmision) +
      optional('dirEstablecimiento', input.puntoEmision.dirEstablecimiento) +
      optional('contribuyenteEspecial', input.emisor.contribuyenteEspecial, 13) +
      optional('obligadoContabilidad', input.emisor.obligadoContabilidad, 2) +
      required('tipoIdentificacionProveedor', input.proveedor.tipoIdentificacion, 2) +
      required('razonSocialProveedor', input.proveedor.razonSocial) +
      required('identificacionProveedor', input.proveedor.identificacion, 20) +
      optional('direccionProveedor', input.proveedor.direccion) +
      raw('totalSinImpuestos', money(input.totalSinImpuestos, 'totalSinImpuestos')) +
      raw('totalDescuento', money(input.totalDescuento, 'totalDescuento')) +
      totalConImpuestos(input.totalConImpuestos, true) +
      raw('importeTotal', money(input.importeTotal, 'importeTotal')) +
      optional('moneda', input.moneda ?? 'DOLAR', 15) +
      pagos(input.pagos),
  );
  return comprobanteXml('liquidacionCompra', input, { codDoc: COD_DOC.liquidacionCompra, fechaEmision, info }, detalle);
}
