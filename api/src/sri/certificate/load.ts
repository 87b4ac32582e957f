import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import { certificateNames } from './distinguished-name';
import { decryptPbes2Parts, Pbes2Error } from './pbes2';

/** A signing key with the certificate data the XAdES signature needs, ready to use. */
export interface SigningCertificate {
  privateKey: KeyObject;
  certificateDer: Buffer;
  /** Base64 of the DER, the content of ds:X509Certificate. */
  certificateBase64: string;
  /** Base64 SHA-1 of the DER, the xades CertDigest. */
  certificateSha1Base64: string;
  /** Hex SHA-1 of the DER: a stable identity for caches. */
  fingerprint: string;
  /** RFC 4514, e.g. `CN=...,EMAILADDRESS=...,O=...,C=EC`. */
  issuerName: string;
  subjectName: string;
  /** Decimal, as ds:X509SerialNumber wants it. */
  serialNumber: string;
  /** Base64 of the unsigned big-endian modulus and exponent (ds:RSAKeyValue). */
  modulusBase64: string;
  exponentBase64: string;
  notBefore: Date;
  notAfter: Date;
  friendlyName?: string;
  keyUsage: { digitalSignature: boolean; nonRepudiation: boolean; keyEncipherment: boolean; declared: boolean };
}

export type CertificateErrorCode = 'INVALID_FILE' | 'WRONG_PASSWORD' | 'NO_SIGNING_KEY' | 'EXPIRED' | 'NOT_YET_VALID';

const MESSAGES: Record<CertificateErrorCode, string> = {
  INVALID_FILE: 'El archivo de firma electrónica no es un certificado .p12 válido.',
  WRONG_PASSWORD: 'La contraseña de la firma electrónica es incorrecta.',
  NO_SIGNING_KEY: 'El certificado no contiene una clave de firma digital.',
  EXPIRED: 'El certificado de firma electrónica está caducado.',
  NOT_YET_VALID: 'El certificado de firma electrónica aún no está vigente.',
};

export class CertificateError extends Error {
  override name = 'CertificateError';
  constructor(
    readonly code: CertificateErrorCode,
    message = MESSAGES[code],
  ) {
    super(message);
  }
}

export interface LoadCertificateOptions {
  /** Reference instant for validity (default now). */
  now?: Date;
  /** Return an expired or not-yet-valid certificate instead of throwing (e.g. to show its dates). */
  allowInvalidDates?: boolean;
}

interface Candidate {
  key: forge.pki.rsa.PrivateKey;
  cert: forge.pki.Certificate;
  friendlyName?: string;
}

function readPkcs12(p12: Buffer | Uint8Array | string, password: string): forge.pkcs12.Pkcs12Pfx {
  const der = typeof p12 === 'string' ? Buffer.from(p12, 'base64') : Buffer.from(p12);
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary')), false);
  } catch {
    throw new CertificateError('INVALID_FILE');
  }
  let readable = asn1;
  try {
    readable = decryptPbes2Parts(asn1, password) ?? asn1;
  } catch (error) {
    if (!(error instanceof Pbes2Error)) throw error;
    throw new CertificateError(error.reason === 'password' ? 'WRONG_PASSWORD' : 'INVALID_FILE');
  }
  try {
    return forge.pkcs12.pkcs12FromAsn1(readable, false, password);
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (/password|MAC could not be verified|decrypt/i.test(text)) throw new CertificateError('WRONG_PASSWORD');
    throw new CertificateError('INVALID_FILE');
  }
}

function keyUsageOf(cert: forge.pki.Certificate): SigningCertificate['keyUsage'] {
  const extension = cert.getExtension('keyUsage') as
    | { digitalSignature?: boolean; nonRepudiation?: boolean; keyEncipherment?: boolean }
    | undefined;
  if (!extension) return { digitalSignature: true, nonRepudiation: true, keyEncipherment: true, declared: false };
  return {
    digitalSignature: extension.digitalSignature === true,
    nonRepudiation: extension.nonRepudiation === true,
    keyEncipherment: extension.keyEncipherment === true,
    declared: true,
  };
}

