import { createHash, X509Certificate } from 'node:crypto';
import { COD_DOC } from '@facturador/shared/domain';
import type { Document, Element } from '@xmldom/xmldom';
import { beforeAll, describe, expect, it } from 'vitest';
import { findAncestorNs } from 'xml-crypto';
import { generateTestP12, loadCertificate, type SigningCertificate } from '../../src/sri/certificate';
import { SignatureError, verifySignedXml } from '../../src/sri/signature';
import { canonicalRoot } from '../../src/sri/signature/canonical-root';
import { canonicalize, parseXml } from '../../src/sri/signature/dom';
import { type SignedComprobante, signComprobante } from '../../src/sri/signature/xades';
import {
  buildComprobanteXml,
  buildFacturaXml,
  buildNotaCreditoXml,
  type DetalleXml,
  type FacturaXmlInput,
  type NombreValorXml,
} from '../../src/sri/xml';
import { claveAcceso, context, EMISOR, FECHA_EMISION, facturaPayload, minimalFactura, PUNTO_EMISION } from './fixtures';
import { xmllintCanonical, xmlsecVerify } from './tools';

/**
 * The signer digests the text of a comprobante as is when canonical-root.ts proves it is already in
 * inclusive C14N form, and writes SignedInfo, SignedProperties and KeyInfo directly in that form.
 * These tests prove the octets are the ones full canonicalization gives: xml-crypto's C14N and
 * libxml2's (xmllint --c14n, xmlsec1) on the signed documents, for generated invoices and credit
 * notes with hostile text, and for random XML fed to the recogniser.
 */

const sha1 = (text: string) => createHash('sha1').update(text, 'utf8').digest('base64');

/** Deterministic pseudo-random numbers (mulberry32), so every run checks the same documents. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    below: (limit: number) => Math.floor(next() * limit),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (probability: number) => next() < probability,
  };
}
type Random = ReturnType<typeof prng>;

// Text a user may type: markup characters, entity look-alikes, accents, symbols, emoji, whitespace
// of every kind (the builder folds it into single spaces) and control characters (it drops them).
const HOSTILE = [
  'Ñandú',
  'café',
  'acción',
  '€ 10',
  '&',
  '<',
  '>',
  '"',
  "'",
  ' & ',
  '<b>',
  'a > b',
  '&amp;',
  '&#xD;',
  '&lt;x&gt;',
  ']]>',
  '\t',
  '\n',
  '\r\n',
  '\r',
  '  ',
  '\u00a0',
  '\u0085',
  '\u2028',
  '🍕',
  'Ω≈ç',
  '\\',
  '%',
  '\u0001',
  '=',
  '"\'"',
];

function hostileText(random: Random, fragments: number): string {
  let text = random.pick(['Producto', 'Cliente', 'Servicio']);
  for (let index = 0; index < fragments; index++) text += random.pick(HOSTILE);
  return text;
}

function detalle(random: Random, index: number): DetalleXml {
  const base = 1 + random.below(50_000) / 100;
  const detalles: NombreValorXml[] = [];
  // Serial numbers and other details are written as empty-element tags <detAdicional …/>.
  if (random.chance(0.5)) detalles.push({ nombre: 'SN', valor: `SN-${index} ${hostileText(random, 3)}` });
  if (random.chance(0.3)) detalles.push({ nombre: hostileText(random, 2), valor: hostileText(random, 2) });
  return {
    codigoPrincipal: `P${index}${random.pick(['', '&', '<', '>', '"', 'ñ', '€'])}`,
    codigoAuxiliar: random.chance(0.3) ? `A${index}'"` : undefined,
    descripcion: hostileText(random, 1 + random.below(8)),
    unidadMedida: random.chance(0.2) ? 'unidad <u>' : undefined,
    cantidad: 1 + random.below(5),
    precioUnitario: base,
    descuento: 0,
    precioTotalSinImpuesto: base,
    detallesAdicionales: detalles,
    impuestos: [{ codigo: 2, codigoPorcentaje: 4, tarifa: 15, baseImponible: base, valor: base * 0.15 }],
  };
}

/** A factura or notaCredito with `lines` lines whose free text is hostile. */
function hostileDocument(tipo: 'factura' | 'notaCredito', lines: number, seed: number): string {
  const random = prng(seed);
  const secuencial = 1000 + seed;
  const common: FacturaXmlInput = {
    ambiente: 1,
    claveAcceso: claveAcceso(tipo === 'factura' ? COD_DOC.factura : COD_DOC.notaCredito, secuencial),
    secuencial,
    fechaEmision: FECHA_EMISION,
    emisor: { ...EMISOR, razonSocial: hostileText(random, 4), dirMatriz: hostileText(random, 3) },
    puntoEmision: { ...PUNTO_EMISION, dirEstablecimiento: hostileText(random, 2) },
    comprador: {
      tipoIdentificacion: '05',
      identificacion: '1710034065',
      razonSocial: hostileText(random, 5),
      direccion: hostileText(random, 2),
    },
    detalles: Array.from({ length: lines }, (_, index) => detalle(random, index + 1)),
    totalSinImpuestos: 100,
    totalDescuento: 0,
    totalConImpuestos: [{ codigo: 2, codigoPorcentaje: 4, tarifa: 15, baseImponible: 100, valor: 15 }],
    importeTotal: 115,
    infoAdicional: [
      { nombre: 'Email', valor: 'cliente+"x"@example.com' },
      ...Array.from({ length: 1 + random.below(10) }, () => ({
        nombre: hostileText(random, 2),
        valor: hostileText(random, 4),
      })),
    ],
  };
  if (tipo === 'factura') return buildFacturaXml(common);
  return buildNotaCreditoXml({
    ...common,
    docModificado: { numero: '001-002-000000077', fechaEmision: '10/01/2025' },
    motivo: hostileText(random, 4),
  });
}

