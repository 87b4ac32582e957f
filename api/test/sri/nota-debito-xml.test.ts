import { X509Certificate } from 'node:crypto';
import { COD_DOC, parseClaveAcceso } from '@facturador/shared/domain';
import { describe, expect, it } from 'vitest';
import { generateTestP12, loadCertificate } from '../../src/sri/certificate';
import { signXml, verifySignedXml } from '../../src/sri/signature';
import { buildNotaDebitoXml, XmlBuildError } from '../../src/sri/xml';
import { claveAcceso, EMISOR, FECHA_EMISION, notaDebitoXml, PUNTO_EMISION } from './fixtures';
import { NOTA_DEBITO_XSD, xmllintValidate, xmlsecVerify } from './tools';

const elementNames = (xml: string) => [...xml.matchAll(/<([A-Za-z]+)[\s>/]/g)].map((match) => match[1]);

describe('notaDebito 1.0.0', () => {
  it('validates against NotaDebito_V1.0.0.xsd with one and many motivos, at 15% and 0%', () => {
    const cases = [
      notaDebitoXml([{ razon: 'Interés por mora', valor: 10 }]),
      notaDebitoXml(
        Array.from({ length: 50 }, (_, index) => ({ razon: `Cargo ${index + 1} <bancario> & flete`, valor: 0.03 })),
      ),
      notaDebitoXml([{ razon: 'Flete', valor: 7.25 }], 'IVA 0%'),
    ];
    for (const { xml } of cases) {
      const result = xmllintValidate(xml, NOTA_DEBITO_XSD);
      expect(result.output).toContain('validates');
      expect(result.ok).toBe(true);
    }
  });

  it('writes the invoice it modifies, the one impuesto with its tarifa, valorTotal and the motivos', () => {
    const { clave, xml } = notaDebitoXml([{ razon: 'Interés por mora', valor: 10 }]);
    expect(parseClaveAcceso(clave)?.codDoc).toBe('05');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><notaDebito id="comprobante" version="1.0.0">')).toBe(
      true,
    );
    expect(xml).toContain('<codDoc>05</codDoc>');
    expect(xml).toContain(
      '<codDocModificado>01</codDocModificado><numDocModificado>001-002-000000123</numDocModificado><fechaEmisionDocSustento>20/11/2026</fechaEmisionDocSustento>',
    );
    expect(xml).toContain(
      '<totalSinImpuestos>10.00</totalSinImpuestos><impuestos><impuesto><codigo>2</codigo><codigoPorcentaje>4</codigoPorcentaje><tarifa>15.00</tarifa><baseImponible>10.00</baseImponible><valor>1.50</valor></impuesto></impuestos><valorTotal>11.50</valorTotal>',
    );
    // No pagos given: the charge is on the customer's account, and the XML declares none.
    expect(xml).not.toContain('<pagos>');
    expect(xml).toContain('<motivos><motivo><razon>Interés por mora</razon><valor>10.00</valor></motivo></motivos>');
    expect(xml).toContain('<razonSocialComprador>PÉREZ &amp; HIJOS "EL SOL"</razonSocialComprador>');
    expect(xml).toContain('<campoAdicional nombre="Email">juan@example.com</campoAdicional>');
    const names = elementNames(xml);
    const positions = ['infoTributaria', 'infoNotaDebito', 'motivos', 'infoAdicional'].map((name) =>
      names.indexOf(name),
    );
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('is signed with XAdES-BES and verified by xmlsec1; a changed valor breaks it', () => {
    const p12 = generateTestP12({ password: 'firma', commonName: 'COMERCIAL DEMO S.A.', ruc: EMISOR.ruc });
    const certificate = loadCertificate(p12, 'firma');
    const pem = new X509Certificate(certificate.certificateDer).toString();
    const signed = signXml(notaDebitoXml([{ razon: 'Cheque protestado', valor: 25.4 }]).xml, certificate);
    expect(verifySignedXml(signed).valid).toBe(true);
    const result = xmlsecVerify(signed, 'notaDebito', pem);
    expect(result.output).toContain('OK');
    expect(result.ok).toBe(true);
    const tampered = signed.replace('<valor>25.40</valor>', '<valor>2.54</valor>');
    expect(tampered).not.toBe(signed);
    expect(xmlsecVerify(tampered, 'notaDebito', pem).ok).toBe(false);
  });

  it('writes given pagos, and refuses what the schema would refuse', () => {
    const input = {
      ambiente: 1 as const,
      claveAcceso: claveAcceso(COD_DOC.notaDebito, 9),
      secuencial: 9,
      fechaEmision: FECHA_EMISION,
      emisor: EMISOR,
      puntoEmision: PUNTO_EMISION,
      comprador: { tipoIdentificacion: '05', identificacion: '1710034065', razonSocial: 'JUAN' },
      docModificado: { numero: '001-001-000000001', fechaEmision: '20/11/2026' },
      totalSinImpuestos: 1,
      impuestos: [{ codigo: 2, codigoPorcentaje: 4, tarifa: 15, baseImponible: 1, valor: 0.15 }],
      valorTotal: 1.15,
      motivos: [{ razon: 'Mora', valor: 1 }],
    };
    const pagado = buildNotaDebitoXml({
      ...input,
      pagos: [{ formaPago: '19', total: 1.15, plazo: 30, unidadTiempo: 'dias' }],
    });
    expect(pagado).toContain(
      '<valorTotal>1.15</valorTotal><pagos><pago><formaPago>19</formaPago><total>1.15</total><plazo>30.00</plazo><unidadTiempo>dias</unidadTiempo></pago></pagos></infoNotaDebito>',
    );
    expect(xmllintValidate(pagado, NOTA_DEBITO_XSD).ok).toBe(true);
    expect(() => buildNotaDebitoXml({ ...input, motivos: [] })).toThrow(XmlBuildError);
    expect(() =>
      buildNotaDebitoXml({ ...input, docModificado: { numero: '1-1-1', fechaEmision: '20/11/2026' } }),
    ).toThrow('numDocModificado');
    // A key of another document type (SRI error 58).
    expect(() => buildNotaDebitoXml({ ...input, claveAcceso: claveAcceso(COD_DOC.notaCredito, 9) })).toThrow('codDoc');
  });
});
