import { type LiteNode, parseLiteXml } from '../signature/lite-dom';
import { XmlParseError } from '../signature/xml-parse-error';
import { comprobanteText } from '../soap/messages';

/** What a received comprobanteRetencion (1.0.0 or 2.0.0) says, read from its signed XML. */
export interface RetencionLeida {
  claveAcceso: string;
  codDoc: string;
  ambiente: string;
  estab: string;
  ptoEmi: string;
  secuencial: string;
  /** dd/mm/aaaa */
  fechaEmision: string;
  periodoFiscal: string;
  rucAgente: string;
  razonSocialAgente: string;
  identificacionSujetoRetenido: string;
  docsSustento: {
    codDocSustento: string;
    /** 15 digits. */
    numDocSustento: string;
    /** dd/mm/aaaa */
    fechaEmisionDocSustento: string;
    retenciones: {
      codigo: string;
      codigoRetencion: string;
      baseImponible: number;
      porcentaje: number;
      valor: number;
    }[];
  }[];
}

/** The authorized envelope's data when the file had one (`<autorizacion>`), and the signed comprobante. */
export interface RetencionArchivo {
  comprobante: string;
  estado?: string;
  numeroAutorizacion?: string;
  fechaAutorizacion?: string;
}

export class RetencionIlegibleError extends Error {
  override name = 'RetencionIlegibleError';
}

export const elements = (node: LiteNode | undefined, localName: string) =>
  (node?.childNodes ?? []).filter((child) => child.nodeType === 1 && child.localName === localName);
export const element = (node: LiteNode | undefined, localName: string) => elements(node, localName)[0];
const text = (node: LiteNode | undefined) =>
  (node?.childNodes ?? [])
    .map((child) => (child.nodeType === 3 ? (child.data ?? '') : ''))
    .join('')
    .trim();
export const leaf = (node: LiteNode | undefined, localName: string) => text(element(node, localName));
export const amount = (node: LiteNode | undefined, localName: string) => {
  const value = Number(leaf(node, localName));
  if (!Number.isFinite(value)) throw new RetencionIlegibleError(`${localName} no es un número`);
  return value;
};

/** Parses a received document; unreadable XML is a RetencionIlegibleError. */
export function parse(xml: string): LiteNode {
  try {
    return parseLiteXml(xml);
  } catch (error) {
    if (error instanceof XmlParseError) throw new RetencionIlegibleError(error.message);
    throw error;
  }
}

/**
 * The signed comprobante of an authorized file: an `<autorizacion>` (as the SRI's portal and this
 * API deliver it, also inside its SOAP answer) or the bare signed comprobante.
 */
export function unwrapAuthorizedFile(xml: string): RetencionArchivo {
  const cleaned = xml.replace(/^\uFEFF/, '').trim();
  const root = parse(cleaned);
  const autorizacion = root.localName === 'autorizacion' ? root : findDescendant(root, 'autorizacion');
  if (!autorizacion) return { comprobante: cleaned };
  const match = /<comprobante>([\s\S]*)<\/comprobante>/.exec(cleaned);
  if (!match) throw new RetencionIlegibleError('la autorización no trae el comprobante');
  return {
    comprobante: comprobanteText(match[1]!),
    estado: leaf(autorizacion, 'estado') || undefined,
    numeroAutorizacion: leaf(autorizacion, 'numeroAutorizacion') || undefined,
    fechaAutorizacion: leaf(autorizacion, 'fechaAutorizacion') || undefined,
  };
}

function findDescendant(node: LiteNode, localName: string): LiteNode | undefined {
  for (const child of node.childNodes) {
    if (child.nodeType !== 1) continue;
    if (child.localName === localName) return child;
    const found = findDescendant(child, localName);
    if (found) return found;
  }
  return undefined;
}

/** Reads a signed comprobanteRetencion; throws RetencionIlegibleError when it is not one. */
export function readComprobanteRetencion(xml: string): RetencionLeida {
  const root = parse(xml);
  if (root.localName !== 'comprobanteRetencion') throw new RetencionIlegibleError('no es un comprobanteRetencion');
  const info = element(root, 'infoTributaria');
  const comp = element(root, 'infoCompRetencion');
  if (!info || !comp) throw new RetencionIlegibleError('faltan infoTributaria o infoCompRetencion');
  const docs = elements(element(root, 'docsSustento'), 'docSustento');
  if (docs.length === 0) throw new RetencionIlegibleError('sin docsSustento (versión 2.0.0)');
  return {
    claveAcceso: leaf(info, 'claveAcceso'),
    codDoc: leaf(info, 'codDoc'),
    ambiente: leaf(info, 'ambiente'),
    estab: leaf(info, 'estab'),
    ptoEmi: leaf(info, 'ptoEmi'),
    secuencial: leaf(info, 'secuencial'),
    fechaEmision: leaf(comp, 'fechaEmision'),
    periodoFiscal: leaf(comp, 'periodoFiscal'),
    rucAgente: leaf(info, 'ruc'),
    razonSocialAgente: leaf(info, 'razonSocial'),
    identificacionSujetoRetenido: leaf(comp, 'identificacionSujetoRetenido'),
    docsSustento: docs.map((doc) => ({
      codDocSustento: leaf(doc, 'codDocSustento'),
      numDocSustento: leaf(doc, 'numDocSustento'),
      fechaEmisionDocSustento: leaf(doc, 'fechaEmisionDocSustento'),
      retenciones: elements(element(doc, 'retenciones'), 'retencion').map((item) => ({
        codigo: leaf(item, 'codigo'),
        codigoRetencion: leaf(item, 'codigoRetencion'),
        baseImponible: amount(item, 'baseImponible'),
        porcentaje: amount(item, 'porcentajeRetener'),
        valor: amount(item, 'valorRetenido'),
      })),
    })),
  };
}
