import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readComprobanteRetencion } from '../../src/sri';
import { customerWithholding, fictitiousCertificate } from '../../src/testing/customer-withholding';
import { SRI_SCHEMAS_DIR, xmllintValidate, xmlsecVerify } from '../sri/tools';

const RETENCION_XSD = join(SRI_SCHEMAS_DIR, 'ComprobanteRetencion_V2.0.0.xsd');
const AGENTE = {
  ruc: '1790012344001',
  razonSocial: 'CONSTRUCTORA ANDINA S.A.',
  dirMatriz: 'Av. Amazonas N34-120, Quito',
};

function certificatePem(xml: string): string {
  const base64 = /<ds:X509Certificate>([^<]+)<\/ds:X509Certificate>/.exec(xml)![1]!.replace(/\s+/g, '');
  return `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
}

describe('comprobanteRetencion 2.0.0', () => {
  const { claveAcceso, xml } = customerWithholding({
    agente: AGENTE,
    certificate: fictitiousCertificate(AGENTE),
    sujeto: { ruc: '1312456781001', razonSocial: 'ZAMBRANO MENDOZA CARLOS ANDRES' },
    ambiente: 1,
    secuencial: 7,
    fechaEmision: new Date('2026-11-20T15:00:00Z'),
    facturas: [
      {
        numero: '001-001-000000045',
        fechaEmision: '18/11/2026',
        totalSinImpuestos: 120,
        baseGravada: 100,
        iva: 15,
        importeTotal: 135,
        renta: { codigo: '3440', porcentaje: 2.75 },
        ivaRetenido: { codigo: '3', porcentaje: 100 },
      },
    ],
  });

  it('validates against the official XSD and verifies with xmlsec1', () => {
    const unsigned = xml.replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, '');
    const schema = xmllintValidate(unsigned, RETENCION_XSD);
    expect(schema.output).toContain('validates');
    const signature = xmlsecVerify(xml, 'comprobanteRetencion', certificatePem(xml));
    expect(signature.output).toContain('OK');
    const tampered = xml.replace('<valorRetenido>15.00</valorRetenido>', '<valorRetenido>1.00</valorRetenido>');
    expect(tampered).not.toBe(xml);
    expect(xmlsecVerify(tampered, 'comprobanteRetencion', certificatePem(xml)).ok).toBe(false);
  });

  it('reads back what it says', () => {
    expect(readComprobanteRetencion(xml)).toEqual({
      claveAcceso,
      codDoc: '07',
      ambiente: '1',
      estab: '001',
      ptoEmi: '001',
      secuencial: '000000007',
      fechaEmision: '20/11/2026',
      periodoFiscal: '11/2026',
      rucAgente: AGENTE.ruc,
      razonSocialAgente: AGENTE.razonSocial,
      identificacionSujetoRetenido: '1312456781001',
      docsSustento: [
        {
          codDocSustento: '01',
          numDocSustento: '001001000000045',
          fechaEmisionDocSustento: '18/11/2026',
          retenciones: [
            { codigo: '1', codigoRetencion: '3440', baseImponible: 120, porcentaje: 2.75, valor: 3.3 },
            { codigo: '2', codigoRetencion: '3', baseImponible: 15, porcentaje: 100, valor: 15 },
          ],
        },
      ],
    });
  });
});
