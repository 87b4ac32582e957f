import { type LiteNode, parseLiteXml } from '../signature/lite-dom';
import { XmlParseError } from '../signature/xml-parse-error';

/**
 * The one way to read an SRI document's XML (authorized facturas, retenciones, compras, SOAP
 * envelopes, the simulator's checks): the signer's strict, namespace-aware parser behind a reader's
 * API, so nobody else reaches into `sri/signature/`.
 */
export type XmlNode = LiteNode;

/** The XML is not well-formed, or not the document the reader expected. */
export class ComprobanteIlegibleError extends Error {
  override name = 'ComprobanteIlegibleError';
}

/** Parses a whole document and returns its root element; malformed XML is a ComprobanteIlegibleError. */
export function readXml(xml: string): XmlNode {
  try {
    return parseLiteXml(xml);
  } catch (error) {
    if (error instanceof XmlParseError) throw new ComprobanteIlegibleError(error.message);
    throw error;
  }
}

/** The child elements called `localName` (any namespace). */
export const elements = (node: XmlNode | undefined, localName: string): XmlNode[] =>
  (node?.childNodes ?? []).filter((child) => child.nodeType === 1 && child.localName === localName);

export const element = (node: XmlNode | undefined, localName: string): XmlNode | undefined =>
  elements(node, localName)[0];

/** The node's own text (its text children joined), trimmed. */
export const textOf = (node: XmlNode | undefined): string =>
  (node?.childNodes ?? [])
    .map((child) => (child.nodeType === 3 ? (child.data ?? '') : ''))
    .join('')
    .trim();

/** The text of the child element called `localName`; '' when it is missing. */
export const leaf = (node: XmlNode | undefined, localName: string): string => textOf(element(node, localName));

/** The number in the child element called `localName`; a ComprobanteIlegibleError when it is not one. */
export const amount = (node: XmlNode | undefined, localName: string): number => {
  const value = Number(leaf(node, localName));
  if (!Number.isFinite(value)) throw new ComprobanteIlegibleError(`${localName} no es un número`);
  return value;
};

/** The first element called `localName` below `node`, depth first. */
export function findDescendant(node: XmlNode, localName: string): XmlNode | undefined {
  for (const child of node.childNodes) {
    if (child.nodeType !== 1) continue;
    if (child.localName === localName) return child;
    const found = findDescendant(child, localName);
    if (found) return found;
  }
  return undefined;
}