/** The C14N xml-crypto's verifier computes for an element of the signed document. */
function xmlCryptoCanonical(document: Document, localName: string): string {
  const xpath = `//*[local-name()='${localName}']`;
  const element = document.getElementsByTagNameNS('*', localName)[0] as Element;
  return canonicalize(element, findAncestorNs(document as never, xpath));
}

/** Every reference's octets and the signed SignedInfo, compared byte for byte with xml-crypto. */
function expectPartsMatchXmlCrypto(signed: SignedComprobante) {
  const document = parseXml(signed.xml);
  expect(signed.canonical.signedInfo).toBe(xmlCryptoCanonical(document, 'SignedInfo'));
  expect(signed.canonical.signedProperties).toBe(xmlCryptoCanonical(document, 'SignedProperties'));
  expect(signed.canonical.keyInfo).toBe(xmlCryptoCanonical(document, 'KeyInfo'));
  // The enveloped transform: the root without its signature.
  const root = document.documentElement!;
  root.removeChild(root.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0]!);
  expect(signed.canonical.comprobante).toBe(canonicalize(root));
  // The digests written in SignedInfo are those of these octets.
  const digests = [...signed.xml.matchAll(/<ds:DigestValue>([^<]+)<\/ds:DigestValue><\/ds:Reference>/g)].map(
    (match) => match[1],
  );
  expect(digests).toEqual([
    sha1(signed.canonical.signedProperties),
    sha1(signed.canonical.keyInfo),
    sha1(signed.canonical.comprobante),
  ]);
}

/** Changes the first letter or digit at or after `from` into another one. */
function flip(xml: string, from: number): string {
  let index = from;
  while (!/[A-Za-z0-9]/.test(xml[index]!)) index++;
  const char = xml[index]!;
  const replacement = /\d/.test(char) ? String((Number(char) + 1) % 10) : char === 'a' ? 'b' : 'a';
  return xml.slice(0, index) + replacement + xml.slice(index + 1);
}

let certificate: SigningCertificate;
let certificatePem: string;

beforeAll(() => {
  certificate = loadCertificate(
    generateTestP12({ password: 'firma', commonName: 'COMERCIAL <DEMO> & "HIJOS"', ruc: '1790016919001' }),
    'firma',
  );
  certificatePem = new X509Certificate(certificate.certificateDer).toString();
});

