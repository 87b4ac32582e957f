import { COD_DOC, formatFechaSri, normalizeFechaSri, parseClaveAcceso } from '@facturador/shared/domain';
import {
  decimal6,
  escapeAttribute,
  escapeText,
  money,
  optional,
  raw,
  required,
  singleLineText,
  wrap,
  XmlBuildError,
} from './text';
import type {
  ComprobanteXmlBase,
  DetalleXml,
  DocModificadoXml,
  EmisorXml,
  ImpuestoXml,
  NombreValorXml,
  PagoXml,
  PuntoEmisionXml,
  TotalImpuestoXml,
} from './types';

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

export function fechaSri(value: Date | string, field: string): string {
  const fecha = value instanceof Date ? formatFechaSri(value) : normalizeFechaSri(value);
  if (!fecha) throw new XmlBuildError(`${field}: fecha inválida`);
  return fecha;
}

function digits(value: string | number, width: number, field: string): string {
  const text = String(value).trim();
  if (!/^\d+$/.test(text) || text.length > width) throw new XmlBuildError(`${field}: se esperan ${width} dígitos`);
  return text.padStart(width, '0');
}

export interface InfoTributariaInput {
  ambiente: 1 | 2;
  claveAcceso: string;
  codDoc: string;
  secuencial: string | number;
  fechaEmision: string;
  emisor: EmisorXml;
  puntoEmision: PuntoEmisionXml;
}

/**
 * infoTributaria in XSD order. The key must agree with the document, or SRI answers 58 (clave de
 * acceso con componentes diferentes a los del comprobante).
 */
export function infoTributaria(input: InfoTributariaInput): string {
  const estab = digits(input.puntoEmision.estab, 3, 'estab');
  const ptoEmi = digits(input.puntoEmision.ptoEmi, 3, 'ptoEmi');
  const secuencial = digits(input.secuencial, 9, 'secuencial');
  const ruc = singleLineText(input.emisor.ruc);
  if (!/^\d{10}001$/.test(ruc)) throw new XmlBuildError('ruc: se esperan 13 dígitos terminados en 001');
  const key = parseClaveAcceso(input.claveAcceso);
  if (!key?.checkDigitOk) throw new XmlBuildError('claveAcceso: no es una clave de acceso válida');
  const expected = {
    fechaEmision: input.fechaEmision,
    codDoc: input.codDoc,
    ruc,
    ambiente: String(input.ambiente),
    estab,
    ptoEmi,
    secuencial,
  };
  for (const [field, value] of Object.entries(expected)) {
    if (key[field as keyof typeof expected] !== value) {
      throw new XmlBuildError(`claveAcceso: ${field} no coincide con el comprobante`);
    }
  }
  return wrap(
    'infoTributaria',
    raw('ambiente', String(input.ambiente)) +
      raw('tipoEmision', '1') +
      required('razonSocial', input.emisor.razonSocial) +
      optional('nombreComercial', input.emisor.nombreComercial) +
      raw('ruc', ruc) +
      raw('claveAcceso', input.claveAcceso) +
      raw('codDoc', input.codDoc) +
      raw('estab', estab) +
      raw('ptoEmi', ptoEmi) +
      raw('secuencial', secuencial) +
      required('dirMatriz', input.emisor.dirMatriz) +
      optional('agenteRetencion', input.emisor.agenteRetencion, 8) +
      optional('contribuyenteRimpe', input.emisor.contribuyenteRimpe),
  );
}

export function detallesAdicionales(entries: NombreValorXml[] | undefined): string {
  const kept = (entries ?? [])
    .map((entry) => ({ nombre: singleLineText(entry.nombre), valor: singleLineText(entry.valor) }))
    .filter((entry) => entry.nombre && entry.valor);
  if (kept.length === 0) return '';
  if (kept.length > 3) throw new XmlBuildError('detallesAdicionales: como máximo 3 por detalle');
  const items = kept.map(
    (entry) => `<detAdicional nombre="${escapeAttribute(entry.nombre)}" valor="${escapeAttribute(entry.valor)}"/>`,
  );
  return wrap('detallesAdicionales', items.join(''));
}

/** A line's impuesto: codigo, codigoPorcentaje, tarifa, baseImponible, valor. */
export function impuestos(list: ImpuestoXml[]): string {
  if (list.length === 0) throw new XmlBuildError('impuestos: al menos uno por detalle');
  return wrap(
    'impuestos',
    list
      .map((impuesto) =>
        wrap(
          'impuesto',
          required('codigo', impuesto.codigo, 1) +
            required('codigoPorcentaje', impuesto.codigoPorcentaje, 4) +
            raw('tarifa', money(impuesto.tarifa, 'tarifa')) +
            raw('baseImponible', money(impuesto.baseImponible, 'baseImponible')) +
            raw('valor', money(impuesto.valor, 'valor')),
        ),
      )
      .join(''),
  );
}

