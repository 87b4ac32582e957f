import { CLAVE_ACCESO_LENGTH, roundToHundredths } from '@facturador/shared/domain';
import { comprobanteShell, fechaSri } from './common';
import { money, optional, raw, required, wrap, XmlBuildError } from './text';
import type { EmisorXml, NombreValorXml, PuntoEmisionXml } from './types';

/** One withholding: codigo 1 renta / 2 IVA, the SRI code of the concept or rate, base and percentage. */
export interface RetencionXml {
  codigo: '1' | '2';
  codigoRetencion: string;
  baseImponible: number;
  porcentajeRetener: number;
  valorRetenido: number;
}

/** The supporting document (the supplier's invoice) with its taxes, payment and withholdings. */
export interface DocSustentoXml {
  /** Tax support code (01 = crédito tributario para declaración de IVA). */
  codSustento: string;
  codDocSustento: string;
  /** 15 digits: estab + ptoEmi + secuencial. */
  numDocSustento: string;
  fechaEmisionDocSustento: string | Date;
  numAutDocSustento?: string;
  totalSinImpuestos: number;
  importeTotal: number;
  /** Its taxes per IVA rate (codImpuestoDocSustento 2). */
  impuestos: { codigoPorcentaje: string | number; baseImponible: number; tarifa: number; valorImpuesto: number }[];
  retenciones: RetencionXml[];
  /** formaPago (SRI table) and total. */
  pagos: { formaPago: string; total: number }[];
}

export interface ComprobanteRetencionXmlInput {
  ambiente: 1 | 2;
  claveAcceso: string;
  secuencial: string | number;
  fechaEmision: Date | string;
  emisor: EmisorXml;
  puntoEmision: PuntoEmisionXml;
  sujetoRetenido: { tipoIdentificacion: string; identificacion: string; razonSocial: string; parteRel?: boolean };
  /** mm/aaaa; default the month of fechaEmision. */
  periodoFiscal?: string;
  docsSustento: DocSustentoXml[];
  infoAdicional?: NombreValorXml[];
}

/** Percentages and rates as the XSD's 3 total digits allow: 100, 30, 2.75 (no padding zeros). */
function shortDecimal(value: number, field: string): string {
  if (!Number.isFinite(value) || value < 0 || value > 100)
    throw new XmlBuildError(`${field}: valor inválido (${value})`);
  return String(roundToHundredths(value));
}

function retencion(item: RetencionXml): string {
  if (!/^[0-9A-Za-z]{1,5}$/.test(item.codigoRetencion)) throw new XmlBuildError('codigoRetencion: código inválido');
  return wrap(
    'retencion',
    raw('codigo', item.codigo) +
      raw('codigoRetencion', item.codigoRetencion) +
      raw('baseImponible', money(item.baseImponible, 'baseImponible')) +
      raw('porcentajeRetener', shortDecimal(item.porcentajeRetener, 'porcentajeRetener')) +
      raw('valorRetenido', money(item.valorRetenido, 'valorRetenido')),
  );
}

function docSustento(doc: DocSustentoXml): string {
  if (!/^\d{15}$/.test(doc.numDocSustento)) throw new XmlBuildError('numDocSustento: se esperan 15 dígitos');
  if (doc.retenciones.length === 0) throw new XmlBuildError('retenciones: al menos una por documento sustento');
  return wrap(
    'docSustento',
    raw('codSustento', doc.codSustento) +
      raw('codDocSustento', doc.codDocSustento) +
      raw('numDocSustento', doc.numDocSustento) +
      raw('fechaEmisionDocSustento', fechaSri(doc.fechaEmisionDocSustento, 'fechaEmisionDocSustento')) +
      optional('numAutDocSustento', doc.numAutDocSustento, CLAVE_ACCESO_LENGTH) +
      raw('pagoLocExt', '01') +
      raw('totalSinImpuestos', money(doc.totalSinImpuestos, 'totalSinImpuestos')) +
      raw('importeTotal', money(doc.importeTotal, 'importeTotal')) +
      wrap(
        'impuestosDocSustento',
        doc.impuestos
          .map((impuesto) =>
            wrap(
              'impuestoDocSustento',
              raw('codImpuestoDocSustento', '2') +
                required('codigoPorcentaje', impuesto.codigoPorcentaje, 4) +
                raw('baseImponible', money(impuesto.baseImponible, 'baseImponible')) +
                raw('tarifa', shortDecimal(impuesto.tarifa, 'tarifa')) +
                raw('valorImpuesto', money(impuesto.valorImpuesto, 'valorImpuesto')),
            ),
          )
          .join(''),
      ) +
      wrap('retenciones', doc.retenciones.map(retencion).join('')) +
      wrap(
        'pagos',
        doc.pagos
          .map((pago) => wrap('pago', raw('formaPago', pago.formaPago) + raw('total', money(pago.total, 'total'))))
          .join(''),
      ),
  );
}

/** An unsigned comprobanteRetencion 2.0.0 (ComprobanteRetencion_V2.0.0.xsd), compact, root id="comprobante". */
export function buildComprobanteRetencionXml(input: ComprobanteRetencionXmlInput): string {
  const fechaEmision = fechaSri(input.fechaEmision, 'fechaEmision');
  const periodoFiscal = input.periodoFiscal ?? fechaEmision.slice(3);
  if (!/^(0[1-9]|1[012])\/20\d\d$/.test(periodoFiscal)) throw new XmlBuildError('periodoFiscal: se espera mm/aaaa');
  if (input.docsSustento.length === 0) throw new XmlBuildError('docsSustento: al menos un documento sustento');
  const sujeto = input.sujetoRetenido;
  return comprobanteShell(
    'comprobanteRetencion',
    '2.0.0',
    {
      ambiente: input.ambiente,
      claveAcceso: input.claveAcceso,
      codDoc: '07',
      secuencial: input.secuencial,
      fechaEmision,
      emisor: input.emisor,
      puntoEmision: input.puntoEmision,
    },
    wrap(
      'infoCompRetencion',
      raw('fechaEmision', fechaEmision) +
        optional('dirEstablecimiento', input.puntoEmision.dirEstablecimiento) +
        optional('contribuyenteEspecial', input.emisor.contribuyenteEspecial, 13) +
        optional('obligadoContabilidad', input.emisor.obligadoContabilidad, 2) +
        raw('tipoIdentificacionSujetoRetenido', sujeto.tipoIdentificacion) +
        raw('parteRel', sujeto.parteRel ? 'SI' : 'NO') +
        required('razonSocialSujetoRetenido', sujeto.razonSocial) +
        required('identificacionSujetoRetenido', sujeto.identificacion, 20) +
        raw('periodoFiscal', periodoFiscal),
    ) + wrap('docsSustento', input.docsSustento.map(docSustento).join('')),
    input.infoAdicional,
  );
}
