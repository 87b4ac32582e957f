import { buildClaveAcceso, percentOf, sumMoney } from '@facturador/shared/domain';
import type { SigningCertificate } from '../sri/certificate';
import { signXml } from '../sri/signature';
import { buildFacturaXml, buildNotaCreditoXml, buildNotaDebitoXml } from '../sri/xml';
import type { Supplier } from './supplier-invoice';

/**
 * The other documents a fictitious supplier issues to a company (issue #42 §1), signed with the supplier's
 * self-made certificate: a nota de crédito or de débito on one of its invoices, and an invoice with ICE.
 */
export interface SupplierNoteOptions {
  proveedor: Supplier;
  certificate: SigningCertificate;
  comprador: { ruc: string; razonSocial: string };
  ambiente: 1 | 2;
  secuencial: number;
  fechaEmision: Date;
  /** The invoice it modifies: `001-001-000000123` and `dd/mm/aaaa`. */
  facturaModificada: { numero: string; fechaEmision: string };
  /** The base at 15 % it credits or charges. */
  base: number;
}

export interface SupplierDocument {
  claveAcceso: string;
  numero: string;
  xml: string;
}

const numeroOf = (secuencial: number) => `001-001-${String(secuencial).padStart(9, '0')}`;

function header(options: Omit<SupplierNoteOptions, 'facturaModificada' | 'base'>, codDoc: string) {
  const claveAcceso = buildClaveAcceso({
    fechaEmision: options.fechaEmision,
    codDoc,
    ruc: options.proveedor.ruc,
    ambiente: options.ambiente,
    estab: '001',
    ptoEmi: '001',
    secuencial: options.secuencial,
    codigoNumerico: String(options.secuencial).padStart(8, '0'),
  });
  return {
    claveAcceso,
    common: {
      ambiente: options.ambiente,
      claveAcceso,
      secuencial: options.secuencial,
      fechaEmision: options.fechaEmision,
      emisor: { ...options.proveedor, obligadoContabilidad: 'SI' as const },
      puntoEmision: { estab: '001', ptoEmi: '001' },
      comprador: {
        tipoIdentificacion: '04',
        identificacion: options.comprador.ruc,
        razonSocial: options.comprador.razonSocial,
        direccion: 'Quito',
      },
    },
  };
}

const ivaOf = (base: number) => percentOf(base, 15);

/** A nota de crédito (04) for `base` at 15 % on the invoice. */
export function supplierCreditNote(options: SupplierNoteOptions): SupplierDocument {
  const { claveAcceso, common } = header(options, '04');
  const iva = ivaOf(options.base);
  const impuesto = { codigo: 2, codigoPorcentaje: 4, baseImponible: options.base, valor: iva };
  const unsigned = buildNotaCreditoXml({
    ...common,
    detalles: [
      {
        codigoPrincipal: 'P-1',
        descripcion: 'Devolución de resmas de papel',
        cantidad: 1,
        precioUnitario: options.base,
        descuento: 0,
        precioTotalSinImpuesto: options.base,
        impuestos: [{ ...impuesto, tarifa: 15 }],
      },
    ],
    totalSinImpuestos: options.base,
    totalDescuento: 0,
    totalConImpuestos: [impuesto],
    importeTotal: sumMoney([options.base, iva]),
    docModificado: { codDoc: '01', ...options.facturaModificada },
    motivo: 'Devolución de mercadería',
  });
  return { claveAcceso, numero: numeroOf(options.secuencial), xml: signXml(unsigned, options.certificate) };
}

/** A nota de débito (05) charging `base` at 15 % (interest) on the invoice. */
export function supplierDebitNote(options: SupplierNoteOptions): SupplierDocument {
  const { claveAcceso, common } = header(options, '05');
  const iva = ivaOf(options.base);
  const unsigned = buildNotaDebitoXml({
    ...common,
    docModificado: { codDoc: '01', ...options.facturaModificada },
    totalSinImpuestos: options.base,
    impuestos: [{ codigo: 2, codigoPorcentaje: 4, tarifa: 15, baseImponible: options.base, valor: iva }],
    valorTotal: sumMoney([options.base, iva]),
    motivos: [{ razon: 'Intereses por pago tardío', valor: options.base }],
  });
  return { claveAcceso, numero: numeroOf(options.secuencial), xml: signXml(unsigned, options.certificate) };
}

/**
 * An invoice with ICE (codigo 3): `base` plus `ice` of ICE, IVA 15 % on both (the ICE is part of the IVA
 * base, as the SRI computes it).
 */
export function supplierInvoiceWithIce(
  options: Omit<SupplierNoteOptions, 'facturaModificada'> & { ice: number },
): SupplierDocument {
  const { claveAcceso, common } = header(options, '01');
  const baseIva = sumMoney([options.base, options.ice]);
  const iva = ivaOf(baseIva);
  const ice = { codigo: 3, codigoPorcentaje: 3011, tarifa: 0, baseImponible: options.base, valor: options.ice };
  const ivaTax = { codigo: 2, codigoPorcentaje: 4, tarifa: 15, baseImponible: baseIva, valor: iva };
  const unsigned = buildFacturaXml({
    ...common,
    detalles: [
      {
        codigoPrincipal: 'CIG-1',
        descripcion: 'Cigarrillos',
        cantidad: 1,
        precioUnitario: options.base,
        descuento: 0,
        precioTotalSinImpuesto: options.base,
        impuestos: [ice, ivaTax],
      },
    ],
    totalSinImpuestos: options.base,
    totalDescuento: 0,
    totalConImpuestos: [ice, ivaTax],
    importeTotal: sumMoney([baseIva, iva]),
  });
  return { claveAcceso, numero: numeroOf(options.secuencial), xml: signXml(unsigned, options.certificate) };
}
