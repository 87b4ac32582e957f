import { createHash, randomInt, sign } from 'node:crypto';
import { formatFechaHoraSri } from '@facturador/shared/domain';
import type { SigningCertificate } from '../certificate';
import { escapeAttribute, escapeCanonicalText } from '../xml/text';
import { canonicalRoot } from './canonical-root';
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
 * enveloped transform). Every digest is taken over canonical octets, never over arbitrary text:
 * - the comprobante: when canonical-root.ts proves the root is already in C14N form (what our
 *   builders emit), its text is those octets; any other XML goes through xml-crypto's C14N;
 * - SignedInfo, SignedProperties and KeyInfo are written by us directly in C14N form, the namespace
 *   declarations they inherit from ds:Signature included; if the root declares namespaces of its
 *   own (they are inherited too), xml-crypto canonicalizes them in that context instead.
 * RSA runs in node:crypto. The signature is the root's last child; nothing else in the text changes.
 */
export class SignatureError extends Error {
  override name = 'SignatureError';
}

export interface SignXmlOptions {
  /** SigningTime; default now. */
  signingTime?: Date;
}

export interface SignComprobanteOptions extends SignXmlOptions {
  /** Canonicalize with xml-crypto even when the text is already canonical (tests, benchmarks). */
  fullC14n?: boolean;
}

/** A signed comprobante and the exact octets behind its digests and its signature value. */
export interface SignedComprobante {
  xml: string;
  /** `canonical`: the root's text was proven canonical and digested as is; `c14n`: xml-crypto's C14N. */
  path: 'canonical' | 'c14n';
  canonical: { comprobante: string; signedProperties: string; keyInfo: string; signedInfo: string };
}

interface Namespace {
  prefix: string;
  namespaceURI: string;
}

const SIGNATURE_DECLARATIONS = ` xmlns:ds="${NS_DS}" xmlns:etsi="${NS_ETSI}"`;

/** What signing needs from the comprobante. */
interface Comprobante {
  path: SignedComprobante['path'];
  /** C14N of the root: what the `#id` reference with the enveloped transform digests. */
  canonical: string;
  id: string;
  closingTagAt: number;
  /**
   * Namespaces in scope inside ds:Signature when the root declares some besides ds and etsi (inclusive
   * C14N renders every one of them on SignedInfo, SignedProperties and KeyInfo); null otherwise.
   */
  signatureContext: Namespace[] | null;
}

const NO_ID = 'El elemento raíz no tiene id="comprobante"';

function readCanonical(xml: string): Comprobante | null {
  const root = canonicalRoot(xml);
  if (!root) return null;
  // No prefixes or namespace declarations are allowed there, so it holds no ds:Signature.
  if (!root.id) throw new SignatureError(NO_ID);
  return {
    path: 'canonical',
    canonical: root.canonical,
    id: root.id,
    closingTagAt: root.closingTagAt,
    signatureContext: null,
  };
}

function containsSignature(element: LiteNode): boolean {
  return element.childNodes.some(
    (child) =>
      child.nodeType === 1 &&
      ((child.namespaceURI === NS_DS && child.localName === 'Signature') || containsSignature(child)),
  );
}

function readParsed(xml: string): Comprobante {
  const root = parseLiteXml(xml);
  const id = root.getAttribute('id');
  if (!id) throw new SignatureError(NO_ID);
  if (xml.includes('Signature') && containsSignature(root)) throw new SignatureError('El comprobante ya está firmado');
  // C14N 1.0 copies xml:* attributes of ancestors onto SignedInfo and the rest (xmlsec1 and SRI's
  // validator do, xml-crypto does not): no signature would satisfy both.
  if (root.attributes.some((attribute) => attribute.prefix === 'xml')) {
    throw new SignatureError('El elemento raíz no puede tener atributos xml:*');
  }
  const closing = `</${root.tagName}>`;
  const closingTagAt = xml.lastIndexOf(closing);
  if (closingTagAt < 0 || xml.slice(closingTagAt + closing.length).trim() !== '') {
    throw new SignatureError('No se encontró el cierre del elemento raíz');
  }
  return { path: 'c14n', canonical: canonicalize(root), id, closingTagAt, signatureContext: signatureContext(root) };
}

