import { COD_DOC } from '@facturador/shared/domain';
import { detallesAdicionales, fechaSri, infoAdicional, infoTributaria, XML_DECLARATION } from './common';
import { decimal6, optional, raw, required, wrap, XmlBuildError } from './text';
import type { EmisorXml, NombreValorXml, PuntoEmisionXml } from './types';

export interface DetalleGuiaXml {
  codigoInterno?: string;
  codigoAdicional?: string;
  descripcion: string;
  cantidad: number;
  detallesAdicionales?: NombreValorXml[];
}

/** The sale a destinatario's goods travel for: its invoice. */
export interface SustentoGuiaXml {
  codDoc: string;
  /** `001-001-000000123`. */
  numero: string;
  /** The invoice's number of authorization (its access key). */
  numeroAutorizacion: string;
  fechaEmision: string;
}

export interface DestinatarioXml {
  identificacion: string;
  razonSocial: string;
  direccion: string;
  motivoTraslado: string;
  docAduaneroUnico?: string;
  /** 3 digits: the company's own establishment a transfer goes to. */
  codEstabDestino?: string;
  ruta?: string;
  sustento?: SustentoGuiaXml;
  detalles: DetalleGuiaXml[];
}

export interface GuiaRemisionXmlInput {
  ambiente: 1 | 2;
  claveAcceso: string;
  secuencial: string | number;
  emisor: EmisorXml;
  puntoEmision: PuntoEmisionXml;
  dirPartida: string;
  transportista: { tipoIdentificacion: string; identificacion: string; razonSocial: string };
  /** dd/mm/aaaa: the guía has no fechaEmision, its access key carries this date (SRI-NOTES §10.2). */
  fechaIniTransporte: string;
  fechaFinTransporte: string;
  placa: string;
  destinatarios: DestinatarioXml[];
  infoAdicional?: NombreValorXml[];
}

function detalle(item: DetalleGuiaXml): string {
  return wrap(
    'detalle',
    optional('codigoInterno', item.codigoInterno, 25) +
      optional('codigoAdicional', item.codigoAdicional, 25) +
      required('descripcion', item.descripcion) +
      raw('cantidad', decimal6(item.cantidad, 'cantidad')) +
      detallesAdicionales(item.detallesAdicionales),
  );
}

/** The sustento's four elements, in the XSD's order after ruta. */
function sustento(value: SustentoGuiaXml | undefined): string {
  if (!value) return '';
  if (!/^\d{2}$/.test(value.codDoc)) throw new XmlBuildError('codDocSustento: se esperan 2 dígitos');
  if (!/^\d{3}-\d{3}-\d{9}$/.test(value.numero)) throw new XmlBuildError('numDocSustento: se espera 001-001-000000123');
  if (!/^\d{10,49}$/.test(value.numeroAutorizacion)) throw new XmlBuildError('numAutDocSustento: de 10 a 49 dígitos');
  return (
    raw('codDocSustento', value.codDoc) +
    raw('numDocSustento', value.numero) +
    raw('numAutDocSustento', value.numeroAutorizacion) +
    raw('fechaEmisionDocSustento', fechaSri(value.fechaEmision, 'fechaEmisionDocSustento'))
  );
}

/** A destinatario in the XSD's order; the DAU goes right after motivoTraslado (OCA puts it later and fails). */
function destinatario(item: DestinatarioXml): string {
  if (item.detalles.length === 0) throw new XmlBuildError('detalles: al menos un detalle por destinatario');
  if (item.codEstabDestino !== undefined && !/^\d{3}$/.test(item.codEstabDestino)) {
    throw new XmlBuildError('codEstabDestino: se esperan 3 dígitos');
  }
  return wrap(
    'destinatario',
    required('identificacionDestinatario', item.identificacion, 20) +
      required('razonSocialDestinatario', item.razonSocial) +
      required('dirDestinatario', item.direccion) +
      required('motivoTraslado', item.motivoTraslado) +
      optional('docAduaneroUnico', item.docAduaneroUnico, 20) +
      optional('codEstabDestino', item.codEstabDestino, 3) +
      optional('ruta', item.ruta) +
      sustento(item.sustento) +
      wrap('detalles', item.detalles.map(detalle).join('')),
  );
}

/** guiaRemision 1.1.0 in the XSD's element order, compact, unsigned. */
export function buildGuiaRemisionXml(input: GuiaRemisionXmlInput): string {
  if (input.destinatarios.length === 0) throw new XmlBuildError('destinatarios: al menos un destinatario');
  const fechaIni = fechaSri(input.fechaIniTransporte, 'fechaIniTransporte');
  const info = wrap(
    'infoGuiaRemision',
    optional('dirEstablecimiento', input.puntoEmision.dirEstablecimiento) +
      required('dirPartida', input.dirPartida) +
      required('razonSocialTransportista', input.transportista.razonSocial) +
      required('tipoIdentificacionTransportista', input.transportista.tipoIdentificacion, 2) +
      required('rucTransportista', input.transportista.identificacion, 20) +
      optional('obligadoContabilidad', input.emisor.obligadoContabilidad, 2) +
      optional('contribuyenteEspecial', input.emisor.contribuyenteEspecial, 13) +
      raw('fechaIniTransporte', fechaIni) +
      raw('fechaFinTransporte', fechaSri(input.fechaFinTransporte, 'fechaFinTransporte')) +
      required('placa', input.placa, 20),
  );
  return (
    XML_DECLARATION +
    '<guiaRemision id="comprobante" version="1.1.0">' +
    infoTributaria({
      ambiente: input.ambiente,
      claveAcceso: input.claveAcceso,
      codDoc: COD_DOC.guiaRemision,
      secuencial: input.secuencial,
      fechaEmision: fechaIni,
      emisor: input.emisor,
      puntoEmision: input.puntoEmision,
    }) +
    info +
    wrap('destinatarios', input.destinatarios.map(destinatario).join('')) +
    infoAdicional(input.infoAdicional) +
    '</guiaRemision>'
  );
}
