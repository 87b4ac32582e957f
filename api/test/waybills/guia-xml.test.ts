import { join } from 'node:path';
import { buildClaveAcceso } from '@facturador/shared/domain';
import { describe, expect, it } from 'vitest';
import { buildGuiaRemisionXml, type GuiaRemisionXmlInput, signXml, XmlBuildError } from '../../src/sri';
import { fictitiousCertificate } from '../../src/testing/customer-withholding';
import { SRI_SCHEMAS_DIR, xmllintValidate, xmlsecVerify } from '../sri/tools';

const GUIA_XSD = join(SRI_SCHEMAS_DIR, 'GuiaRemision_V1.1.0.xsd');
const EMISOR = {
  ruc: '1790012344001',
  razonSocial: 'FERRETERÍA EL MARTILLO S.A.',
  dirMatriz: 'Av. 10 de Agosto, Quito',
};
const INVOICE_KEY = buildClaveAcceso({
  fechaEmision: new Date('2026-11-30T15:00:00Z'),
  codDoc: '01',
  ruc: EMISOR.ruc,
  ambiente: 1,
  estab: 1,
  ptoEmi: 1,
  secuencial: 45,
  codigoNumerico: '12345678',
});

function certificatePem(xml: string): string {
  const base64 = /<ds:X509Certificate>([^<]+)<\/ds:X509Certificate>/.exec(xml)![1]!.replace(/\s+/g, '');
  return `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
}

/** A guía with two destinatarios: a delivered sale (by its invoice) and a transfer to establishment 002. */
function guia(overrides: Partial<GuiaRemisionXmlInput> = {}): GuiaRemisionXmlInput {
  return {
    ambiente: 1,
    claveAcceso: buildClaveAcceso({
      fechaEmision: new Date('2026-12-02T17:00:00Z'),
      codDoc: '06',
      ruc: EMISOR.ruc,
      ambiente: 1,
      estab: 1,
      ptoEmi: 1,
      secuencial: 3,
      codigoNumerico: '87654321',
    }),
    secuencial: 3,
    emisor: { ...EMISOR, obligadoContabilidad: 'SI' },
    puntoEmision: { estab: '001', ptoEmi: '001', dirEstablecimiento: 'Av. 10 de Agosto, Quito' },
    dirPartida: 'Bodega Principal, Av. 10 de Agosto, Quito',
    transportista: { tipoIdentificacion: '05', identificacion: '1710034065', razonSocial: 'PÉREZ LUIS' },
    fechaIniTransporte: '02/12/2026',
    fechaFinTransporte: '03/12/2026',
    placa: 'PBA-1234',
    destinatarios: [
      {
        identificacion: '1712345678',
        razonSocial: 'MARÍA LÓPEZ',
        direccion: 'Calle Larga 5, Cuenca',
        motivoTraslado: 'Venta',
        ruta: 'Quito - Cuenca',
        sustento: {
          codDoc: '01',
          numero: '001-001-000000045',
          numeroAutorizacion: INVOICE_KEY,
          fechaEmision: '30/11/2026',
        },
        detalles: [{ codigoInterno: 'CEM-50', descripcion: 'Cemento Holcim 50 kg', cantidad: 4 }],
      },
      {
        identificacion: EMISOR.ruc,
        razonSocial: EMISOR.razonSocial,
        direccion: 'Sucursal Norte, Av. Eloy Alfaro, Quito',
        motivoTraslado: 'Traslado entre establecimientos',
        codEstabDestino: '002',
        detalles: [{ codigoInterno: 'VAR-12', descripcion: 'Varilla 12 mm', cantidad: 5 }],
      },
    ],
    infoAdicional: [{ nombre: 'Email', valor: 'maria@example.com' }],
    ...overrides,
  };
}

describe('guiaRemision 1.1.0', () => {
  it('validates against the official XSD and verifies with xmlsec1, with two destinatarios', () => {
    const unsigned = buildGuiaRemisionXml(guia());
    expect(xmllintValidate(unsigned, GUIA_XSD).output).toContain('validates');
    const signed = signXml(unsigned, fictitiousCertificate(EMISOR));
    expect(xmlsecVerify(signed, 'guiaRemision', certificatePem(signed)).output).toContain('OK');
    expect(unsigned).toContain(
      `<codDocSustento>01</codDocSustento><numDocSustento>001-001-000000045</numDocSustento><numAutDocSustento>${INVOICE_KEY}</numAutDocSustento><fechaEmisionDocSustento>30/11/2026</fechaEmisionDocSustento>`,
    );
    expect(unsigned).toContain('<codEstabDestino>002</codEstabDestino>');
    expect(unsigned).toContain('<cantidad>5.000000</cantidad>');
  });

  it('takes its access key date from fechaIniTransporte: a key of another day is refused', () => {
    expect(() => buildGuiaRemisionXml(guia({ fechaIniTransporte: '01/12/2026' }))).toThrow(XmlBuildError);
  });

  it('puts the DAU right after motivoTraslado, where the XSD wants it', () => {
    const base = guia();
    const conDau = {
      ...base,
      destinatarios: [{ ...base.destinatarios[0]!, docAduaneroUnico: '02820261000123' }],
    };
    const xml = buildGuiaRemisionXml(conDau);
    expect(xml).toContain('<motivoTraslado>Venta</motivoTraslado><docAduaneroUnico>02820261000123</docAduaneroUnico>');
    expect(xmllintValidate(xml, GUIA_XSD).output).toContain('validates');
  });
});
