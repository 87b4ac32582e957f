import { expect } from 'vitest';
import {
  FACTURA_XSD,
  LIQUIDACION_COMPRA_XSD,
  NOTA_CREDITO_XSD,
  NOTA_DEBITO_XSD,
  xmllintValidate,
  xmlsecVerify,
} from '../sri/tools';

const XSD_OF = {
  factura: FACTURA_XSD,
  notaCredito: NOTA_CREDITO_XSD,
  notaDebito: NOTA_DEBITO_XSD,
  liquidacionCompra: LIQUIDACION_COMPRA_XSD,
} as const;

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
 * The official XSD (the copies in api/src/sri/xsd declare no ds:Signature, so it is removed first) and
 * xmlsec1's signature check, like SRI's validator (a missing tool or schema fails in ../sri/tools).
 */
export function expectValidSignedComprobante(signedXml: string, tipo: keyof typeof XSD_OF) {
  const unsigned = signedXml.replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, '');
  const result = xmllintValidate(unsigned, XSD_OF[tipo]);
  expect(result.output).toContain('validates');
  expect(result.ok).toBe(true);
  const verified = xmlsecVerify(signedXml, tipo, certificatePemOf(signedXml));
  expect(verified.output).toContain('OK');
  expect(verified.ok).toBe(true);
  // Altering one signed byte breaks it.
  const tampered = signedXml.replace('<razonSocial>', '<razonSocial>X');
  expect(tampered).not.toBe(signedXml);
  expect(xmlsecVerify(tampered, tipo, certificatePemOf(signedXml)).ok).toBe(false);
}
