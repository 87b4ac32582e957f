import { sumMoney } from '@facturador/shared/domain';
import { amount, ComprobanteIlegibleError, element, elements, leaf, readXml, textOf, type XmlNode } from './xml-reader';

/** A tax of a line or of the totals, as the XML carries it (2 IVA, 3 ICE, 5 IRBPNR). */
export interface ImpuestoLeido {
  codigo: number;
  codigoPorcentaje: number;
  tarifa: number;
  baseImponible: number;
  valor: number;
}

export interface LineaLeida {
  codigo: string;
  descripcion: string;
  cantidad: number;
  precioUnitario: number;
  descuento: number;
  precioTotalSinImpuesto: number;
  impuestos: ImpuestoLeido[];
}

/**
 * What any of the six documents a company issued says, read from its signed XML: enough to keep it as an
 * imported document (number, date, counterpart, totals, taxes) and, for facturas, notas de crédito and
 * liquidaciones, its lines. The counterpart is the buyer, the retained subject, the supplier (liquidación)
 * or the first addressee (guía).
 */
export interface DocumentoEmitidoLeido {
  codDoc: string;
  claveAcceso: string;
  ambiente: string;
  ruc: string;
  estab: string;
  ptoEmi: string;
  secuencial: string;
  /** dd/mm/aaaa */
  fechaEmision: string;
  dirEstablecimiento: string;
  contraparte: { tipoIdentificacion: string; identificacion: string; razonSocial: string; direccion: string };
  totalSinImpuestos: number;
  totalDescuento: number;
  importeTotal: number;
  totalImpuestos: ImpuestoLeido[];
  lineas: LineaLeida[];
  pagos: { formaPago: string; total: number; plazo?: number; unidadTiempo?: string }[];
  infoAdicional: { nombre: string; valor: string }[];
  /** A nota de crédito's or de débito's modified document: codDoc, 001-001-000000123, dd/mm/aaaa, motivo. */
  docModificado: { codDoc: string; numero: string; fechaEmision: string; motivo: string } | null;
}

const ROOTS: Record<string, { codDoc: string; info: string }> = {
  factura: { codDoc: '01', info: 'infoFactura' },
  liquidacionCompra: { codDoc: '03', info: 'infoLiquidacionCompra' },
  notaCredito: { codDoc: '04', info: 'infoNotaCredito' },
  notaDebito: { codDoc: '05', info: 'infoNotaDebito' },
  guiaRemision: { codDoc: '06', info: 'infoGuiaRemision' },
  comprobanteRetencion: { codDoc: '07', info: 'infoCompRetencion' },
};

/** The root is a well-formed XML but none of the six documents (a purchase's ATS, a random file…). */
export class TipoNoEmitidoError extends ComprobanteIlegibleError {
  override name = 'TipoNoEmitidoError';
}

const optionalAmount = (node: XmlNode | undefined, name: string): number => (leaf(node, name) ? amount(node, name) : 0);

function impuestoOf(node: XmlNode): ImpuestoLeido {
  return {
    codigo: Number(leaf(node, 'codigo')),
    codigoPorcentaje: Number(leaf(node, 'codigoPorcentaje')),
    tarifa: optionalAmount(node, 'tarifa'),
    baseImponible: amount(node, 'baseImponible'),
    valor: amount(node, 'valor'),
  };
}

function lineasOf(root: XmlNode): LineaLeida[] {
  return elements(element(root, 'detalles'), 'detalle').map((detalle) => ({
    codigo: leaf(detalle, 'codigoPrincipal') || leaf(detalle, 'codigoInterno'),
    descripcion: leaf(detalle, 'descripcion'),
    cantidad: amount(detalle, 'cantidad'),
    precioUnitario: amount(detalle, 'precioUnitario'),
    descuento: optionalAmount(detalle, 'descuento'),
    precioTotalSinImpuesto: amount(detalle, 'precioTotalSinImpuesto'),
    impuestos: elements(element(detalle, 'impuestos'), 'impuesto').map(impuestoOf),
  }));
}

