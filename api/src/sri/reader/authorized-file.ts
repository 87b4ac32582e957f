import { comprobanteText } from '../soap/messages';
import { ComprobanteIlegibleError, findDescendant, leaf, readXml } from './xml-reader';

/** The authorized envelope's data when the file had one (`<autorizacion>`), and the signed comprobante. */
export interface ArchivoAutorizado {
  comprobante: string;
  estado?: string;
  numeroAutorizacion?: string;
  fechaAutorizacion?: string;
}

/**
 * The signed comprobante of an authorized file: an `<autorizacion>` (as the SRI's portal and this
 * API deliver it, also inside its SOAP answer) or the bare signed comprobante.
 */
export function unwrapAuthorizedFile(xml: string): ArchivoAutorizado {
  const cleaned = xml.replace(/^\uFEFF/, '').trim();
  const root = readXml(cleaned);
  const autorizacion = root.localName === 'autorizacion' ? root : findDescendant(root, 'autorizacion');
  if (!autorizacion) return { comprobante: cleaned };
  const match = /<comprobante>([\s\S]*)<\/comprobante>/.exec(cleaned);
  if (!match) throw new ComprobanteIlegibleError('la autorización no trae el comprobante');
  return {
    comprobante: comprobanteText(match[1]!),
    estado: leaf(autorizacion, 'estado') || undefined,
    numeroAutorizacion: leaf(autorizacion, 'numeroAutorizacion') || undefined,
    fechaAutorizacion: leaf(autorizacion, 'fechaAutorizacion') || undefined,
  };
}