describe('documents from our builders are signed on their canonical text', () => {
  const cases = [
    ...[1, 100, 300].flatMap((lines) => [
      { tipo: 'factura' as const, lines, seed: lines },
      { tipo: 'notaCredito' as const, lines, seed: lines + 1 },
    ]),
    ...Array.from({ length: 6 }, (_, index) => ({
      tipo: index % 2 === 0 ? ('factura' as const) : ('notaCredito' as const),
      lines: 1 + index * 7,
      seed: 500 + index,
    })),
  ];

  for (const { tipo, lines, seed } of cases) {
    it(`${tipo}, ${lines} line(s), seed ${seed}: same octets as full C14N, verifies`, () => {
      const xml = hostileDocument(tipo, lines, seed);
      const root = canonicalRoot(xml);
      expect(root, 'the builder output is recognised as canonical').not.toBeNull();
      expect(root!.canonical).toBe(canonicalize(parseXml(xml).documentElement!));
      expect(root!.id).toBe('comprobante');

      const signed = signComprobante(xml, certificate);
      expect(signed.path).toBe('canonical');
      expect(signed.canonical.comprobante).toBe(
        signComprobante(xml, certificate, { fullC14n: true }).canonical.comprobante,
      );
      expectPartsMatchXmlCrypto(signed);
      expect(verifySignedXml(signed.xml)).toMatchObject({ valid: true });
      const result = xmlsecVerify(signed.xml, tipo, certificatePem);
      expect(result.output).toContain('SignedInfo References (ok/all): 3/3');
      expect(result.ok).toBe(true);
    });
  }

  it('libxml2 (xmllint --c14n) gives the same canonical text', () => {
    for (const { tipo, lines, seed } of cases.filter((entry) => entry.lines <= 100)) {
      const xml = hostileDocument(tipo, lines, seed);
      const result = xmllintCanonical(xml);
      expect(result.ok, result.output).toBe(true);
      expect(canonicalRoot(xml)!.canonical).toBe(result.output);
    }
  });

  it('documents built from the invoice payload take the canonical path too', () => {
    for (const xml of [
      buildComprobanteXml(facturaPayload(100), context('factura', 40)),
      buildComprobanteXml(facturaPayload(100, { tipoComprobante: 'notaCredito' }), context('notaCredito', 41)),
    ]) {
      const signed = signComprobante(xml, certificate);
      expect(signed.path).toBe('canonical');
      expectPartsMatchXmlCrypto(signed);
    }
  });

  it('fails verification when a signed byte of a 100-line invoice changes', () => {
    const signed = signComprobante(hostileDocument('factura', 100, 100), certificate).xml;
    const middle = signed.indexOf('<descripcion>', signed.length / 3) + '<descripcion>'.length;
    const targets = [
      middle, // text of a line in the middle
      signed.indexOf('valor="SN-') + 'valor="SN-'.length, // an attribute written by an empty-element tag
      signed.indexOf('<precioUnitario>', signed.length / 2) + '<precioUnitario>'.length,
      signed.indexOf('cliente+"x"@'), // infoAdicional
      signed.indexOf('<etsi:SigningTime>') + '<etsi:SigningTime>'.length + 3,
      signed.indexOf('<ds:X509IssuerName>') + '<ds:X509IssuerName>'.length,
      signed.indexOf('<ds:Modulus>') + 30,
    ];
    for (const position of targets) {
      expect(position, 'every target is found').toBeGreaterThan(0);
      const tampered = flip(signed, position);
      expect(verifySignedXml(tampered).valid, `posición ${position}`).toBe(false);
      expect(xmlsecVerify(tampered, 'factura', certificatePem).ok, `posición ${position}`).toBe(false);
    }
  });

  it('a different spelling of the same content still verifies: digests cover C14N, not the text', () => {
    const signed = signComprobante(hostileDocument('factura', 3, 7), certificate).xml;
    expect(signed).toContain('&amp;');
    const respelled = signed.replace('&amp;', '&#38;').replace('<razonSocial>', '<razonSocial  >');
    expect(respelled).not.toBe(signed);
    expect(verifySignedXml(respelled).valid).toBe(true);
    expect(xmlsecVerify(respelled, 'factura', certificatePem).ok).toBe(true);
  });

  it('writes attribute values the way C14N does: > as is, quotes, tabs and line breaks escaped', () => {
    const built = buildFacturaXml({
      ...minimalFactura(),
      infoAdicional: [{ nombre: 'a > "b" & <c>', valor: 'x' }],
    });
    expect(built).toContain('<campoAdicional nombre="a > &quot;b&quot; &amp; &lt;c>">x</campoAdicional>');
  });
});

