import { X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateTestP12, loadCertificate, type SigningCertificate } from '../../src/sri/certificate';
import { SignatureError, signXml, verifySignedXml } from '../../src/sri/signature';
import { canonicalize, parseXml } from '../../src/sri/signature/dom';
import { parseLiteXml } from '../../src/sri/signature/lite-dom';
import { XmlParseError } from '../../src/sri/signature/xml-parse-error';
import { buildComprobanteXml } from '../../src/sri/xml';
import { context, facturaPayload } from './fixtures';
import { xmlsecVerify } from './tools';

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const ETSI = 'http://uri.etsi.org/01903/v1.3.2#';

let certificate: SigningCertificate;
let certificatePem: string;
let factura: string;
let notaCredito: string;
let signedFactura: string;
let signedNotaCredito: string;

beforeAll(() => {
  const p12 = generateTestP12({ password: 'firma', commonName: 'COMERCIAL DEMO S.A.', ruc: '1790016919001' });
  certificate = loadCertificate(p12, 'firma');
  certificatePem = new X509Certificate(certificate.certificateDer).toString();
  factura = buildComprobanteXml(facturaPayload(3), context('factura', 10));
  notaCredito = buildComprobanteXml(facturaPayload(2, { tipoComprobante: 'notaCredito' }), context('notaCredito', 11));
  signedFactura = signXml(factura, certificate);
  signedNotaCredito = signXml(notaCredito, certificate);
});

/** Changes the letter or digit at `index` into another one of the same kind. */
function flip(xml: string, index: number): string {
  const char = xml[index]!;
  const replacement = /\d/.test(char)
    ? String((Number(char) + 1) % 10)
    : char === char.toLowerCase()
      ? char === 'z'
        ? 'a'
        : String.fromCharCode(char.charCodeAt(0) + 1)
      : char.toLowerCase();
  return xml.slice(0, index) + replacement + xml.slice(index + 1);
}

/**
 * Positions of letters and digits inside the root element, spread evenly. The Id attributes of
 * ds:Object and ds:SignatureValue are the only parts XAdES-BES leaves unsigned: they are skipped.
 */
function samplePositions(xml: string, count: number): number[] {
  const start = xml.indexOf('<factura');
  // The Id attributes (name and value) of ds:Object and ds:SignatureValue are not covered by any
  // reference: renaming or changing them leaves a valid signature, so they are not sampled.
  const unsigned = [...xml.matchAll(/<ds:(?:Object|SignatureValue) (Id="[^"]*")/g)].map((match) => {
    const from = match.index! + match[0].length - match[1]!.length;
    return [from, from + match[1]!.length] as const;
  });
  const candidates: number[] = [];
  for (let index = start; index < xml.length; index++) {
    if (/[A-Za-z0-9]/.test(xml[index]!) && !unsigned.some(([from, to]) => index >= from && index < to))
      candidates.push(index);
  }
  const step = Math.max(1, Math.floor(candidates.length / count));
  return candidates.filter((_, position) => position % step === 0);
}

