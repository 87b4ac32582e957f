import { createDecipheriv, createHmac, pbkdf2Sync, timingSafeEqual } from 'node:crypto';
import forge from 'node-forge';

/**
 * PBES2 parts of a .p12 (OpenSSL 3's default: PBKDF2-HMAC-SHA256 + AES-256-CBC) decrypted with
 * Node's crypto, before node-forge reads the rest.
 *
 * Why: RFC 8018 and OpenSSL 3 feed PBKDF2 the password as UTF-8 bytes, while node-forge 1.x passes
 * its JavaScript string to its own HMAC as a byte string, one byte per UTF-16 unit ('ñ' becomes
 * 0xF1 instead of 0xC3 0xB1; digitalbazaar/forge#1073). Its MAC check and its legacy PKCS#12 PBE
 * (BMPString passwords) are right, so a file with ñ or accents passed forge's MAC and then failed to
 * decrypt. Here each PBES2 EncryptedData becomes a plain Data and each PBES2 shrouded key bag a
 * keyBag; the MAC (over the original bytes) is verified first, with the password as a BMPString
 * like OpenSSL, and dropped from the rebuilt file. Legacy-encrypted parts are left to forge.
 */

const { asn1 } = forge;
type Asn1 = forge.asn1.Asn1;

const OID = {
  data: '1.2.840.113549.1.7.1',
  encryptedData: '1.2.840.113549.1.7.6',
  keyBag: '1.2.840.113549.1.12.10.1.1',
  shroudedKeyBag: '1.2.840.113549.1.12.10.1.2',
  pbes2: '1.2.840.113549.1.5.13',
  pbkdf2: '1.2.840.113549.1.5.12',
} as const;

/** PBKDF2's PRF (RFC 8018 B.1.2) as Node's digest name. */
const PRFS: Record<string, string> = {
  '1.2.840.113549.2.7': 'sha1',
  '1.2.840.113549.2.8': 'sha224',
  '1.2.840.113549.2.9': 'sha256',
  '1.2.840.113549.2.10': 'sha384',
  '1.2.840.113549.2.11': 'sha512',
};

/** PBES2 encryption schemes (RFC 8018 B.2) as Node's cipher name and key length. */
const CIPHERS: Record<string, { name: string; keyLength: number }> = {
  '2.16.840.1.101.3.4.1.2': { name: 'aes-128-cbc', keyLength: 16 },
  '2.16.840.1.101.3.4.1.22': { name: 'aes-192-cbc', keyLength: 24 },
  '2.16.840.1.101.3.4.1.42': { name: 'aes-256-cbc', keyLength: 32 },
  '1.2.840.113549.3.7': { name: 'des-ede3-cbc', keyLength: 24 },
};

/** The MAC's digest (RFC 7292 MacData) as Node's name and node-forge's, for the PKCS#12 KDF. */
const MAC_DIGESTS: Record<string, 'sha1' | 'sha256' | 'sha384' | 'sha512'> = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

/** The file is not what it claims (`malformed`) or the password does not open it (`password`). */
export class Pbes2Error extends Error {
  override name = 'Pbes2Error';
  constructor(readonly reason: 'malformed' | 'password') {
    super(reason === 'password' ? 'contraseña incorrecta' : 'estructura PKCS#12 no reconocida');
  }
}

const children = (node: Asn1 | undefined): Asn1[] => {
  if (!node || !Array.isArray(node.value)) throw new Pbes2Error('malformed');
  return node.value as Asn1[];
};
const child = (node: Asn1 | undefined, index: number): Asn1 => {
  const found = children(node)[index];
  if (!found) throw new Pbes2Error('malformed');
  return found;
};
const oidOf = (node: Asn1): string => asn1.derToOid(node.value as string);
const integerOf = (node: Asn1): number => asn1.derToInteger(node.value as string);
/** An OCTET STRING's bytes, primitive or constructed (BER from some exporters). */
const octets = (node: Asn1): string =>
  typeof node.value === 'string' ? node.value : (node.value as Asn1[]).map(octets).join('');
const bytes = (binary: string) => Buffer.from(binary, 'binary');
const parse = (der: string | Buffer): Asn1 => {
  try {
    return asn1.fromDer(forge.util.createBuffer(typeof der === 'string' ? der : der.toString('binary')), false);
  } catch {
    throw new Pbes2Error('malformed');
  }
};
const der = (node: Asn1): string => asn1.toDer(node).getBytes();

/** Decrypted content that does not parse came from a wrong key that happened to unpad cleanly. */
const parseDecrypted = (plain: Buffer): Asn1 => {
  try {
    return parse(plain);
  } catch {
    throw new Pbes2Error('password');
  }
};

const isPbes2 = (algorithm: Asn1) => oidOf(child(algorithm, 0)) === OID.pbes2;

