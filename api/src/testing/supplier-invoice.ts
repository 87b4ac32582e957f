import {
  buildClaveAcceso,
  buildInvoicePayload,
  type InvoiceFormLine,
  type PagoFormRow,
} from '@facturador/shared/domain';
import type { SigningCertificate } from '../sri/certificate';
import { signXml } from '../sri/signature';
import { buildComprobanteXml } from '../sri/xml';

/**
 * An invoice a fictitious supplier issues to a company (issue #22 §2), signed with the supplier's
 * self-made certificate: for the tests, the e2e suite and the simulator's demo documents. The
 * company registers it as a purchase (`POST /api/compras`) and issues its retención on it.
 */
export interface Supplier {
  ruc: string;
  razonSocial: string;
  dirMatriz: string;
  email: string;
}

export interface SupplierInvoiceOptions {
  proveedor: Supplier;
  certificate: SigningCertificate;
  /** `email`: the buyer's purchasing address, which the supplier writes in infoAdicional as real invoices do. */
  comprador: { ruc: string; razonSocial: string; direccion?: string; email?: string };
  ambiente: 1 | 2;
  secuencial: number;
  fechaEmision: Date;
  lineas: InvoiceFormLine[];
  /** Its payments (a term makes it a credit sale); absent: one payment 01 for the whole total. */
  pagos?: PagoFormRow[];
}

/** The signed XML, its access key and number (`001-001-000000123`). */
export function supplierInvoice(options: SupplierInvoiceOptions): { claveAcceso: string; numero: string; xml: string } {
  const claveAcceso = buildClaveAcceso({
    fechaEmision: options.fechaEmision,
    codDoc: '01',
    ruc: options.proveedor.ruc,
    ambiente: options.ambiente,
    estab: '001',
    ptoEmi: '001',
    secuencial: options.secuencial,
    codigoNumerico: String(options.secuencial).padStart(8, '0'),
  });
  const { factura } = buildInvoicePayload({
    ambiente: options.ambiente,
    registrar_comprador: false,
    tipo_identificacion: '04',
    comprador_cedula: options.comprador.ruc,
    comprador_nombres: options.comprador.razonSocial,
    comprador_direccion: options.comprador.direccion ?? 'Quito',
    comprador_email: '',
    // The buyer's address, not the supplier's: a purchase must not take it as the supplier's (issue #37 §2).
    infoAdicional: options.comprador.email ? [{ nombre: 'Email', valor: options.comprador.email }] : [],
    productos: options.lineas,
    ...(options.pagos ? { pagos: options.pagos } : {}),
  });
  const unsigned = buildComprobanteXml(factura, {
    emisor: { ...options.proveedor, obligadoContabilidad: 'SI' },
    puntoEmision: { estab: '001', ptoEmi: '001' },
    claveAcceso,
    secuencial: options.secuencial,
    fechaEmision: options.fechaEmision,
  });
  return {
    claveAcceso,
    numero: `001-001-${String(options.secuencial).padStart(9, '0')}`,
    xml: signXml(unsigned, options.certificate),
  };
}