describe('XAdES-BES signature', () => {
  it('appends ds:Signature as the last child and leaves the rest of the document untouched', () => {
    const at = signedFactura.indexOf('<ds:Signature');
    expect(signedFactura.slice(0, at)).toBe(factura.slice(0, factura.lastIndexOf('</factura>')));
    expect(signedFactura.endsWith('</ds:Signature></factura>')).toBe(true);
  });

  it('has the structure SRI expects', () => {
    const document = new DOMParser().parseFromString(signedFactura, 'text/xml');
    const signature = document.getElementsByTagNameNS(DS, 'Signature')[0]!;
    const algorithm = (name: string) => signature.getElementsByTagNameNS(DS, name)[0]!.getAttribute('Algorithm');
    expect(algorithm('CanonicalizationMethod')).toBe('http://www.w3.org/TR/2001/REC-xml-c14n-20010315');
    expect(algorithm('SignatureMethod')).toBe('http://www.w3.org/2000/09/xmldsig#rsa-sha1');
    const references = Array.from(
      signature.getElementsByTagNameNS(DS, 'SignedInfo')[0]!.getElementsByTagNameNS(DS, 'Reference'),
    );
    expect(references).toHaveLength(3);
    const signedProperties = signature.getElementsByTagNameNS(ETSI, 'SignedProperties')[0]!;
    const keyInfo = signature.getElementsByTagNameNS(DS, 'KeyInfo')[0]!;
    expect(references[0]!.getAttribute('Type')).toBe('http://uri.etsi.org/01903#SignedProperties');
    expect(references[0]!.getAttribute('URI')).toBe(`#${signedProperties.getAttribute('Id')}`);
    expect(references[1]!.getAttribute('URI')).toBe(`#${keyInfo.getAttribute('Id')}`);
    expect(references[2]!.getAttribute('URI')).toBe('#comprobante');
    expect(references[2]!.getElementsByTagNameNS(DS, 'Transform')[0]!.getAttribute('Algorithm')).toBe(
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
    );
    for (const reference of references) {
      expect(reference.getElementsByTagNameNS(DS, 'DigestMethod')[0]!.getAttribute('Algorithm')).toBe(
        'http://www.w3.org/2000/09/xmldsig#sha1',
      );
    }
    expect(keyInfo.getElementsByTagNameNS(DS, 'X509Certificate')[0]!.textContent).toBe(certificate.certificateBase64);
    expect(keyInfo.getElementsByTagNameNS(DS, 'Modulus')[0]!.textContent).toBe(certificate.modulusBase64);
    expect(keyInfo.getElementsByTagNameNS(DS, 'Exponent')[0]!.textContent).toBe('AQAB');
    const text = (namespace: string, name: string) =>
      signedProperties.getElementsByTagNameNS(namespace, name)[0]!.textContent;
    expect(text(ETSI, 'SigningTime')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-05:00$/);
    expect(text(DS, 'DigestValue')).toBe(certificate.certificateSha1Base64);
    expect(text(DS, 'X509SerialNumber')).toBe(certificate.serialNumber);
    expect(text(DS, 'X509IssuerName')).toContain('EMAILADDRESS=firma@facturador.ec');
    expect(text(ETSI, 'MimeType')).toBe('text/xml');
    expect(signedProperties.getElementsByTagNameNS(ETSI, 'DataObjectFormat')[0]!.getAttribute('ObjectReference')).toBe(
      `#${references[2]!.getAttribute('Id')}`,
    );
  });

  it('verifies with xml-crypto (and the XAdES checks)', () => {
    expect(verifySignedXml(signedFactura)).toMatchObject({ valid: true });
    expect(verifySignedXml(signedNotaCredito)).toMatchObject({ valid: true });
  });

  it('verifies with xmlsec1 (factura and notaCredito)', () => {
    const facturaResult = xmlsecVerify(signedFactura, 'factura', certificatePem);
    expect(facturaResult.output).toContain('SignedInfo References (ok/all): 3/3');
    expect(facturaResult.ok).toBe(true);
    const notaCreditoResult = xmlsecVerify(signedNotaCredito, 'notaCredito', certificatePem);
    expect(notaCreditoResult.output).toContain('SignedInfo References (ok/all): 3/3');
    expect(notaCreditoResult.ok).toBe(true);
  });

  it('canonicalizes instead of hashing text: &quot; &apos; entities, CDATA and comments still verify', () => {
    const variant = factura
      .replace('"LA ESQUINA"', '&quot;LA ESQUINA&apos;')
      .replace('<dirMatriz>AV.', '<dirMatriz><!-- comentario --><![CDATA[AV.]]>');
    expect(variant).not.toBe(factura);
    const signed = signXml(variant, certificate);
    expect(verifySignedXml(signed).valid).toBe(true);
    expect(xmlsecVerify(signed, 'factura', certificatePem).ok).toBe(true);
  });

  it('fails verification when any signed letter or digit changes (xml-crypto)', { timeout: 60_000 }, () => {
    const positions = samplePositions(signedFactura, 150);
    expect(positions.length).toBeGreaterThan(100);
    for (const position of positions) {
      const tampered = flip(signedFactura, position);
      expect(tampered).not.toBe(signedFactura);
      expect(
        verifySignedXml(tampered).valid,
        `posición ${position}: ${signedFactura.slice(position - 20, position + 20)}`,
      ).toBe(false);
    }
  });

  it('fails xmlsec1 verification when a byte changes in each signed part', () => {
    const targets = [
      signedFactura.indexOf('<cantidad>') + '<cantidad>'.length,
      signedFactura.indexOf('<etsi:SigningTime>') + '<etsi:SigningTime>'.length + 3,
      signedFactura.indexOf('<ds:X509Certificate>') + 200,
      signedFactura.indexOf('<ds:SignatureValue') + 60,
      signedFactura.indexOf('<ds:DigestValue>') + '<ds:DigestValue>'.length + 2,
      signedFactura.indexOf('<ds:Modulus>') + 40,
      signedFactura.indexOf('<razonSocialComprador>') + '<razonSocialComprador>'.length,
    ];
    for (const position of targets) {
      const result = xmlsecVerify(flip(signedFactura, position), 'factura', certificatePem);
      expect(result.ok, `posición ${position}`).toBe(false);
    }
  });

  it('refuses to sign twice or a root without id', () => {
    expect(() => signXml(signedFactura, certificate)).toThrow(SignatureError);
    expect(() => signXml(factura.replace(' id="comprobante"', ''), certificate)).toThrow(SignatureError);
    expect(() => signXml('<factura id="comprobante"><a></factura>', certificate)).toThrow(XmlParseError);
  });

  it('catches the certificate mistakes SRI answers with 39 (E= issuer, bad RSAKeyValue)', () => {
    const withE = signXml(factura, {
      ...certificate,
      issuerName: certificate.issuerName.replace('EMAILADDRESS=', 'E='),
    });
    expect(verifySignedXml(withE)).toMatchObject({
      valid: false,
      reason: 'X509IssuerName no corresponde al emisor del certificado',
    });
    const decimalModulus = Buffer.from(
      BigInt(`0x${Buffer.from(certificate.modulusBase64, 'base64').toString('hex')}`).toString(10),
      'hex',
    );
    const badModulus = signXml(factura, { ...certificate, modulusBase64: decimalModulus.toString('base64') });
    expect(verifySignedXml(badModulus)).toMatchObject({
      valid: false,
      reason: 'RSAKeyValue no corresponde al certificado',
    });
  });

  it('a signature by a key that is not the certificate one fails', () => {
    const other = loadCertificate(generateTestP12({ password: 'otra' }), 'otra');
    const signed = signXml(factura, other);
    const forged = signed.replace(
      /<ds:X509Certificate>[^<]+<\/ds:X509Certificate>/,
      `<ds:X509Certificate>${certificate.certificateBase64}</ds:X509Certificate>`,
    );
    expect(verifySignedXml(forged).valid).toBe(false);
  });
});

