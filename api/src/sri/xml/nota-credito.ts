import { COD_DOC } from '@facturador/shared/domain';
import { detalleAmounts, fechaSri, infoAdicional, infoTributaria, XML_DECLARATION } from './common';
import { money, optional, raw, required, wrap, XmlBuildError } from './text';
import type { DetalleXml, NotaCreditoXmlInput, TotalImpuestoXml } from './types';

/** The notaCredito totalImpuesto has no tarifa. */
function totalConImpuestos(list: TotalImpuestoXml[]): string {
  if (list.length === 0) throw new XmlBuildError('totalConImpuestos: al menos un impuesto');
  return wrap(
    'totalConImpuestos',
    list
      .map((total) =>
        wrap(
          'totalImpuesto',
          required('codigo', total.codigo, 1) +
            required('codigoPorcentaje', total.codigoPorcentaje, 4) +
            raw('baseImponible', money(total.baseImponible, 'baseImponible')) +
            raw('valor', money(total.valor, 'valor')),
        ),
      )
      .join(''),
  );
}

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
  const numDocModificado = input.docModificado.numero.trim();
  if (!/^\d{3}-\d{3}-\d{9}$/.test(numDocModificado)) {
    throw new XmlBuildError('numDocModificado: se espera 001-001-000000123');
  }
  const codDocModificado = input.docModificado.codDoc ?? COD_DOC.factura;
  if (!/^\d{2}$/.test(codDocModificado)) throw new XmlBuildError('codDocModificado: se esperan 2 dígitos');
  const infoNotaCredito = wrap(
    'infoNotaCredito',
    raw('fechaEmision', fechaEmision) +
      optional('dirEstablecimiento', input.puntoEmision.dirEstablecimiento) +
      required('tipoIdentificacionComprador', input.comprador.tipoIdentificacion, 2) +
      required('razonSocialComprador', input.comprador.razonSocial) +
      required('identificacionComprador', input.comprador.identificacion, 20) +
      optional('contribuyenteEspecial', input.emisor.contribuyenteEspecial, 13) +
      optional('obligadoContabilidad', input.emisor.obligadoContabilidad, 2) +
      raw('codDocModificado', codDocModificado) +
      raw('numDocModificado', numDocModificado) +
      raw('fechaEmisionDocSustento', fechaSri(input.docModificado.fechaEmision, 'fechaEmisionDocSustento')) +
      raw('totalSinImpuestos', money(input.totalSinImpuestos, 'totalSinImpuestos')) +
      raw('valorModificacion', money(input.importeTotal, 'valorModificacion')) +
      optional('moneda', input.moneda ?? 'DOLAR', 15) +
      totalConImpuestos(input.totalConImpuestos) +
      required('motivo', input.motivo),
  );
  return (
    XML_DECLARATION +
    '<notaCredito id="comprobante" version="1.1.0">' +
    infoTributaria({
      ambiente: input.ambiente,
      claveAcceso: input.claveAcceso,
      codDoc: COD_DOC.notaCredito,
      secuencial: input.secuencial,
      fechaEmision,
      emisor: input.emisor,
      puntoEmision: input.puntoEmision,
    }) +
    infoNotaCredito +
    wrap('detalles', input.detalles.map(detalle).join('')) +
    infoAdicional(input.infoAdicional) +
    '</notaCredito>'
  );
}
