import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { facturar, quickInvoice, useEmissionApi, waitForEstado } from '../emission/helpers';
import { comprobanteOf } from '../emission/xml-checks';
import { xmlsecVerify } from '../sri/tools';
import { loadCertificate, opensslP12, signUp, upload } from './helpers';

/**
 * Certificates exported by OpenSSL 3 (PBES2: PBKDF2-HMAC-SHA256 + AES-256-CBC) whose password has ñ
 * or accents, and the legacy format with the same passwords: uploaded through the API and used to
 * sign, the signature verified by xmlsec1 against the uploaded certificate.
 */
const ctx = useEmissionApi();

/** What `openssl pkcs12 -info` says of a file's encryption (proves the fixture's format). */
function opensslInfo(p12: Buffer, password: string, legacy: boolean): string {
  const args = ['pkcs12', '-info', '-noout', ...(legacy ? ['-legacy'] : []), '-passin', `pass:${password}`];
  const result = spawnSync('openssl', args, {
    input: p12,
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stderr + result.stdout;
}

const CASES = [
  { password: 'Contraseña-Año-Ñandú', legacy: false, sinAcentos: 'Contrasena-Ano-Nandu' },
  { password: 'clave-é', legacy: false, sinAcentos: 'clave-e' },
  { password: 'Contraseña-Año-Ñandú', legacy: true, sinAcentos: 'Contrasena-Ano-Nandu' },
  { password: 'clave-é', legacy: true, sinAcentos: 'clave-e' },
];

describe('a .p12 whose password has ñ or accents', () => {
  it.each(CASES)('opens and signs: "$password" (legacy: $legacy)', async ({ password, legacy, sinAcentos }) => {
    // A holder's name with Ñ, as certificates of Ecuadorian people carry them.
    const titular = `JOSÉ MUÑOZ ${legacy ? 'HEREDADA' : 'OPENSSL3'} ${password.toUpperCase()}`;
    const { p12, certificatePem } = opensslP12(password, { commonName: titular, legacy });
    const info = opensslInfo(p12, password, legacy);
    if (legacy) {
      expect(info).toContain('pbeWithSHA1And3-KeyTripleDES-CBC');
    } else {
      expect(info).toContain('PBES2, PBKDF2, AES-256-CBC');
      expect(info).toContain('PRF hmacWithSHA256');
      expect(info).toContain('MAC: sha256');
    }

    const { client } = await signUp(ctx.api.anonymous);
    // The same password without its accents is another password.
    const wrong = await upload(client, '/api/emisor/certificado', p12, { clave: sinAcentos }, 'firma.p12');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('La contraseña de la firma electrónica es incorrecta.');

    const certificado = await loadCertificate(client, p12, password);
    expect(certificado.titular).toBe(titular);

    // The stored password (sealed at rest) opens it again at signing time.
    const issued = await facturar(client, quickInvoice());
    await waitForEstado(client, issued.body.claveAcceso, 'AUTORIZADA');
    const authorized = (await ctx.api.anonymous.get(`/api/factura_xml/${issued.body.claveAcceso}`)).body as string;
    const result = xmlsecVerify(comprobanteOf(authorized), 'factura', certificatePem);
    expect(result.output).toContain('OK');
    expect(result.ok).toBe(true);
  });
});