/** The root's namespace declarations as ds:Signature's children see them (ds and etsi rebound). */
function signatureContext(root: LiteNode): Namespace[] | null {
  const inherited: Namespace[] = [];
  for (const attribute of root.attributes) {
    const prefix = attribute.nodeName === 'xmlns' ? '' : attribute.prefix === 'xmlns' ? attribute.localName! : null;
    // `xmlns=""` declares nothing; ds and etsi are redeclared by ds:Signature.
    if (prefix === null || attribute.value === '' || prefix === 'ds' || prefix === 'etsi') continue;
    inherited.push({ prefix, namespaceURI: attribute.value! });
  }
  return inherited.length === 0 ? null : [...inherited, ...SIGNATURE_NAMESPACES];
}

/** A child of ds:Signature (or below) that a reference or the signature value covers. */
interface Part {
  /** As written in the document, inside ds:Signature. */
  document: string;
  /** Its inclusive C14N as an apex: the namespace declarations in scope are rendered on it. */
  canonical: string;
}

/**
 * `attributes` (` Name="value"` each, in C14N order) and `content` must be canonical already: the
 * tests compare every part with xml-crypto's C14N of it inside the signed document.
 */
function part(tag: string, attributes: string, content: string, context: Namespace[] | null): Part {
  const document = `<${tag}${attributes}>${content}</${tag}>`;
  if (context) {
    const wrapper = parseLiteXml(`<ds:Signature${SIGNATURE_DECLARATIONS}>${document}</ds:Signature>`);
    return { document, canonical: canonicalize(wrapper.childNodes[0]!, context) };
  }
  return { document, canonical: `<${tag}${SIGNATURE_DECLARATIONS}${attributes}>${content}</${tag}>` };
}

const sha1Base64 = (text: string) => createHash('sha1').update(text, 'utf8').digest('base64');

const DIGEST_METHOD = `<ds:DigestMethod Algorithm="${ALG_SHA1}"></ds:DigestMethod>`;

interface KeyMaterial {
  keyInfoId: string;
  keyInfo: Part;
  keyInfoDigest: string;
  issuerName: string;
}

function buildKeyMaterial(certificate: SigningCertificate, context: Namespace[] | null): KeyMaterial {
  const keyInfoId = `Certificate${certificate.fingerprint.slice(0, 10)}`;
  const keyInfo = part(
    'ds:KeyInfo',
    ` Id="${keyInfoId}"`,
    `<ds:X509Data><ds:X509Certificate>${certificate.certificateBase64}</ds:X509Certificate></ds:X509Data>` +
      `<ds:KeyValue><ds:RSAKeyValue><ds:Modulus>${certificate.modulusBase64}</ds:Modulus>` +
      `<ds:Exponent>${certificate.exponentBase64}</ds:Exponent></ds:RSAKeyValue></ds:KeyValue>`,
    context,
  );
  return {
    keyInfoId,
    keyInfo,
    keyInfoDigest: sha1Base64(keyInfo.canonical),
    issuerName: escapeCanonicalText(certificate.issuerName),
  };
}

// KeyInfo depends only on the certificate (and, rarely, on the root's namespaces): built once per key.
const keyMaterialCache = new WeakMap<SigningCertificate, KeyMaterial>();

function keyMaterial(certificate: SigningCertificate, context: Namespace[] | null): KeyMaterial {
  if (context) return buildKeyMaterial(certificate, context);
  let material = keyMaterialCache.get(certificate);
  if (!material) {
    material = buildKeyMaterial(certificate, null);
    keyMaterialCache.set(certificate, material);
  }
  return material;
}

function reference(attributes: string, digest: string, transforms = ''): string {
  return `<ds:Reference${attributes}>${transforms}${DIGEST_METHOD}<ds:DigestValue>${digest}</ds:DigestValue></ds:Reference>`;
}

