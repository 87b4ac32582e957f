import { COD_DOC } from '@facturador/shared/domain';
import { describe, expect, it } from 'vitest';
import { buildComprobanteXml, buildFacturaXml, buildNotaCreditoXml, XmlBuildError } from '../../src/sri/xml';
import { claveAcceso, context, EMISOR, facturaPayload, formLine, minimalFactura } from './fixtures';
import { FACTURA_XSD, NOTA_CREDITO_XSD, xmllintValidate } from './tools';

const facturaXml = (lines: number, secuencial = 1) =>
  buildComprobanteXml(facturaPayload(lines), context('factura', secuencial));
const notaCreditoXml = (lines: number, secuencial = 1) =>
  buildComprobanteXml(facturaPayload(lines, { tipoComprobante: 'notaCredito' }), context('notaCredito', secuencial));

/** Element names in document order, to compare sequences. */
const elementNames = (xml: string) => [...xml.matchAll(/<([A-Za-z]+)[\s>/]/g)].map((match) => match[1]);

describe('XML against the official XSDs (xmllint)', () => {
  for (const lines of [1, 3, 100]) {
    it(`factura 1.1.0 with ${lines} line(s) validates`, () => {
      const result = xmllintValidate(facturaXml(lines), FACTURA_XSD);
      expect(result.output).toContain('validates');
      expect(result.ok).toBe(true);
    });
    it(`notaCredito 1.1.0 with ${lines} line(s) validates`, () => {
      const result = xmllintValidate(notaCreditoXml(lines), NOTA_CREDITO_XSD);
      expect(result.output).toContain('validates');
      expect(result.ok).toBe(true);
    });
  }

  it('a factura with every current IVA rate and 6-decimal quantities and prices validates', () => {
    const productos = ['IVA 15%', 'IVA 5%', 'IVA 0%', 'No objeto de IVA', 'Exento de IVA', 'IVA diferenciado'].map(
      (impuesto, index) =>
        formLine(index + 1, { producto_impuesto: impuesto, producto_cantidad: 1.123456, producto_precio: 2.654321 }),
    );
    const xml = buildComprobanteXml(facturaPayload(0, { productos }), context('factura', 5));
    for (const code of [4, 5, 0, 6, 7, 8]) expect(xml).toContain(`<codigoPorcentaje>${code}</codigoPorcentaje>`);
    expect(xml).toContain('<cantidad>1.123456</cantidad>');
    const result = xmllintValidate(xml, FACTURA_XSD);
    expect(result.output).toContain('validates');
    expect(result.ok).toBe(true);
  });

  it('a document with an element out of order fails the schema (the check is real)', () => {
    const original = facturaXml(1);
    const swapped = original.replace(
      /(<razonSocial>[^<]*<\/razonSocial><nombreComercial>[^<]*<\/nombreComercial>)(<ruc>\d+<\/ruc>)/,
      '$2$1',
    );
    expect(swapped).not.toBe(original);
    const result = xmllintValidate(swapped, FACTURA_XSD);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('ruc');
  });
});

