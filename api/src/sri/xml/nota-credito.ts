import { COD_DOC } from '@facturador/shared/domain';
import { comprobanteXml, detalleAmounts, docModificado, fechaSri, totalConImpuestos } from './common';
import { money, optional, raw, required, wrap, XmlBuildError } from './text';
import type { DetalleXml, NotaCreditoXmlInput } from './types';

/** The notaCredito detalle: codigoInterno/codigoAdicional, no unidadMedida. */
function detalle(item: DetalleXml): string {
  return wrap(
    'detalle',
    optional('codigoInterno', item.codigoPrincipal, 25) +
      optional('codigoAdicional', item.codigoAuxiliar, 25) +
      required('descripcion', item.descripcion) +
      detalleAmounts(item),
  );
}

/** notaCredito 1.1.0 in the XSD's element order, compact, unsigned. valorModificacion = importeTotal. */
export function buildNotaCreditoXml(input: NotaCreditoXmlInput): string {
  if (input.detalles.length === 0) throw new XmlBuildError('detalles: al menos un detalle');
  const fechaEmision = fechaSri(input.fechaEmision, 'fechaEmision');
  const infoNotaCredito = wrap(
    'infoNotaCredito',
    raw('fechaEmision', fechaEmision) +
      optional('dirEstablecimiento', input.puntoEmision.dirEstablecimiento) +
      required('tipoIdentificacionComprador', input.comprador.tipoIdentificacion, 2) +
      required('razonSocialComprador', input.comprador.razonSocial) +
      required('identificacionComprador', input.comprador.identificacion, 20) +
      optional('contribuyenteEspecial', input.emisor.contribuyenteEspecial, 13) +
      optional('obligadoContabilidad', input.emisor.obligadoContabilidad, 2) +
      docModificado(input.docModificado) +
      raw('totalSinImpuestos', money(input.totalSinImpuestos, 'totalSinImpuestos')) +
      raw('valorModificacion', money(input.importeTotal, 'valorModificacion')) +
      optional('moneda', input.moneda ?? 'DOLAR', 15) +
      totalConImpuestos(input.totalConImpuestos, false) +
      required('motivo', input.motivo),
  );
  return comprobanteXml(
    'notaCredito',
    input,
    { codDoc: COD_DOC.notaCredito, fechaEmision, info: infoNotaCredito },
    detalle,
  );
}
