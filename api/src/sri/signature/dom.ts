import { DOMParser, type Document, type Element, type Node } from '@xmldom/xmldom';
import { C14nCanonicalization } from 'xml-crypto';
import type { LiteNode } from './lite-dom';
import { XmlParseError } from './xml-parse-error';

export const NS_DS = 'http://www.w3.org/2000/09/xmldsig#';
export const NS_ETSI = 'http://uri.etsi.org/01903/v1.3.2#';
export const ALG_C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
export const ALG_RSA_SHA1 = 'http://www.w3.org/2000/09/xmldsig#rsa-sha1';
export const ALG_SHA1 = 'http://www.w3.org/2000/09/xmldsig#sha1';
export const ALG_ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
export const TYPE_SIGNED_PROPERTIES = 'http://uri.etsi.org/01903#SignedProperties';

export { XmlParseError } from './xml-parse-error';

/**
 * Parses XML, refusing anything not well-formed (xmldom otherwise recovers from some errors). Line
 * ends are normalised as XML 1.0 says (CRLF and CR to LF); xmldom's default also turns U+0085,
 * U+2028 and U+2029 into LF, an XML 1.1 rule that libxml2 and SRI's Java validator do not apply.
 */
export function parseXml(xml: string): Document {
  const parser = new DOMParser({
    normalizeLineEndings: (input) => input.replace(/\r\n?/g, '\n'),
    onError: (level, message) => {
      if (level !== 'warning') throw new XmlParseError(message);
    },
  });
  return parser.parseFromString(xml, 'text/xml');
}

const canonicalizer = new C14nCanonicalization();

/** Inclusive C14N 1.0 of a node, with the namespaces its ancestors put in scope. */
export function canonicalize(node: Node | LiteNode, inScope: { prefix: string; namespaceURI: string }[] = []): string {
  // xml-crypto types its nodes with the DOM lib's Node; xmldom's nodes are what it walks at run time.
  return canonicalizer.process(node as never, { ancestorNamespaces: inScope });
}

export const SIGNATURE_NAMESPACES = [
  { prefix: 'ds', namespaceURI: NS_DS },
  { prefix: 'etsi', namespaceURI: NS_ETSI },
];

export function firstElementChild(node: Node): Element | null {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 1) return child as Element;
  }
  return null;
}

export function lastElementChild(node: Node): Element | null {
  for (let child = node.lastChild; child; child = child.previousSibling) {
    if (child.nodeType === 1) return child as Element;
  }
  return null;
}

export function childElements(node: Node, namespaceURI: string, localName: string): Element[] {
  const found: Element[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (
      child.nodeType === 1 &&
      (child as Element).namespaceURI === namespaceURI &&
      (child as Element).localName === localName
    ) {
      found.push(child as Element);
    }
  }
  return found;
}

/** Elements of a namespace and local name anywhere below `node`. */
export function descendants(node: Node, namespaceURI: string, localName: string): Element[] {
  return Array.from((node as Element).getElementsByTagNameNS(namespaceURI, localName)) as Element[];
}
