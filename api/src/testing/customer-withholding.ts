import { randomBytes } from 'node:crypto';
import { buildClaveAcceso, percentOf, roundMoney } from '@facturador/shared/domain';
import { generateTestP12, loadCertificate, type SigningCertificate } from '../sri/certificate';
import { signXml } from '../sri/signature';
import { buildComprobanteRetencionXml } from '../sri/xml';

/**
 * A comprobante de retención a fictitious customer (an agente de retención) issues to a company on
 * its invoices, signed with a self-made certificate like the demo's (issue #22): for the tests, the
 * e2e suite and the simulator's demo documents.
 */
export interface CustomerAgent {
  ruc: string;
  razonSocial: string;
  dirMatriz: string;
}

export interface WithheldInvoice {
  /** 001-001-000000123 */
  numero: string;
  /** dd/mm/aaaa */
  fechaEmision: string;
  totalSinImpuestos: number;
  /** IVA at 15 % of the taxed base. */
  baseGravada: number;
  iva: number;
  importeTotal: number;
  renta?: { codigo: string; porcentaje: number; base?: number };
  /** IVA withholding: codigoRetencion (SRI table: 9 = 10 %, 10 = 20 %, 1 = 30 %, 2 = 70 %, 3 = 100 %). */
  ivaRetenido?: { codigo: string; porcentaje: number; base?: number };
}

export interface CustomerWithholdingOptions {
  agente: CustomerAgent;
  certificate: SigningCertificate;
  sujeto: { ruc: string; razonSocial: string };
  ambiente: 1 | 2;
  secuencial: number;
  fechaEmision: Date;
  facturas: WithheldInvoice[];
}

/** A signing certificate for a fictitious taxpayer (self-signed, 2 years). */
export function fictitiousCertificate(agente: Pick<CustomerAgent, 'ruc' | 'razonSocial'>): SigningCertificate {
  const password = randomBytes(12).toString('base64url');
  return loadCertificate(generateTestP12({ password, commonName: agente.razonSocial, ruc: agente.ruc }), password);
}

/** The signed XML and its access key. */
export function customerWithholding(options: CustomerWithholdingOptions): { claveAcceso: string; xml: string } {
  const claveAcceso = buildClaveAcceso({
    fechaEmision: options.fechaEmision,
    codDoc: '07',
    ruc: options.agente.ruc,
    ambiente: options.ambiente,
    estab: '001',
    ptoEmi: '001',
    secuencial: options.secuencial,
    codigoNumerico: String(options.secuencial).padStart(8, '0'),
  });
  const unsigned = buildComprobanteRetencionXml({
    ambiente: options.ambiente,
    claveAcceso,
    secuencial: options.secuencial,
    fechaEmision: options.fechaEmision,
    emisor: { ...options.agente, obligadoContabilidad: 'SI' },
    puntoEmision: { estab: '001', ptoEmi: '001' },
    sujetoRetenido: {
      tipoIdentificacion: '04',
      identificacion: options.sujeto.ruc,
      razonSocial: options.sujeto.razonSocial,
    },
    docsSustento: options.facturas.map((factura) => {
      const retenciones = [];
      if (factura.renta) {
        const base = factura.renta.base ?? factura.totalSinImpuestos;
        retenciones.push({
          codigo: '1' as const,
          codigoRetencion: factura.renta.codigo,
          baseImponible: base,
          porcentajeRetener: factura.renta.porcentaje,
          valorRetenido: percentOf(base, factura.renta.porcentaje),
        });
      }
      if (factura.ivaRetenido) {
        const base = factura.ivaRetenido.base ?? factura.iva;
        retenciones.push({
          codigo: '2' as const,
          codigoRetencion: factura.ivaRetenido.codigo,
          baseImponible: base,
          porcentajeRetener: factura.ivaRetenido.porcentaje,
          valorRetenido: percentOf(base, factura.ivaRetenido.porcentaje),
        });
      }
      const exenta = roundMoney(factura.totalSinImpuestos - factura.baseGravada);
      return {
        codSustento: '01',
        codDocSustento: '01',
        numDocSustento: factura.numero.replaceAll('-', ''),
        fechaEmisionDocSustento: factura.fechaEmision,
        totalSinImpuestos: factura.totalSinImpuestos,
        importeTotal: factura.importeTotal,
        impuestos: [
          ...(factura.baseGravada > 0
            ? [{ codigoPorcentaje: '4', baseImponible: factura.baseGravada, tarifa: 15, valorImpuesto: factura.iva }]
            : []),
          ...(exenta > 0 ? [{ codigoPorcentaje: '0', baseImponible: exenta, tarifa: 0, valorImpuesto: 0 }] : []),
        ],
        retenciones,
        pagos: [{ formaPago: '20', total: factura.importeTotal }],
      };
    }),
  });
  return { claveAcceso, xml: signXml(unsigned, options.certificate) };
}