describe('factura and notaCredito builders', () => {
  it('writes the factura in the XSD order with pagos, propina and the key', () => {
    const xml = facturaXml(2, 77);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><factura id="comprobante" version="1.1.0">')).toBe(
      true,
    );
    const names = elementNames(xml);
    const order = (list: string[]) => list.map((name) => names.indexOf(name));
    const infoTributaria = [
      'ambiente',
      'tipoEmision',
      'razonSocial',
      'nombreComercial',
      'ruc',
      'claveAcceso',
      'codDoc',
      'estab',
      'ptoEmi',
      'secuencial',
      'dirMatriz',
      'contribuyenteRimpe',
    ];
    const positions = order(infoTributaria);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(
      order(['totalConImpuestos', 'propina', 'importeTotal', 'moneda', 'pagos', 'detalles', 'infoAdicional']),
    ).toEqual(
      [...order(['totalConImpuestos', 'propina', 'importeTotal', 'moneda', 'pagos', 'detalles', 'infoAdicional'])].sort(
        (a, b) => a - b,
      ),
    );
    expect(xml).toContain(`<claveAcceso>${claveAcceso(COD_DOC.factura, 77)}</claveAcceso><codDoc>01</codDoc>`);
    expect(xml).toContain('<secuencial>000000077</secuencial>');
    expect(xml).toContain('<pagos><pago><formaPago>01</formaPago>');
    expect(xml).toContain('<propina>0.00</propina>');
    expect(xml).toContain('<detAdicional nombre="SN" valor="SN-0001 X"/>');
  });

  it('puts the Email entry first in infoAdicional', () => {
    expect(facturaXml(1)).toContain(
      '<infoAdicional><campoAdicional nombre="Email">juan@example.com</campoAdicional><campoAdicional nombre="Teléfono">',
    );
  });

  it('escapes text, keeps it on one line and writes no empty tag', () => {
    const xml = facturaXml(3);
    expect(xml).toContain('<razonSocial>COMERCIAL DEMO &amp; HIJOS "LA ESQUINA" S.A.</razonSocial>');
    expect(xml).toContain('<nombreComercial>LA ESQUINA &lt;DEMO&gt;</nombreComercial>');
    expect(xml).toContain('<razonSocialComprador>JUAN PÉREZ MOLINA</razonSocialComprador>');
    expect(xml).not.toMatch(/[\r\n\t]/);
    expect(xml).not.toMatch(/<([A-Za-z]+)><\/\1>/);
    expect(xml).not.toMatch(/<[A-Za-z]+\/>/);
    const withoutOptional = buildFacturaXml({
      ...minimalFactura(),
      emisor: { ...EMISOR, nombreComercial: '   ', contribuyenteRimpe: undefined },
      comprador: {
        tipoIdentificacion: '07',
        identificacion: '9999999999999',
        razonSocial: 'CONSUMIDOR FINAL',
        direccion: '',
      },
      infoAdicional: [{ nombre: 'Email', valor: '' }],
    });
    expect(withoutOptional).not.toContain('nombreComercial');
    expect(withoutOptional).not.toContain('direccionComprador');
    expect(withoutOptional).not.toContain('infoAdicional');
  });

  it('writes the credit-note fields', () => {
    const xml = notaCreditoXml(2, 5);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><notaCredito id="comprobante" version="1.1.0">')).toBe(
      true,
    );
    expect(xml).toContain('<codDoc>04</codDoc>');
    expect(xml).toContain(
      '<codDocModificado>01</codDocModificado><numDocModificado>001-002-000000077</numDocModificado><fechaEmisionDocSustento>10/01/2025</fechaEmisionDocSustento>',
    );
    expect(xml).toMatch(/<valorModificacion>\d+\.\d{2}<\/valorModificacion><moneda>DOLAR<\/moneda><totalConImpuestos>/);
    expect(xml).toContain('<motivo>Devolución de producto</motivo>');
    expect(xml).toContain('<codigoInterno>P0001</codigoInterno>');
    expect(xml).not.toContain('<tarifa>15.00</tarifa><valor>'); // totalImpuesto of a NC has no tarifa
    expect(xml).toContain('<campoAdicional nombre="Observación">Cliente devolvió el producto</campoAdicional>');
  });

  it('refuses a key that does not match the document (SRI error 58) and overlong lists', () => {
    expect(() => buildFacturaXml({ ...minimalFactura(), claveAcceso: claveAcceso(COD_DOC.factura, 2) })).toThrow(
      XmlBuildError,
    );
    expect(() => buildFacturaXml({ ...minimalFactura(), claveAcceso: claveAcceso(COD_DOC.notaCredito, 1) })).toThrow(
      /codDoc/,
    );
    const tooMany = Array.from({ length: 16 }, (_, index) => ({ nombre: `Campo ${index}`, valor: 'x' }));
    expect(() => buildFacturaXml({ ...minimalFactura(), infoAdicional: tooMany })).toThrow(/15/);
    expect(() =>
      buildNotaCreditoXml({
        ...minimalFactura(),
        claveAcceso: claveAcceso(COD_DOC.notaCredito, 1),
        docModificado: { numero: '1-1-1', fechaEmision: '01/01/2025' },
        motivo: 'Otros',
      }),
    ).toThrow(/numDocModificado/);
  });
});
