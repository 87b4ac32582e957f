/** The XML is not well-formed (or uses a feature the SRI documents never need). */
export class XmlParseError extends Error {
  override name = 'XmlParseError';
}