/** Decrypts PBES2 `data` (RFC 8018 6.2) with the password as UTF-8, as OpenSSL 3 writes it. */
function decryptPbes2(algorithm: Asn1, data: string, password: string): Buffer {
  const params = child(algorithm, 1);
  const kdf = child(params, 0);
  const scheme = child(params, 1);
  if (oidOf(child(kdf, 0)) !== OID.pbkdf2) throw new Pbes2Error('malformed');
  const kdfParams = children(child(kdf, 1));
  const salt = octets(kdfParams[0]!);
  const iterations = integerOf(kdfParams[1]!);
  // Optional keyLength (INTEGER) and prf (SEQUENCE), in this order; the PRF defaults to HMAC-SHA1.
  const prfNode = kdfParams.slice(2).find((node) => node.type === asn1.Type.SEQUENCE);
  const digest = prfNode ? PRFS[oidOf(child(prfNode, 0))] : 'sha1';
  const cipher = CIPHERS[oidOf(child(scheme, 0))];
  if (!digest || !cipher) throw new Pbes2Error('malformed');
  const key = pbkdf2Sync(Buffer.from(password, 'utf8'), bytes(salt), iterations, cipher.keyLength, digest);
  try {
    const decipher = createDecipheriv(cipher.name, key, bytes(octets(child(scheme, 1))));
    return Buffer.concat([decipher.update(bytes(data)), decipher.final()]);
  } catch {
    // Bad padding: the key, so the password, is wrong.
    throw new Pbes2Error('password');
  }
}

/** RFC 7292 MacData: HMAC over the AuthenticatedSafe with a key from the PKCS#12 KDF (BMPString password). */
function verifyMac(macData: Asn1, content: string, password: string): void {
  const digestInfo = child(macData, 0);
  const algorithm = MAC_DIGESTS[oidOf(child(child(digestInfo, 0), 0))];
  if (!algorithm) throw new Pbes2Error('malformed');
  const expected = bytes(octets(child(digestInfo, 1)));
  const salt = octets(child(macData, 1));
  const iterationsNode = children(macData)[2];
  const iterations = iterationsNode ? integerOf(iterationsNode) : 1;
  const md = forge.md[algorithm].create();
  const key = forge.pkcs12.generateKey(password, forge.util.createBuffer(salt), 3, iterations, md.digestLength, md);
  const actual = createHmac(algorithm, bytes(key.getBytes())).update(bytes(content)).digest();
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw new Pbes2Error('password');
}

const contentInfo = (type: string, content: Asn1) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(type).getBytes()),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [content]),
  ]);
const octetString = (value: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, value);

/**
 * The PFX with its PBES2 parts decrypted and without its (verified) MAC, ready for node-forge; null
 * when it has no PBES2 part (forge reads it as it is). Throws Pbes2Error.
 */
export function decryptPbes2Parts(pfx: Asn1, password: string): Asn1 | null {
  const [version, authSafe, macData] = children(pfx);
  if (!version || !authSafe || oidOf(child(authSafe, 0)) !== OID.data) return null;
  const authSafeContent = octets(child(child(authSafe, 1), 0));
  let macChecked = false;
  /** Before the first decryption: a wrong password fails here, on the MAC, like OpenSSL. */
  const checkMac = () => {
    if (!macChecked && macData) verifyMac(macData, authSafeContent, password);
    macChecked = true;
  };

  /** Shrouded key bags under PBES2 become keyBags, in place; true if any did. */
  const openKeyBags = (safeContents: Asn1): boolean => {
    let changed = false;
    for (const bag of children(safeContents)) {
      if (oidOf(child(bag, 0)) !== OID.shroudedKeyBag) continue;
      const encrypted = child(child(bag, 1), 0);
      const algorithm = child(encrypted, 0);
      if (!isPbes2(algorithm)) continue;
      checkMac();
      const privateKeyInfo = parseDecrypted(decryptPbes2(algorithm, octets(child(encrypted, 1)), password));
      const parts = children(bag);
      parts[0] = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(OID.keyBag).getBytes());
      parts[1] = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [privateKeyInfo]);
      changed = true;
    }
    return changed;
  };

  let changed = false;
  const contentInfos = children(parse(authSafeContent)).map((info) => {
    const type = oidOf(child(info, 0));
    if (type === OID.data) {
      const safeContents = parse(octets(child(child(info, 1), 0)));
      if (!openKeyBags(safeContents)) return info;
      changed = true;
      return contentInfo(OID.data, octetString(der(safeContents)));
    }
    if (type !== OID.encryptedData) return info;
    const encryptedContentInfo = child(child(child(info, 1), 0), 1);
    const algorithm = child(encryptedContentInfo, 1);
    if (!isPbes2(algorithm)) return info;
    checkMac();
    const safeContents = parseDecrypted(decryptPbes2(algorithm, octets(child(encryptedContentInfo, 2)), password));
    openKeyBags(safeContents);
    changed = true;
    return contentInfo(OID.data, octetString(der(safeContents)));
  });
  if (!changed) return null;
  const authenticatedSafe = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, contentInfos);
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    version,
    contentInfo(OID.data, octetString(der(authenticatedSafe))),
  ]);
}