describe('XML from elsewhere is canonicalized in full', () => {
  const factura = () => buildComprobanteXml(facturaPayload(3), context('factura', 60));

  const foreign: [string, (xml: string) => string][] = [
    ['a comment and CDATA', (xml) => xml.replace('<dirMatriz>', '<dirMatriz><!-- nota --><![CDATA[&]]>')],
    ['&quot; and &apos; entities', (xml) => xml.replace('"LA ESQUINA"', '&quot;LA ESQUINA&apos;')],
    [
      'attributes out of C14N order',
      (xml) => xml.replace('id="comprobante" version="1.1.0"', 'version="1.1.0" id="comprobante"'),
    ],
    ['CRLF line ends and indentation', (xml) => xml.replace(/<(infoTributaria|infoFactura|detalles)>/g, '\r\n  <$1>')],
    ['single-quoted attributes', (xml) => xml.replace('version="1.1.0"', "version='1.1.0'")],
    ['a character reference', (xml) => xml.replace('QUITO', 'QUIT&#79;')],
  ];

  for (const [name, alter] of foreign) {
    it(`${name}: signed through xml-crypto's C14N, verifies`, () => {
      const xml = alter(factura());
      expect(xml).not.toBe(factura());
      expect(canonicalRoot(xml)).toBeNull();
      const signed = signComprobante(xml, certificate);
      expect(signed.path).toBe('c14n');
      expectPartsMatchXmlCrypto(signed);
      expect(verifySignedXml(signed.xml).valid).toBe(true);
      expect(xmlsecVerify(signed.xml, 'factura', certificatePem).ok).toBe(true);
    });
  }

  // Inclusive C14N renders every namespace in scope on SignedInfo, SignedProperties and KeyInfo,
  // those the root declares included.
  const namespaced: [string, string][] = [
    [
      'xmlns:xsi on the root (as in SRI samples)',
      '<factura id="comprobante" version="1.1.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="factura.xsd">',
    ],
    ['a default namespace on the root', '<factura xmlns="urn:ejemplo" id="comprobante" version="1.1.0">'],
    [
      'ds and another prefix declared on the root',
      '<factura xmlns:ds="http://www.w3.org/2000/09/xmldsig#" xmlns:a="urn:a" id="comprobante" version="1.1.0">',
    ],
    ['ds bound elsewhere on the root', '<factura xmlns:ds="urn:otro" id="comprobante" version="1.1.0">'],
  ];

  for (const [name, openTag] of namespaced) {
    it(`${name}: the signature parts carry the inherited declarations, verifies`, () => {
      const xml = factura().replace('<factura id="comprobante" version="1.1.0">', openTag);
      const signed = signComprobante(xml, certificate);
      expect(signed.path).toBe('c14n');
      expectPartsMatchXmlCrypto(signed);
      expect(verifySignedXml(signed.xml).valid).toBe(true);
      const result = xmlsecVerify(signed.xml, 'factura', certificatePem);
      expect(result.output).toContain('SignedInfo References (ok/all): 3/3');
      expect(result.ok).toBe(true);
    });
  }

  it('refuses xml:* attributes on the root (C14N would copy them into the signature parts)', () => {
    const xml = factura().replace('<factura id="comprobante"', '<factura xml:lang="es" id="comprobante"');
    expect(() => signComprobante(xml, certificate)).toThrow(SignatureError);
  });
});

