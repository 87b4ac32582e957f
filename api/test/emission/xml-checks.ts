import { expect } from 'vitest';
import {
  FACTURA_XSD,
  NOTA_CREDITO_XSD,
  schemasAvailable,
  xmllintAvailable,
  xmllintValidate,
  xmlsec1Available,
  xmlsecVerify,
} from '../sri/tools';

/** The signed comprobante inside the authorized XML's CDATA. */
export function comprobanteOf(authorizedXml: string): string {
  const match = /<comprobante><!\[CDATA\[([\s\S]*)\]\]><\/comprobante>/.exec(authorizedXml);
  if (!match) throw new Error('el XML autorizado no trae el comprobante en CDATA');
  return match[1]!.replaceAll(']]]]><![CDATA[>', ']]>');
}

/** The certificate of the signature, as PEM, for xmlsec1's --trusted-pem. */
function certificatePemOf(signedXml: string): string {
  const base64 = /<ds:X509Certificate>([^<]+)<\/ds:X509Certificate>/.exec(signedXml)?.[1];
  if (!base64) throw new Error('sin certificado en la firma');
  const lines = base64
    .replace(/\s+/g, '')
    .match(/.{1,64}/g)!
    .join('\n');
  return `-----BEGIN CERTIFICATE-----\n${lines}\n-----END CERTIFICATE-----\n`;
}

/**
 * The official XSD (the copies in ../shared/sri declare no ds:Signature, so it is removed first) and
 * xmlsec1's signature check, like SRI's validator; each skipped with a message where the tool or
 * the schemas are missing.
 */
export function expectValidSignedComprobante(signedXml: string, tipo: 'factura' | 'notaCredito') {
  if (schemasAvailable && xmllintAvailable) {
    const unsigned = signedXml.replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, '');
    const result = xmllintValidate(unsigned, tipo === 'factura' ? FACTURA_XSD : NOTA_CREDITO_XSD);
    expect(result.output).toContain('validates');
    expect(result.ok).toBe(true);
  } else {
    console.warn('[emission tests] sin xmllint o sin los XSD oficiales: se omite la validación contra el esquema');
  }
  if (xmlsec1Available) {
    const result = xmlsecVerify(signedXml, tipo, certificatePemOf(signedXml));
    expect(result.output).toContain('OK');
    expect(result.ok).toBe(true);
    // Altering one signed byte breaks it.
    const tampered = signedXml.replace('<razonSocialComprador>', '<razonSocialComprador>X');
    expect(tampered).not.toBe(signedXml);
    expect(xmlsecVerify(tampered, tipo, certificatePemOf(signedXml)).ok).toBe(false);
  } else {
    console.warn('[emission tests] xmlsec1 no está instalado: se omite su verificación de la firma');
  }
}
