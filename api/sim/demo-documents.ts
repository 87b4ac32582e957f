import { formatFechaSri } from '@facturador/shared/domain';
import { demoEmisor } from '../src/db/seed/demo-data';
import {
  DEMO_AGENTE_RETENCION,
  DEMO_PROVEEDOR,
  DEMO_PURCHASES,
  DEMO_SALES,
  DEMO_SALES_AMBIENTE,
  demoSaleNumero,
} from '../src/db/seed/demo-withholdings';
import { customerWithholding, fictitiousCertificate } from '../src/testing/customer-withholding';
import { supplierInvoice } from '../src/testing/supplier-invoice';

/**
 * Documents other taxpayers had authorized for the demo company (issue #22): the retenciones its
 * withholding customer issued on the demo's seeded invoices, signed with that customer's own
 * (self-made) certificate, and the invoices its supplier issued to it (its purchases, signed with the
 * supplier's certificate). The simulator answers them to autorizacionComprobante; docs/retenciones-y-compras.md lists
 * their access keys. Returns the signed XMLs.
 */
export function demoAuthorizedDocuments(): string[] {
  const certificate = fictitiousCertificate(DEMO_AGENTE_RETENCION);
  const proveedor = fictitiousCertificate(DEMO_PROVEEDOR);
  const purchases = DEMO_PURCHASES.map(
    (purchase) =>
      supplierInvoice({
        proveedor: DEMO_PROVEEDOR,
        certificate: proveedor,
        comprador: {
          ruc: demoEmisor.ruc,
          razonSocial: demoEmisor.razonSocial,
          direccion: demoEmisor.dirMatriz,
          email: demoEmisor.email,
        },
        ambiente: DEMO_SALES_AMBIENTE,
        secuencial: purchase.secuencial,
        fechaEmision: purchase.fecha,
        lineas: purchase.lineas,
      }).xml,
  );
  const withholdings = DEMO_SALES.map(
    (sale) =>
      customerWithholding({
        agente: DEMO_AGENTE_RETENCION,
        certificate,
        sujeto: demoEmisor,
        ambiente: DEMO_SALES_AMBIENTE,
        secuencial: sale.retencion.secuencial,
        fechaEmision: sale.retencion.fecha,
        facturas: [
          {
            numero: demoSaleNumero(sale),
            fechaEmision: formatFechaSri(sale.fecha),
            totalSinImpuestos: sale.totalSinImpuestos,
            baseGravada: sale.baseGravada,
            iva: sale.iva,
            importeTotal: sale.importeTotal,
            renta: sale.retencion.renta,
            ivaRetenido: sale.retencion.iva,
          },
        ],
      }).xml,
  );
  return [...withholdings, ...purchases];
}