describe('canonicalRoot accepts only text that is its own C14N', () => {
  const accepted = [
    '<r></r>',
    '<?xml version="1.0" encoding="UTF-8"?>\n<r id="a&amp;b"><e a="1" b="&lt;&quot;&#x9;&#xA;&#xD;>"></e></r>\n',
    '<r>á ñ € 🍕 \t\n&amp;&lt;&gt;&#xD;"\'<x.y-z_1 A="" a=""></x.y-z_1></r>',
    '<r><e b="1" c="2"/><f/></r>',
  ];
  const rejected = [
    '<r b="1" a="2"></r>', // attribute order
    '<r a="1" a="1"></r>', // repeated attribute
    '<r a="&gt;"></r>', // C14N writes > in values as is
    '<r a="\t"></r>', // a parser turns it into a space
    "<r a='1'></r>",
    '<r  a="1"></r>',
    '<r a="1" ></r>',
    '<r></r >',
    '<r>&quot;</r>',
    '<r>&apos;</r>',
    '<r>&#241;</r>',
    '<r>&#xd;</r>',
    '<r>></r>',
    '<r>\r\n</r>',
    '<r><!-- c --></r>',
    '<r><![CDATA[x]]></r>',
    '<r><?pi x?></r>',
    '<!DOCTYPE r [<!ATTLIST r a CDATA "x">]><r></r>',
    '<!-- antes --><r></r>',
    '<r></r><!-- después -->',
    '<?xml version="1.1"?><r></r>',
    '<?xml-stylesheet href="a"?><r></r>',
    '<r xmlns="urn:x"></r>',
    '<p:r xmlns:p="urn:p"></p:r>',
    '<r xml:lang="es"></r>',
    '<r xmlnsx="1"></r>',
    '<xmlns></xmlns>',
    '<r><XMLa></XMLa></r>',
    '<r/>',
    '<r>\u0001</r>',
    '<r>\uD83C</r>',
    '<r>\uFFFE</r>',
    '<r><a></b></r>',
    '<r>',
    '<r></r>x',
    '<r></r><r></r>',
    '\uFEFF<r></r>', // a BOM character in a string: parsers disagree
    '<ñ></ñ>',
  ];

  it('accepts canonical text and returns it (expanding empty-element tags)', () => {
    for (const xml of accepted) {
      const root = canonicalRoot(xml);
      expect(root, xml).not.toBeNull();
      expect(root!.canonical, xml).toBe(canonicalize(parseXml(xml).documentElement!));
    }
    expect(canonicalRoot(accepted[1]!)!.id).toBe('a&b');
  });

  it('refuses every construct outside the canonical subset', () => {
    for (const xml of rejected) expect(canonicalRoot(xml), JSON.stringify(xml)).toBeNull();
  });

  it('on 4,000 random documents: whatever it accepts is exactly the C14N of the root', () => {
    const random = prng(2024);
    let acceptedCount = 0;
    let canonicalOfParsed = 0;
    for (let index = 0; index < 4000; index++) {
      const xml = randomDocument(random);
      let parsed: Document | null = null;
      try {
        parsed = parseXml(xml);
      } catch {}
      const root = canonicalRoot(xml);
      if (root) {
        acceptedCount++;
        expect(parsed, JSON.stringify(xml)).not.toBeNull();
        const element = parsed!.documentElement!;
        expect(root.canonical, JSON.stringify(xml)).toBe(canonicalize(element));
        expect(root.tagName).toBe(element.tagName);
        expect(root.id).toBe(element.hasAttribute('id') ? element.getAttribute('id') : null);
        expect(xml.startsWith(`</${root.tagName}>`, root.closingTagAt)).toBe(true);
      }
      // Conversely, the C14N of any root within the subset is recognised as canonical.
      const canonical = parsed?.documentElement ? canonicalize(parsed.documentElement) : '';
      if (canonical && !OUTSIDE_SUBSET.test(canonical)) {
        canonicalOfParsed++;
        expect(canonicalRoot(canonical)?.canonical, JSON.stringify(canonical)).toBe(canonical);
      }
    }
    // Both outcomes occur often enough for the check to mean something.
    expect(acceptedCount).toBeGreaterThan(400);
    expect(acceptedCount).toBeLessThan(3600);
    expect(canonicalOfParsed).toBeGreaterThan(1000);
  });

  it('agrees with libxml2 (xmllint --c14n) on random documents it accepts', () => {
    const random = prng(77);
    let checked = 0;
    while (checked < 25) {
      const xml = randomDocument(random);
      const root = canonicalRoot(xml);
      if (!root) continue;
      checked++;
      const result = xmllintCanonical(xml);
      expect(result.ok, result.output).toBe(true);
      expect(root.canonical, JSON.stringify(xml)).toBe(result.output);
    }
  });
});

/**
 * Canonical text the recogniser leaves to full C14N on purpose: prefixes, namespace declarations,
 * `xml…` names, PIs, non-ASCII names; and characters xmldom tolerates although XML forbids them.
 */