/** The counterpart's fields by the names each info block gives them. */
function contraparteOf(root: XmlNode, info: XmlNode, codDoc: string): DocumentoEmitidoLeido['contraparte'] {
  if (codDoc === '07') {
    return {
      tipoIdentificacion: leaf(info, 'tipoIdentificacionSujetoRetenido'),
      identificacion: leaf(info, 'identificacionSujetoRetenido'),
      razonSocial: leaf(info, 'razonSocialSujetoRetenido'),
      direccion: '',
    };
  }
  if (codDoc === '03') {
    return {
      tipoIdentificacion: leaf(info, 'tipoIdentificacionProveedor'),
      identificacion: leaf(info, 'identificacionProveedor'),
      razonSocial: leaf(info, 'razonSocialProveedor'),
      direccion: leaf(info, 'direccionProveedor'),
    };
  }
  if (codDoc === '06') {
    const destinatario = element(element(root, 'destinatarios'), 'destinatario');
    return {
      tipoIdentificacion: '',
      identificacion: leaf(destinatario, 'identificacionDestinatario'),
      razonSocial: leaf(destinatario, 'razonSocialDestinatario'),
      direccion: leaf(destinatario, 'dirDestinatario'),
    };
  }
  return {
    tipoIdentificacion: leaf(info, 'tipoIdentificacionComprador'),
    identificacion: leaf(info, 'identificacionComprador'),
    razonSocial: leaf(info, 'razonSocialComprador'),
    direccion: leaf(info, 'direccionComprador'),
  };
}

/** importeTotal, valorModificacion (NC), valorTotal (ND); a retención's withheld total; 0 for a guía. */
function importeOf(root: XmlNode, info: XmlNode, codDoc: string): number {
  if (codDoc === '04') return amount(info, 'valorModificacion');
  if (codDoc === '05') return amount(info, 'valorTotal');
  if (codDoc === '06') return 0;
  if (codDoc === '07') {
    const docs = elements(element(root, 'docsSustento'), 'docSustento');
    const retenciones = docs.flatMap((doc) => elements(element(doc, 'retenciones'), 'retencion'));
    return sumMoney(retenciones.map((retencion) => amount(retencion, 'valorRetenido')));
  }
  return amount(info, 'importeTotal');
}

function docModificadoOf(info: XmlNode, codDoc: string): DocumentoEmitidoLeido['docModificado'] {
  if (codDoc !== '04' && codDoc !== '05') return null;
  return {
    codDoc: leaf(info, 'codDocModificado'),
    numero: leaf(info, 'numDocModificado'),
    fechaEmision: leaf(info, 'fechaEmisionDocSustento'),
    motivo: leaf(info, 'motivo'),
  };
}

/** Reads a signed comprobante of any of the six types; a ComprobanteIlegibleError for anything else. */
export function readDocumentoEmitido(xml: string): DocumentoEmitidoLeido {
  const root = readXml(xml);
  const kind = ROOTS[root.localName ?? ''];
  if (!kind) throw new TipoNoEmitidoError(`${root.localName} no es un comprobante electrónico`);
  const tributaria = element(root, 'infoTributaria');
  const info = element(root, kind.info);
  if (!tributaria || !info) throw new ComprobanteIlegibleError(`faltan infoTributaria o ${kind.info}`);
  const codDoc = leaf(tributaria, 'codDoc');
  if (codDoc !== kind.codDoc) throw new ComprobanteIlegibleError(`codDoc ${codDoc} en una ${root.localName}`);
  const totales =
    codDoc === '05'
      ? elements(element(info, 'impuestos'), 'impuesto')
      : elements(element(info, 'totalConImpuestos'), 'totalImpuesto');
  return {
    codDoc,
    claveAcceso: leaf(tributaria, 'claveAcceso'),
    ambiente: leaf(tributaria, 'ambiente'),
    ruc: leaf(tributaria, 'ruc'),
    estab: leaf(tributaria, 'estab'),
    ptoEmi: leaf(tributaria, 'ptoEmi'),
    secuencial: leaf(tributaria, 'secuencial'),
    fechaEmision: leaf(info, codDoc === '06' ? 'fechaIniTransporte' : 'fechaEmision'),
    dirEstablecimiento: leaf(info, 'dirEstablecimiento') || leaf(tributaria, 'dirMatriz'),
    contraparte: contraparteOf(root, info, codDoc),
    totalSinImpuestos: optionalAmount(info, 'totalSinImpuestos'),
    totalDescuento: optionalAmount(info, 'totalDescuento'),
    importeTotal: importeOf(root, info, codDoc),
    totalImpuestos: totales.map(impuestoOf),
    lineas: codDoc === '01' || codDoc === '03' || codDoc === '04' ? lineasOf(root) : [],
    pagos: elements(element(info, 'pagos'), 'pago').map((pago) => ({
      formaPago: leaf(pago, 'formaPago'),
      total: amount(pago, 'total'),
      ...(leaf(pago, 'plazo') ? { plazo: amount(pago, 'plazo') } : {}),
      ...(leaf(pago, 'unidadTiempo') ? { unidadTiempo: leaf(pago, 'unidadTiempo') } : {}),
    })),
    infoAdicional: elements(element(root, 'infoAdicional'), 'campoAdicional').map((campo) => ({
      nombre: campo.getAttribute('nombre') ?? '',
      valor: textOf(campo),
    })),
    docModificado: docModificadoOf(info, codDoc),
  };
}
