import { createHash, randomInt, sign } from 'node:crypto';
import { formatFechaHoraSri } from '@facturador/shared/domain';
import type { SigningCertificate } from '../certificate';
import { escapeAttribute, escapeText } from '../xml/text';
import {
  ALG_C14N,
  ALG_ENVELOPED,
  ALG_RSA_SHA1,
  ALG_SHA1,
  canonicalize,
  NS_DS,
  NS_ETSI,
  SIGNATURE_NAMESPACES,
  TYPE_SIGNED_PROPERTIES,
} from './dom';
import { type LiteNode, parseLiteXml } from './lite-dom';

/**
 * XAdES-BES enveloped signature as SRI wants it (SRI-NOTES §3): RSA-SHA1, SHA-1 digests, inclusive
 * C14N 1.0, three references (SignedProperties with its Type, KeyInfo, `#comprobante` with the
 * enveloped transform). Every digest is taken over the canonical form produced by xml-crypto's
 * canonicalizer (walking the light DOM of lite-dom.ts), never over hand-written strings; RSA runs in
 * node:crypto. The signature is the root's last child; nothing else in the text changes.
 */
export class SignatureError extends Error {
  override name = 'SignatureError';
}

export interface SignXmlOptions {
  /** SigningTime; default now. */
  signingTime?: Date;
}

const SIGNATURE_OPEN = `<ds:Signature xmlns:ds="${NS_DS}" xmlns:etsi="${NS_ETSI}"`;

/** Parses a fragment where it will live (inside ds:Signature) and canonicalizes it. */
function canonicalFragment(fragment: string): string {
  const wrapper = parseLiteXml(`${SIGNATURE_OPEN}>${fragment}</ds:Signature>`);
  return canonicalize(wrapper.childNodes[0]!, SIGNATURE_NAMESPACES);
}

const sha1Base64 = (text: string) => createHash('sha1').update(text, 'utf8').digest('base64');

interface KeyMaterial {
  keyInfoId: string;
  keyInfo: string;
  keyInfoDigest: string;
  issuerName: string;
}

// KeyInfo depends only on the certificate: built, canonicalized and digested once per key.
const keyMaterialCache = new WeakMap<SigningCertificate, KeyMaterial>();

function keyMaterial(certificate: SigningCertificate): KeyMaterial {
  let material = keyMaterialCache.get(certificate);
  if (!material) {
    const keyInfoId = `Certificate${certificate.fingerprint.slice(0, 10)}`;
    const keyInfo =
      `<ds:KeyInfo Id="${keyInfoId}">` +
      `<ds:X509Data><ds:X509Certificate>${certificate.certificateBase64}</ds:X509Certificate></ds:X509Data>` +
      `<ds:KeyValue><ds:RSAKeyValue><ds:Modulus>${certificate.modulusBase64}</ds:Modulus>` +
      `<ds:Exponent>${certificate.exponentBase64}</ds:Exponent></ds:RSAKeyValue></ds:KeyValue>` +
      '</ds:KeyInfo>';
    material = {
      keyInfoId,
      keyInfo,
      keyInfoDigest: sha1Base64(canonicalFragment(keyInfo)),
      issuerName: escapeText(certificate.issuerName),
    };
    keyMaterialCache.set(certificate, material);
  }
  return material;
}

function reference(attributes: string, digest: string, transforms = ''): string {
  return (
    `<ds:Reference ${attributes}>${transforms}` +
    `<ds:DigestMethod Algorithm="${ALG_SHA1}"/><ds:DigestValue>${digest}</ds:DigestValue></ds:Reference>`
  );
}

function containsSignature(element: LiteNode): boolean {
  return element.childNodes.some(
    (child) =>
      child.nodeType === 1 &&
      ((child.namespaceURI === NS_DS && child.localName === 'Signature') || containsSignature(child)),
  );
}