/** infoAdicional: up to 15 campoAdicional; empty entries are left out. */
export function infoAdicional(entries: NombreValorXml[] | undefined): string {
  const kept = (entries ?? [])
    .map((entry) => ({ nombre: singleLineText(entry.nombre), valor: singleLineText(entry.valor) }))
    .filter((entry) => entry.nombre && entry.valor);
  if (kept.length === 0) return '';
  if (kept.length > 15) throw new XmlBuildError('infoAdicional: como máximo 15 campos');
  for (const entry of kept) {
    if (entry.nombre.length > 300 || entry.valor.length > 300) {
      throw new XmlBuildError('infoAdicional: más de 300 caracteres');
    }
  }
  return wrap(
    'infoAdicional',
    kept
      .map(
        (entry) =>
          `<campoAdicional nombre="${escapeAttribute(entry.nombre)}">${escapeText(entry.valor)}</campoAdicional>`,
      )
      .join(''),
  );
}

/**
 * The part of a `detalle` both documents share, in the XSDs' order: cantidad, precioUnitario,
 * descuento, precioTotalSinImpuesto, detallesAdicionales, impuestos.
 */
export function detalleAmounts(item: DetalleXml): string {
  return (
    raw('cantidad', decimal6(item.cantidad, 'cantidad')) +
    raw('precioUnitario', decimal6(item.precioUnitario, 'precioUnitario')) +
    raw('descuento', money(item.descuento, 'descuento')) +
    raw('precioTotalSinImpuesto', money(item.precioTotalSinImpuesto, 'precioTotalSinImpuesto')) +
    detallesAdicionales(item.detallesAdicionales) +
    impuestos(item.impuestos)
  );
}

/** totalConImpuestos: a factura's totalImpuesto carries its tarifa (when given); a notaCredito's never does. */
export function totalConImpuestos(list: TotalImpuestoXml[], conTarifa: boolean): string {
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
            (conTarifa && total.tarifa !== undefined ? raw('tarifa', money(total.tarifa, 'tarifa')) : '') +
            raw('valor', money(total.valor, 'valor')),
        ),
      )
      .join(''),
  );
}

/** pagos/pago in the XSDs' order: formaPago, total, plazo?, unidadTiempo? (factura, notaDebito). */
export function pagos(list: PagoXml[]): string {
  return wrap(
    'pagos',
    list
      .map((pago) => {
        if (!/^\d{2}$/.test(pago.formaPago)) throw new XmlBuildError('formaPago: se esperan 2 dígitos');
        return wrap(
          'pago',
          raw('formaPago', pago.formaPago) +
            raw('total', money(pago.total, 'total')) +
            (pago.plazo === undefined ? '' : raw('plazo', money(pago.plazo, 'plazo'))) +
            optional('unidadTiempo', pago.unidadTiempo, 10),
        );
      })
      .join(''),
  );
}

/** codDocModificado, numDocModificado and fechaEmisionDocSustento: the document a nota modifies. */
export function docModificado(doc: DocModificadoXml): string {
  const numDocModificado = doc.numero.trim();
  if (!/^\d{3}-\d{3}-\d{9}$/.test(numDocModificado)) {
    throw new XmlBuildError('numDocModificado: se espera 001-001-000000123');
  }
  const codDocModificado = doc.codDoc ?? COD_DOC.factura;
  if (!/^\d{2}$/.test(codDocModificado)) throw new XmlBuildError('codDocModificado: se esperan 2 dígitos');
  return (
    raw('codDocModificado', codDocModificado) +
    raw('numDocModificado', numDocModificado) +
    raw('fechaEmisionDocSustento', fechaSri(doc.fechaEmision, 'fechaEmisionDocSustento'))
  );
}

/** The root of every comprobante: the declaration, the root with its version, infoTributaria, the body, infoAdicional. */
export function comprobanteShell(
  root: string,
  version: string,
  tributaria: InfoTributariaInput,
  body: string,
  entries: NombreValorXml[] | undefined,
): string {
  return (
    XML_DECLARATION +
    `<${root} id="comprobante" version="${version}">` +
    infoTributaria(tributaria) +
    body +
    infoAdicional(entries) +
    `</${root}>`
  );
}

/**
 * A whole comprobante 1.1.0 around its own info block (infoFactura, infoNotaCredito, infoLiquidacionCompra), compact and
 * unsigned: the declaration, infoTributaria, the info block, the detalles and infoAdicional.
 */
export function comprobanteXml(
  root: 'factura' | 'notaCredito' | 'liquidacionCompra',
  input: Pick<
    ComprobanteXmlBase,
    'ambiente' | 'claveAcceso' | 'secuencial' | 'emisor' | 'puntoEmision' | 'detalles' | 'infoAdicional'
  >,
  head: { codDoc: string; fechaEmision: string; info: string },
  detalle: (item: DetalleXml) => string,
): string {
  return comprobanteShell(
    root,
    '1.1.0',
    {
      ambiente: input.ambiente,
      claveAcceso: input.claveAcceso,
      codDoc: head.codDoc,
      secuencial: input.secuencial,
      fechaEmision: head.fechaEmision,
      emisor: input.emisor,
      puntoEmision: input.puntoEmision,
    },
    head.info + wrap('detalles', input.detalles.map(detalle).join('')),
    input.infoAdicional,
  );
}