const OUTSIDE_SUBSET =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: exactly the characters XML forbids
  /[:?]|xml|<\/?ñ[ >]| ñ="|[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Pieces of random documents: canonical ones and every kind of deviation.
const TEXT_PIECES = [
  'abc',
  'á',
  'ñ€',
  '🍕',
  ' ',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '&amp;',
  '&lt;',
  '&gt;',
  '&#xD;',
  '&quot;',
  '&apos;',
  '&#241;',
  '&#xd;',
  '&#13;',
  '>',
  '"',
  "'",
  '&',
  ']]>',
  '\u0001',
  '\uD83C',
  '\uFFFE',
  '\u0085',
];
const VALUE_PIECES = [
  'v',
  'á',
  '🍕',
  ' ',
  '>',
  "'",
  '&amp;',
  '&lt;',
  '&quot;',
  '&#x9;',
  '&#xA;',
  '&#xD;',
  '&gt;',
  '&apos;',
  '&#9;',
  '\t',
  '\n',
  '\r',
  '\u0001',
  '<',
];
const NAMES = ['r', 'a', 'b', 'B', 'x.y', 'x-1', '_z', 'id', 'version'];
const ODD_NAMES = ['p:q', 'xml:lang', 'xmlns', 'xmlns:p', 'ñ', 'xmlx'];

function randomValue(random: Random): string {
  let value = '';
  for (let count = random.below(4); count > 0; count--) {
    value += random.chance(0.8) ? random.pick(VALUE_PIECES.slice(0, 12)) : random.pick(VALUE_PIECES);
  }
  return value;
}

function randomStartTag(random: Random, name: string): string {
  const attributes: string[] = [];
  for (let count = random.below(4); count > 0; count--) {
    const attribute = random.chance(0.9) ? random.pick(NAMES) : random.pick(ODD_NAMES);
    const value = attribute.startsWith('xmlns') ? 'urn:x' : randomValue(random);
    const quote = random.chance(0.9) ? '"' : "'";
    attributes.push(`${attribute}=${quote}${value.replaceAll(quote, '')}${quote}`);
  }
  if (random.chance(0.7)) attributes.sort();
  const separator = () => (random.chance(0.95) ? ' ' : random.pick(['  ', '\n', '\t']));
  return `<${name}${attributes.map((attribute) => separator() + attribute).join('')}${random.chance(0.05) ? ' ' : ''}`;
}

function randomContent(random: Random, depth: number): string {
  let content = '';
  for (let count = random.below(4); count > 0; count--) {
    const kind = random.below(10);
    if (kind < 4) {
      content += random.chance(0.85) ? random.pick(TEXT_PIECES.slice(0, 13)) : random.pick(TEXT_PIECES);
    } else if (kind < 8 && depth < 3) {
      content += randomElement(random, depth + 1);
    } else if (kind === 8) {
      content += random.pick(['<e/>', '<e a="1"/>', '<e b="2" a="1"/>', '<e />']);
    } else {
      content += random.chance(0.9)
        ? random.pick(TEXT_PIECES.slice(0, 5))
        : random.pick(['<!--c-->', '<![CDATA[<&>]]>', '<?pi d?>']);
    }
  }
  return content;
}

function randomElement(random: Random, depth: number): string {
  const name = random.chance(0.97) ? random.pick(NAMES) : random.pick(ODD_NAMES);
  const start = randomStartTag(random, name);
  const end = random.chance(0.98) ? `</${name}>` : random.pick([`</${name} >`, '</other>']);
  return `${start}>${randomContent(random, depth)}${end}`;
}

function randomDocument(random: Random): string {
  const prolog = random.chance(0.8)
    ? random.pick(['', '<?xml version="1.0" encoding="UTF-8"?>', '<?xml version="1.0"?>\n', '\uFEFF', '\n'])
    : random.pick(['<?xml version="1.1"?>', '<!--c-->', '<?pi x?>', '<!DOCTYPE r>', 'x']);
  const epilogue = random.chance(0.9) ? random.pick(['', '\n', ' \r\n']) : random.pick(['<!--c-->', 'x', '<r></r>']);
  return prolog + randomElement(random, 0) + epilogue;
}
