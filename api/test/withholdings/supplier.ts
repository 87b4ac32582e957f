import { demoEmisor } from '../../src/db/seed/demo-data';
import { fictitiousCertificate } from '../../src/testing/customer-withholding';
import { supplierInvoice } from '../../src/testing/supplier-invoice';
import { line } from '../emission/helpers';

/** A fictitious supplier of the demo company and its signed invoices (issue #22 §2). */
export const PROVEEDOR = {
  ruc: '1791234567001',
  razonSocial: 'DISTRIBUIDORA DEL PACÍFICO S.A.',
  dirMatriz: 'Av. 9 de Octubre 100, Guayaquil',
  email: 'facturas@pacifico.example.com',
};
const certificate = fictitiousCertificate(PROVEEDOR);

/** 200.00 at 15 % + 50.00 at 0 %: IVA 30.00, total 280.00; `secuencial` distinct per test file. */
export function supplierInvoiceTo(
  secuencial: number,
  comprador: { ruc: string; razonSocial: string } = demoEmisor,
  fechaEmision = new Date(),
) {
  return supplierInvoice({
    proveedor: PROVEEDOR,
    certificate,
    comprador,
    ambiente: 1,
    secuencial,
    fechaEmision,
    lineas: [line('P-1', 'Resmas de papel', 200), line('P-2', 'Libros', 50, 1, { producto_impuesto: 'IVA 0%' })],
  });
}