/** Signs an unsigned factura / notaCredito (root `id="comprobante"`); returns the signed XML text. */
export function signXml(xml: string, certificate: SigningCertificate, options: SignXmlOptions = {}): string {
  const root = parseLiteXml(xml);
  const rootId = root.getAttribute('id');
  if (!rootId) throw new SignatureError('El elemento raíz no tiene id="comprobante"');
  if (xml.includes('Signature') && containsSignature(root)) throw new SignatureError('El comprobante ya está firmado');
  const closing = `</${root.tagName}>`;
  const closingAt = xml.lastIndexOf(closing);
  if (closingAt < 0 || xml.slice(closingAt + closing.length).trim() !== '') {
    throw new SignatureError('No se encontró el cierre del elemento raíz');
  }

  const material = keyMaterial(certificate);
  const n = randomInt(100_000, 1_000_000);
  const signatureId = `Signature${n}`;
  const signedPropertiesId = `${signatureId}-SignedProperties${randomInt(100_000, 1_000_000)}`;
  const comprobanteReferenceId = `Reference-ID-${randomInt(100_000, 1_000_000)}`;

  const documentDigest = sha1Base64(canonicalize(root));

  const signedProperties =
    `<etsi:SignedProperties Id="${signedPropertiesId}">` +
    '<etsi:SignedSignatureProperties>' +
    `<etsi:SigningTime>${formatFechaHoraSri(options.signingTime ?? new Date())}</etsi:SigningTime>` +
    '<etsi:SigningCertificate><etsi:Cert><etsi:CertDigest>' +
    `<ds:DigestMethod Algorithm="${ALG_SHA1}"/><ds:DigestValue>${certificate.certificateSha1Base64}</ds:DigestValue>` +
    '</etsi:CertDigest><etsi:IssuerSerial>' +
    `<ds:X509IssuerName>${material.issuerName}</ds:X509IssuerName>` +
    `<ds:X509SerialNumber>${certificate.serialNumber}</ds:X509SerialNumber>` +
    '</etsi:IssuerSerial></etsi:Cert></etsi:SigningCertificate>' +
    '</etsi:SignedSignatureProperties>' +
    '<etsi:SignedDataObjectProperties>' +
    `<etsi:DataObjectFormat ObjectReference="#${comprobanteReferenceId}">` +
    '<etsi:Description>contenido comprobante</etsi:Description><etsi:MimeType>text/xml</etsi:MimeType>' +
    '</etsi:DataObjectFormat></etsi:SignedDataObjectProperties>' +
    '</etsi:SignedProperties>';

  const signedInfo =
    `<ds:SignedInfo Id="Signature-SignedInfo${n}">` +
    `<ds:CanonicalizationMethod Algorithm="${ALG_C14N}"/>` +
    `<ds:SignatureMethod Algorithm="${ALG_RSA_SHA1}"/>` +
    reference(
      `Id="SignedPropertiesID${n}" Type="${TYPE_SIGNED_PROPERTIES}" URI="#${signedPropertiesId}"`,
      sha1Base64(canonicalFragment(signedProperties)),
    ) +
    reference(`URI="#${material.keyInfoId}"`, material.keyInfoDigest) +
    reference(
      `Id="${comprobanteReferenceId}" URI="#${escapeAttribute(rootId)}"`,
      documentDigest,
      `<ds:Transforms><ds:Transform Algorithm="${ALG_ENVELOPED}"/></ds:Transforms>`,
    ) +
    '</ds:SignedInfo>';

  const signatureValue = sign('RSA-SHA1', Buffer.from(canonicalFragment(signedInfo), 'utf8'), certificate.privateKey);

  const signature =
    `${SIGNATURE_OPEN} Id="${signatureId}">` +
    signedInfo +
    `<ds:SignatureValue Id="SignatureValue${n}">${signatureValue.toString('base64')}</ds:SignatureValue>` +
    material.keyInfo +
    `<ds:Object Id="${signatureId}-Object${randomInt(100_000, 1_000_000)}">` +
    `<etsi:QualifyingProperties Target="#${signatureId}">${signedProperties}</etsi:QualifyingProperties>` +
    '</ds:Object></ds:Signature>';

  return xml.slice(0, closingAt) + signature + xml.slice(closingAt);
}