/** Signs an unsigned factura / notaCredito (root `id="comprobante"`), telling how it was canonicalized. */
export function signComprobante(
  xml: string,
  certificate: SigningCertificate,
  options: SignComprobanteOptions = {},
): SignedComprobante {
  const comprobante = (!options.fullC14n && readCanonical(xml)) || readParsed(xml);
  const context = comprobante.signatureContext;
  const material = keyMaterial(certificate, context);
  const n = randomInt(100_000, 1_000_000);
  const signatureId = `Signature${n}`;
  const signedPropertiesId = `${signatureId}-SignedProperties${randomInt(100_000, 1_000_000)}`;
  const comprobanteReferenceId = `Reference-ID-${randomInt(100_000, 1_000_000)}`;

  const signedProperties = part(
    'etsi:SignedProperties',
    ` Id="${signedPropertiesId}"`,
    '<etsi:SignedSignatureProperties>' +
      `<etsi:SigningTime>${formatFechaHoraSri(options.signingTime ?? new Date())}</etsi:SigningTime>` +
      '<etsi:SigningCertificate><etsi:Cert><etsi:CertDigest>' +
      `${DIGEST_METHOD}<ds:DigestValue>${certificate.certificateSha1Base64}</ds:DigestValue>` +
      '</etsi:CertDigest><etsi:IssuerSerial>' +
      `<ds:X509IssuerName>${material.issuerName}</ds:X509IssuerName>` +
      `<ds:X509SerialNumber>${certificate.serialNumber}</ds:X509SerialNumber>` +
      '</etsi:IssuerSerial></etsi:Cert></etsi:SigningCertificate>' +
      '</etsi:SignedSignatureProperties>' +
      '<etsi:SignedDataObjectProperties>' +
      `<etsi:DataObjectFormat ObjectReference="#${comprobanteReferenceId}">` +
      '<etsi:Description>contenido comprobante</etsi:Description><etsi:MimeType>text/xml</etsi:MimeType>' +
      '</etsi:DataObjectFormat></etsi:SignedDataObjectProperties>',
    context,
  );

  const signedInfo = part(
    'ds:SignedInfo',
    ` Id="Signature-SignedInfo${n}"`,
    `<ds:CanonicalizationMethod Algorithm="${ALG_C14N}"></ds:CanonicalizationMethod>` +
      `<ds:SignatureMethod Algorithm="${ALG_RSA_SHA1}"></ds:SignatureMethod>` +
      reference(
        ` Id="SignedPropertiesID${n}" Type="${TYPE_SIGNED_PROPERTIES}" URI="#${signedPropertiesId}"`,
        sha1Base64(signedProperties.canonical),
      ) +
      reference(` URI="#${material.keyInfoId}"`, material.keyInfoDigest) +
      reference(
        ` Id="${comprobanteReferenceId}" URI="#${escapeAttribute(comprobante.id)}"`,
        sha1Base64(comprobante.canonical),
        `<ds:Transforms><ds:Transform Algorithm="${ALG_ENVELOPED}"></ds:Transform></ds:Transforms>`,
      ),
    context,
  );

  const signatureValue = sign('RSA-SHA1', Buffer.from(signedInfo.canonical, 'utf8'), certificate.privateKey);

  const signature =
    `<ds:Signature${SIGNATURE_DECLARATIONS} Id="${signatureId}">` +
    signedInfo.document +
    `<ds:SignatureValue Id="SignatureValue${n}">${signatureValue.toString('base64')}</ds:SignatureValue>` +
    material.keyInfo.document +
    `<ds:Object Id="${signatureId}-Object${randomInt(100_000, 1_000_000)}">` +
    `<etsi:QualifyingProperties Target="#${signatureId}">${signedProperties.document}</etsi:QualifyingProperties>` +
    '</ds:Object></ds:Signature>';

  return {
    xml: xml.slice(0, comprobante.closingTagAt) + signature + xml.slice(comprobante.closingTagAt),
    path: comprobante.path,
    canonical: {
      comprobante: comprobante.canonical,
      signedProperties: signedProperties.canonical,
      keyInfo: material.keyInfo.canonical,
      signedInfo: signedInfo.canonical,
    },
  };
}

/** Signs an unsigned factura / notaCredito (root `id="comprobante"`); returns the signed XML text. */
export function signXml(xml: string, certificate: SigningCertificate, options: SignXmlOptions = {}): string {
  return signComprobante(xml, certificate, { signingTime: options.signingTime }).xml;
}
