export { NS_DS } from './dom';
export { createSigningKeyCache, type SigningKeyCache } from './key-cache';
export { type SignatureVerification, verifySignedXml } from './verify';
export { SignatureError, type SignXmlOptions, signComprobante, signXml } from './xades';
export { XmlParseError } from './xml-parse-error';
