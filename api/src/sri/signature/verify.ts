import { createHash, X509Certificate } from 'node:crypto';
import type { Element } from '@xmldom/xmldom';
import forge from 'node-forge';
import { SignedXml } from 'xml-crypto';
import {
  ALG_ENVELOPED,
  ALG_RSA_SHA1,
  childElements,
  descendants,
  lastElementChild,
  NS_DS,
  NS_ETSI,
  parseXml,
  TYPE_SIGNED_PROPERTIES,
} from './dom';

/**
 * Verifies a signed comprobante the way SRI's validator judges it: the XML-DSig core check by
 * xml-crypto (every reference digest and the RSA value), plus the XAdES-BES points SRI relies on:
 * the signature is the root's last child and signs `#comprobante`, SignedProperties is signed, the
 * CertDigest and IssuerSerial describe the KeyInfo certificate, RSAKeyValue matches it, the
 * certificate allows digital signatures and was valid at SigningTime.
 */
export interface SignatureVerification {
  valid: boolean;
  /** Why not, in Spanish (used as informacionAdicional of error 39). */
  reason?: string;
  certificate?: X509Certificate;
  signingTime?: string;
}

const text = (element: Element | undefined) => element?.textContent?.trim() ?? '';

function firstDescendant(node: Element, namespace: string, localName: string): Element | undefined {
  return descendants(node, namespace, localName)[0];
}

function invalid(reason: string, extra: Partial<SignatureVerification> = {}): SignatureVerification {
  return { valid: false, reason, ...extra };
}

function unsignedBigEndian(base64: string): Buffer {
  const bytes = Buffer.from(base64, 'base64');
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  return bytes.subarray(start);
}