describe('the light DOM used for signing canonicalizes like xmldom', () => {
  const documents = [
    '<a id="1"><b>texto &amp; &lt;más&gt; "comillas" \'simples\'</b><c/></a>',
    '<a xmlns="urn:x" xmlns:p="urn:p" p:z="1" b="2" a="3"><p:b xmlns:q="urn:q" q:x="y"><c xmlns="">sin</c></p:b></a>',
    '<?xml version="1.0" encoding="UTF-8"?>\r\n<!-- antes --><r a="uno\tdos\nres" b="&#x9;&#10;"><![CDATA[<cdata> & ]]>texto\r\nlinea<!-- dentro -->fin</r>',
    '<r><x:y xmlns:x="urn:a"><x:z xmlns:x="urn:a">redeclarado</x:z></x:y><n>&#241;&#xF1;</n>   </r>',
  ];
  for (const [index, xml] of documents.entries()) {
    it(`document ${index + 1}`, () => {
      expect(canonicalize(parseLiteXml(xml))).toBe(canonicalize(parseXml(xml).documentElement!));
    });
  }

  it('refuses what is not well-formed', () => {
    for (const xml of [
      '<a><b></a>',
      '<a>&nbsp;</a>',
      '<a></a><b></b>',
      '<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>',
      '<a b="1" b="2"/>',
      '<p:a/>',
      '<a>]]></a>',
      '<a><?pi dentro?></a>',
      'texto<a/>',
      '<a>',
    ]) {
      expect(() => parseLiteXml(xml), xml).toThrow(XmlParseError);
    }
  });
});
