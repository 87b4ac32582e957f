import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CertificateError,
  certificateExpiry,
  generateTestP12,
  loadCertificate,
  type SigningCertificate,
} from '../../src/sri/certificate';
import { createSigningKeyCache } from '../../src/sri/signature';

const DAY = 86_400_000;
const codeOf = (action: () => unknown) => {
  try {
    action();
  } catch (error) {
    return error instanceof CertificateError ? error.code : `otro: ${error}`;
  }
  return 'sin error';
};

describe('loadCertificate', () => {
  it('opens a test .p12 and exposes what the signature needs', () => {
    const p12 = generateTestP12({ password: 'secreta', commonName: 'COMERCIAL DEMO, S.A.', ruc: '1790016919001' });
    const certificate = loadCertificate(p12, 'secreta');
    const x509 = new X509Certificate(certificate.certificateDer);
    expect(certificate.certificateBase64).toBe(certificate.certificateDer.toString('base64'));
    expect(certificate.serialNumber).toBe(BigInt(`0x${x509.serialNumber}`).toString(10));
    expect(certificate.serialNumber).toMatch(/^\d+$/);
    // Java (MITyC) order and keywords: most specific first, EMAILADDRESS= rather than E=.
    expect(certificate.issuerName).toBe(
      'EMAILADDRESS=firma@facturador.ec,CN=COMERCIAL DEMO\\, S.A.,SERIALNUMBER=1790016919001,L=PORTOVIEJO,OU=FIRMA ELECTRONICA\\, PRUEBAS,O=FACTURADOR ENTIDAD DE CERTIFICACION DE PRUEBAS,C=EC',
    );
    expect(certificate.issuerName).not.toMatch(/(^|,)E=/);
    expect(certificate.exponentBase64).toBe('AQAB');
    const jwk = x509.publicKey.export({ format: 'jwk' });
    expect(Buffer.from(certificate.modulusBase64, 'base64').equals(Buffer.from(jwk.n!, 'base64url'))).toBe(true);
    expect(certificate.keyUsage).toMatchObject({ digitalSignature: true, nonRepudiation: true });
    expect(x509.checkPrivateKey(certificate.privateKey)).toBe(true);
  });

  it('picks the signing key in a BCE-style file that also holds a decryption key', () => {
    const p12 = generateTestP12({
      password: 'bce',
      identities: [
        { usage: 'encryption', commonName: 'CIFRADO' },
        { usage: 'signing', commonName: 'FIRMA' },
      ],
    });
    const certificate = loadCertificate(p12, 'bce');
    expect(certificate.friendlyName).toBe('Signing Key');
    expect(certificate.subjectName).toContain('CN=FIRMA');
    expect(new X509Certificate(certificate.certificateDer).checkPrivateKey(certificate.privateKey)).toBe(true);
  });

  it('picks the currently valid certificate in a renewed file', () => {
    const now = Date.now();
    const p12 = generateTestP12({
      password: 'renovado',
      identities: [
        { commonName: 'ANTERIOR', notBefore: new Date(now - 800 * DAY), notAfter: new Date(now - 10 * DAY) },
        { commonName: 'VIGENTE', notBefore: new Date(now - 10 * DAY), notAfter: new Date(now + 700 * DAY) },
        { commonName: 'FUTURO', notBefore: new Date(now + 5 * DAY), notAfter: new Date(now + 900 * DAY) },
      ],
    });
    expect(loadCertificate(p12, 'renovado').subjectName).toContain('CN=VIGENTE');
  });

  it('explains what is wrong with a file', () => {
    const p12 = generateTestP12({ password: 'bien' });
    expect(codeOf(() => loadCertificate(p12, 'mal'))).toBe('WRONG_PASSWORD');
    expect(codeOf(() => loadCertificate(Buffer.from('esto no es un p12'), 'bien'))).toBe('INVALID_FILE');
    const onlyEncryption = generateTestP12({ password: 'x', usage: 'encryption' });
    expect(codeOf(() => loadCertificate(onlyEncryption, 'x'))).toBe('NO_SIGNING_KEY');
    const expired = generateTestP12({
      password: 'x',
      notBefore: new Date(Date.now() - 400 * DAY),
      notAfter: new Date(Date.now() - DAY),
    });
    expect(codeOf(() => loadCertificate(expired, 'x'))).toBe('EXPIRED');
    expect(loadCertificate(expired, 'x', { allowInvalidDates: true }).notAfter.getTime()).toBeLessThan(Date.now());
    expect(() => loadCertificate(p12, 'mal')).toThrow('La contraseña de la firma electrónica es incorrecta.');
  });

  it('accepts the file as base64 text too', () => {
    const p12 = generateTestP12({ password: 'b64' });
    expect(loadCertificate(p12.toString('base64'), 'b64').fingerprint).toBe(loadCertificate(p12, 'b64').fingerprint);
  });

  it('reports the days left before expiry', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(certificateExpiry({ notAfter: new Date('2026-01-21T00:00:00Z') }, now)).toMatchObject({
      daysLeft: 20,
      expired: false,
      expiresSoon: true,
    });
    expect(certificateExpiry({ notAfter: new Date('2026-06-01T00:00:00Z') }, now)).toMatchObject({
      expiresSoon: false,
    });
    expect(certificateExpiry({ notAfter: new Date('2025-12-31T00:00:00Z') }, now)).toMatchObject({ expired: true });
  });
});

describe('signing key cache', () => {
  it('opens a key once per version and shares concurrent loads', async () => {
    const cache = createSigningKeyCache();
    let loads = 0;
    const p12 = generateTestP12({ password: 'c' });
    const load = () => {
      loads++;
      return loadCertificate(p12, 'c');
    };
    const [a, b] = await Promise.all([cache.get('emisor-1', 'v1', load), cache.get('emisor-1', 'v1', load)]);
    expect(a).toBe(b);
    expect(await cache.get('emisor-1', 'v1', load)).toBe(a);
    expect(loads).toBe(1);
    const renewed = await cache.get('emisor-1', 'v2', load);
    expect(loads).toBe(2);
    expect(renewed).not.toBe(a);
    cache.delete('emisor-1');
    await cache.get('emisor-1', 'v2', load);
    expect(loads).toBe(3);
  });

  it('does not keep a failed load', async () => {
    const cache = createSigningKeyCache();
    let attempt = 0;
    const p12 = generateTestP12({ password: 'c' });
    const load = (): SigningCertificate => {
      attempt++;
      return loadCertificate(p12, attempt === 1 ? 'incorrecta' : 'c');
    };
    await expect(cache.get('emisor-2', 'v1', load)).rejects.toThrow(CertificateError);
    await expect(cache.get('emisor-2', 'v1', load)).resolves.toMatchObject({ serialNumber: expect.any(String) });
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const cache = createSigningKeyCache({ maxEntries: 2 });
    const certificate = loadCertificate(generateTestP12({ password: 'c' }), 'c');
    let loads = 0;
    const load = () => {
      loads++;
      return certificate;
    };
    await cache.get('a', '1', load);
    await cache.get('b', '1', load);
    await cache.get('a', '1', load);
    await cache.get('c', '1', load);
    expect(cache.size).toBe(2);
    await cache.get('a', '1', load);
    expect(loads).toBe(3);
    await cache.get('b', '1', load);
    expect(loads).toBe(4);
  });
});