export function verifySignedXml(xml: string): SignatureVerification {
  let root: Element;
  try {
    root = parseXml(xml).documentElement!;
  } catch (error) {
    return invalid(`XML mal formado: ${(error as Error).message}`);
  }
  const signatures = descendants(root, NS_DS, 'Signature');
  if (signatures.length !== 1) return invalid('El comprobante debe tener exactamente una firma');
  const signature = signatures[0]!;
  if (lastElementChild(root) !== signature) return invalid('La firma debe ser el último elemento del comprobante');

  const signedInfo = childElements(signature, NS_DS, 'SignedInfo')[0];
  if (!signedInfo) return invalid('Falta SignedInfo');
  const signatureMethod = childElements(signedInfo, NS_DS, 'SignatureMethod')[0]?.getAttribute('Algorithm');
  if (signatureMethod !== ALG_RSA_SHA1) return invalid('El algoritmo de firma debe ser RSA-SHA1');

  const certificateBase64 = text(firstDescendant(signature, NS_DS, 'X509Certificate')).replace(/\s+/g, '');
  if (!certificateBase64) return invalid('Falta el certificado en KeyInfo');
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(certificateBase64, 'base64'));
  } catch {
    return invalid('El certificado de KeyInfo no se puede leer');
  }

  // XML-DSig core validation: references and signature value.
  const signed = new SignedXml({ publicCert: certificate.toString() });
  try {
    signed.loadSignature(signature.toString());
    if (!signed.checkSignature(xml))
      return invalid('Firma inválida (firma y/o certificados alterados)', { certificate });
  } catch (error) {
    return invalid(`Firma inválida: ${(error as Error).message}`, { certificate });
  }

  const references = childElements(signedInfo, NS_DS, 'Reference');
  const rootId = root.getAttribute('id');
  const documentReference = references.find((reference) => reference.getAttribute('URI') === `#${rootId}`);
  const transforms = documentReference ? descendants(documentReference, NS_DS, 'Transform') : [];
  if (!rootId || !documentReference || !transforms.some((t) => t.getAttribute('Algorithm') === ALG_ENVELOPED)) {
    return invalid('La firma no cubre el comprobante', { certificate });
  }
  const propertiesReference = references.find((reference) => reference.getAttribute('Type') === TYPE_SIGNED_PROPERTIES);
  const signedProperties = firstDescendant(signature, NS_ETSI, 'SignedProperties');
  if (
    !propertiesReference ||
    !signedProperties ||
    propertiesReference.getAttribute('URI') !== `#${signedProperties.getAttribute('Id')}`
  ) {
    return invalid('Las propiedades firmadas (XAdES) no están firmadas', { certificate });
  }
  const qualifying = firstDescendant(signature, NS_ETSI, 'QualifyingProperties');
  if (!qualifying || qualifying.getAttribute('Target') !== `#${signature.getAttribute('Id')}`) {
    return invalid('QualifyingProperties no apunta a la firma', { certificate });
  }
  const keyInfo = childElements(signature, NS_DS, 'KeyInfo')[0];
  const keyInfoId = keyInfo?.getAttribute('Id');
  if (!keyInfoId || !references.some((reference) => reference.getAttribute('URI') === `#${keyInfoId}`)) {
    return invalid('KeyInfo no está firmado', { certificate });
  }

  const certDigest = text(firstDescendant(signedProperties, NS_DS, 'DigestValue'));
  if (certDigest !== createHash('sha1').update(certificate.raw).digest('base64')) {
    return invalid('El resumen del certificado (CertDigest) no corresponde al certificado', { certificate });
  }
  const serial = text(firstDescendant(signedProperties, NS_DS, 'X509SerialNumber'));
  if (serial !== BigInt(`0x${certificate.serialNumber}`).toString(10)) {
    return invalid('El número de serie del certificado no coincide', { certificate });
  }
  const issuerName = text(firstDescendant(signedProperties, NS_DS, 'X509IssuerName'));
  if (!sameIssuer(issuerName, certificate.issuer)) {
    return invalid('X509IssuerName no corresponde al emisor del certificado', { certificate });
  }
  const jwk = certificate.publicKey.export({ format: 'jwk' });
  const modulus = text(firstDescendant(keyInfo!, NS_DS, 'Modulus'));
  const exponent = text(firstDescendant(keyInfo!, NS_DS, 'Exponent'));
  if (
    !unsignedBigEndian(modulus).equals(Buffer.from(jwk.n ?? '', 'base64url')) ||
    !unsignedBigEndian(exponent).equals(Buffer.from(jwk.e ?? '', 'base64url'))
  ) {
    return invalid('RSAKeyValue no corresponde al certificado', { certificate });
  }
  if (!allowsDigitalSignature(certificate)) {
    return invalid('El certificado no es del tipo firma digital', { certificate });
  }
  const signingTime = text(firstDescendant(signedProperties, NS_ETSI, 'SigningTime'));
  const signedAt = Date.parse(signingTime);
  if (Number.isNaN(signedAt)) return invalid('SigningTime inválido', { certificate });
  if (signedAt < Date.parse(certificate.validFrom) || signedAt > Date.parse(certificate.validTo)) {
    return invalid('La fecha de firma no esta dentro del periodo de validez del certificado firmante', {
      certificate,
      signingTime,
    });
  }
  return { valid: true, certificate, signingTime };
}

/**
 * Compares an RFC 4514 issuer name with node's multi-line rendering by attribute values. MITyC
 * (SRI's validator) cannot read the `E=` keyword, so it is refused outright.
 */
function sameIssuer(rfc4514: string, nodeIssuer: string): boolean {
  const parts = rfc4514.split(/(?<!\\),/);
  if (parts.some((part) => /^\s*E=/i.test(part))) return false;
  const values = (list: string[]) =>
    list
      .map((part) =>
        part
          .slice(part.indexOf('=') + 1)
          .replace(/\\(.)/g, '$1')
          .trim(),
      )
      .sort()
      .join('|');
  return values(parts) === values(nodeIssuer.split('\n'));
}

/** keyUsage digitalSignature; a certificate without the extension is unrestricted. */
function allowsDigitalSignature(certificate: X509Certificate): boolean {
  const parsed = forge.pki.certificateFromAsn1(forge.asn1.fromDer(certificate.raw.toString('binary')));
  const usage = parsed.getExtension('keyUsage') as { digitalSignature?: boolean } | undefined;
  return !usage || usage.digitalSignature === true;
}
