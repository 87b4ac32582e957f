import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/**
 * Self-signed test certificates in a .p12, for the demo emisor and the tests. The issuer has several
 * RDNs including an e-mail address, so the signature exercises `EMAILADDRESS=`. Options also build
 * files shaped like BCE's (a "Signing Key" beside a "Decryption Key") and renewed files (an expired
 * certificate beside the current one).
 */
export interface TestIdentityOptions {
  /** CN; default 'FACTURADOR PRUEBAS'. */
  commonName?: string;
  /** Holder's RUC, written as the subject's serialNumber. */
  ruc?: string;
  email?: string;
  organization?: string;
  notBefore?: Date;
  /** Default: notBefore + 2 years. */
  notAfter?: Date;
  /** 'signing' (digitalSignature + nonRepudiation, the default) or 'encryption' (keyEncipherment only). */
  usage?: 'signing' | 'encryption';
  friendlyName?: string;
  /** RSA modulus length; default 2048. */
  modulusLength?: number;
}

export interface TestP12Options extends TestIdentityOptions {
  password: string;
  /** Several identities in one file, in this order; the top-level identity options are then ignored. */
  identities?: TestIdentityOptions[];
}

interface TestIdentity {
  key: forge.pki.rsa.PrivateKey;
  cert: forge.pki.Certificate;
  friendlyName: string;
}

function createIdentity(options: TestIdentityOptions): TestIdentity {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: options.modulusLength ?? 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  // A positive serial (first byte below 0x80) of 16 bytes.
  const serial = randomBytes(16);
  serial[0] = (serial[0]! & 0x7f) | 0x10;
  cert.serialNumber = serial.toString('hex');
  const notBefore = options.notBefore ?? new Date(Date.now() - 86_400_000);
  cert.validity.notBefore = notBefore;
  cert.validity.notAfter = options.notAfter ?? new Date(notBefore.getTime() + 2 * 365 * 86_400_000);

  const utf8 = forge.asn1.Type.UTF8;
  const attributes: forge.pki.CertificateField[] = [
    { shortName: 'C', value: 'EC' },
    {
      shortName: 'O',
      value: options.organization ?? 'FACTURADOR ENTIDAD DE CERTIFICACION DE PRUEBAS',
      valueTagClass: utf8,
    },
    { shortName: 'OU', value: 'FIRMA ELECTRONICA, PRUEBAS', valueTagClass: utf8 },
    { shortName: 'L', value: 'PORTOVIEJO', valueTagClass: utf8 },
    ...(options.ruc ? [{ name: 'serialNumber', value: options.ruc }] : []),
    { shortName: 'CN', value: options.commonName ?? 'FACTURADOR PRUEBAS', valueTagClass: utf8 },
    { name: 'emailAddress', value: options.email ?? 'firma@facturador.ec' },
  ] as forge.pki.CertificateField[];
  cert.setSubject(attributes);
  cert.setIssuer(attributes);
  const signing = (options.usage ?? 'signing') === 'signing';
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    signing
      ? { name: 'keyUsage', critical: true, digitalSignature: true, nonRepudiation: true }
      : { name: 'keyUsage', critical: true, keyEncipherment: true, dataEncipherment: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  return { key, cert, friendlyName: options.friendlyName ?? (signing ? 'Signing Key' : 'Decryption Key') };
}

/** The ContentInfos of a one-identity PFX's AuthenticatedSafe. */
function contentInfosOf(identity: TestIdentity, password: string): forge.asn1.Asn1[] {
  const pfx = forge.pkcs12.toPkcs12Asn1(identity.key, [identity.cert], password, {
    algorithm: '3des',
    friendlyName: identity.friendlyName,
    generateLocalKeyId: true,
    useMac: false,
  });
  const authSafe = (pfx.value as forge.asn1.Asn1[])[1]!;
  const octets = ((authSafe.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!;
  return forge.asn1.fromDer(octets.value as string).value as forge.asn1.Asn1[];
}

/** Wraps ContentInfos in a PFX with a SHA-1 MAC, as PKCS#12 tools do. */
function pfxOf(contentInfos: forge.asn1.Asn1[], password: string): Buffer {
  const { asn1 } = forge;
  const safe = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, contentInfos);
  const safeDer = asn1.toDer(safe).getBytes();
  const salt = forge.random.getBytesSync(8);
  const iterations = 2048;
  const macKey = forge.pkcs12.generateKey(password, forge.util.createBuffer(salt), 3, iterations, 20);
  const hmac = forge.hmac.create();
  hmac.start('sha1', macKey);
  hmac.update(safeDer);
  const sequence = (items: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, items);
  const octets = (bytes: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes);
  const integer = (value: number) =>
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(value).getBytes());
  const oid = (value: string) =>
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(value).getBytes());
  const pfx = sequence([
    integer(3),
    sequence([oid(forge.pki.oids.data!), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [octets(safeDer)])]),
    sequence([
      sequence([
        sequence([oid(forge.pki.oids.sha1!), asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '')]),
        octets(hmac.digest().getBytes()),
      ]),
      octets(salt),
      integer(iterations),
    ]),
  ]);
  return Buffer.from(asn1.toDer(pfx).getBytes(), 'binary');
}

/** A password-protected .p12 with one or several self-signed test identities. */
export function generateTestP12(options: TestP12Options): Buffer {
  const identities = (options.identities?.length ? options.identities : [options]).map(createIdentity);
  return pfxOf(
    identities.flatMap((identity) => contentInfosOf(identity, options.password)),
    options.password,
  );
}