/** Every private key with every certificate carrying its public key. */
function candidatesOf(pfx: forge.pkcs12.Pkcs12Pfx): Candidate[] {
  const keyBags = [
    ...(pfx.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! })[forge.pki.oids.pkcs8ShroudedKeyBag!] ?? []),
    ...(pfx.getBags({ bagType: forge.pki.oids.keyBag! })[forge.pki.oids.keyBag!] ?? []),
  ];
  const certs = (pfx.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!] ?? [])
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => Boolean(cert));
  const candidates: Candidate[] = [];
  for (const bag of keyBags) {
    const key = bag.key as forge.pki.rsa.PrivateKey | undefined;
    if (!key?.n) continue;
    for (const cert of certs) {
      const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
      if (publicKey.n && publicKey.n.compareTo(key.n) === 0) {
        candidates.push({ key, cert, friendlyName: bag.attributes?.friendlyName?.[0] });
      }
    }
  }
  return candidates;
}

const isValidAt = (cert: forge.pki.Certificate, now: Date) =>
  cert.validity.notBefore.getTime() <= now.getTime() && now.getTime() <= cert.validity.notAfter.getTime();

/**
 * Picks the key to sign with: its certificate must allow digitalSignature (SRI error 39 otherwise),
 * which rules out BCE's "Decryption Key"; among the rest, a certificate valid now wins, then the one
 * that expires last (renewed BCE files keep the old certificate too).
 */
function chooseSigningCandidate(candidates: Candidate[], now: Date): Candidate | undefined {
  const score = (candidate: Candidate) => {
    const usage = keyUsageOf(candidate.cert);
    return (isValidAt(candidate.cert, now) ? 4 : 0) + (usage.declared ? 2 : 0) + (usage.nonRepudiation ? 1 : 0);
  };
  return candidates
    .filter((candidate) => keyUsageOf(candidate.cert).digitalSignature)
    .sort((a, b) => score(b) - score(a) || b.cert.validity.notAfter.getTime() - a.cert.validity.notAfter.getTime())[0];
}

const base64UrlToBase64 = (value: string) => Buffer.from(value, 'base64url').toString('base64');

/**
 * Opens an emisor's .p12 (PBES2 parts through pbes2.ts, so UTF-8 passwords work as in OpenSSL 3;
 * node-forge reads the rest, legacy files included) and returns the signing key as a
 * node:crypto KeyObject plus the certificate data for the signature. Throws CertificateError.
 */
export function loadCertificate(
  p12: Buffer | Uint8Array | string,
  password: string,
  options: LoadCertificateOptions = {},
): SigningCertificate {
  const now = options.now ?? new Date();
  const chosen = chooseSigningCandidate(candidatesOf(readPkcs12(p12, password)), now);
  if (!chosen) throw new CertificateError('NO_SIGNING_KEY');
  const { cert } = chosen;
  if (!options.allowInvalidDates) {
    if (now.getTime() > cert.validity.notAfter.getTime()) throw new CertificateError('EXPIRED');
    if (now.getTime() < cert.validity.notBefore.getTime()) throw new CertificateError('NOT_YET_VALID');
  }

  const certificateAsn1 = forge.pki.certificateToAsn1(cert);
  const certificateDer = Buffer.from(forge.asn1.toDer(certificateAsn1).getBytes(), 'binary');
  const privateKey = createPrivateKey(forge.pki.privateKeyToPem(chosen.key));
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  const names = certificateNames(certificateAsn1);
  const sha1 = createHash('sha1').update(certificateDer).digest();
  return {
    privateKey,
    certificateDer,
    certificateBase64: certificateDer.toString('base64'),
    certificateSha1Base64: sha1.toString('base64'),
    fingerprint: sha1.toString('hex'),
    issuerName: names.issuer,
    subjectName: names.subject,
    serialNumber: BigInt(`0x${cert.serialNumber}`).toString(10),
    modulusBase64: base64UrlToBase64(jwk.n!),
    exponentBase64: base64UrlToBase64(jwk.e!),
    notBefore: cert.validity.notBefore,
    notAfter: cert.validity.notAfter,
    friendlyName: chosen.friendlyName,
    keyUsage: keyUsageOf(cert),
  };
}

export interface CertificateExpiry {
  notAfter: Date;
  /** Whole days left (negative once expired). */
  daysLeft: number;
  expired: boolean;
  /** Within the warning window (OCA warns 30 days ahead). */
  expiresSoon: boolean;
}

export function certificateExpiry(
  certificate: Pick<SigningCertificate, 'notAfter'>,
  now: Date = new Date(),
  warningDays = 30,
): CertificateExpiry {
  const remaining = certificate.notAfter.getTime() - now.getTime();
  const daysLeft = Math.floor(remaining / 86_400_000);
  return {
    notAfter: certificate.notAfter,
    daysLeft,
    expired: remaining < 0,
    expiresSoon: remaining >= 0 && daysLeft < warningDays,
  };
}
