import { ComprobanteIlegibleError, readXml, type XmlNode } from '../src/sri/reader';
import { HttpError } from './http';

const childElement = (node: XmlNode | undefined, localName: string) =>
  node?.childNodes.find((child) => child.nodeType === 1 && child.localName === localName);

/**
 * The payload element of a SOAP request body, or throws (answered as a SOAP Fault). The envelope is
 * parsed whole and strictly (well-formed, namespaces declared) with the parser the checks use: a
 * fraction of a general parser's time on the ~10 KB of base64 every reception carries.
 */
export function operationArgument(body: string, operation: string, argument: string): string | undefined {
  let envelope: XmlNode;
  try {
    envelope = readXml(body);
  } catch (error) {
    if (!(error instanceof ComprobanteIlegibleError)) throw error;
    throw new HttpError(500, `Unmarshalling Error: ${error.message}`);
  }
  const content =
    envelope.localName === 'Envelope' ? childElement(childElement(envelope, 'Body'), operation) : undefined;
  if (content === undefined) throw new HttpError(500, `Operación no encontrada: se esperaba ${operation}`);
  const value = childElement(content, argument);
  // An argument with elements inside is no text: as if it were missing.
  if (!value || value.childNodes.some((child) => child.nodeType === 1)) return undefined;
  return value.childNodes
    .map((child) => child.data ?? '')
    .join('')
    .trim();
}
