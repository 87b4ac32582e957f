import { COD_DOC, FORMA_PAGO_DEFAULT } from '@facturador/shared/domain';
import { comprobanteXml, detalleAmounts, fechaSri, pagos, totalConImpuestos } from './common';
import { money, optional, raw, required, wrap, XmlBuildError } from './text';
import type { DetalleXml, FacturaXmlInput, PagoXml } from './types';

/** A detalle with codigoPrincipal, codigoAuxiliar and unidadMedida (factura, liquidación de compra). */
export function detalle(item: DetalleXml): string {
  return wrap(
    'detalle',
    optional('codigoPrincipal', item.codigoPrincipal, 25) +
      optional('codigoAuxiliar', item.codigoAuxiliar, 25) +
      required('descripcion', item.descripcion) +
      optional('unidadMedida', item.unidadMedida, 50) +
      detalleAmounts(item),
  );
}

/** factura 1.1.0 in the XSD's element order, compact (no whitespace between elements), unsigned. */
export function buildFacturaXml(input: FacturaXmlInput): string {
  if (input.detalles.length === 0) throw new XmlBuildError('detalles: al menos un detalle');
  const fechaEmision = fechaSri(input.fechaEmision, 'fechaEmision');
  const pagosList = input.pagos?.length
    ? input.pagos
    : [{ formaPago: FORMA_PAGO_DEFAULT, total: input.importeTotal } satisfies PagoXml];
  const infoFactura = wrap(
    'infoFactura',
    raw('fechaEmision', fechaEmision) +
      optional('dirEstablecimiento', input.puntoEmision.dirEstablecimiento) +
      optional('contribuyenteEspecial', input.emisor.contribuyenteEspecial, 13) +
      optional('obligadoContabilidad', input.emisor.obligadoContabilidad, 2) +
      required('tipoIdentificacionComprador', input.comprador.tipoIdentificacion, 2) +
      optional('guiaRemision', input.guiaRemision, 17) +
      required('razonSocialComprador', input.comprador.razonSocial) +
      required('identificacionComprador', input.comprador.identificacion, 20) +
      optional('direccionComprador', input.comprador.direccion) +
      raw('totalSinImpuestos', money(input.totalSinImpuestos, 'totalSinImpuestos')) +
      raw('totalDescuento', money(input.totalDescuento, 'totalDescuento')) +
      totalConImpuestos(input.totalConImpuestos, true) +
      raw('propina', money(input.propina ?? 0, 'propina')) +
      raw('importeTotal', money(input.importeTotal, 'importeTotal')) +
      optional('moneda', input.moneda ?? 'DOLAR', 15) +
      pagos(pagosList),
  );
  return comprobanteXml('factura', input, { codDoc: COD_DOC.factura, fechaEmision, info: infoFactura }, detalle);
}
