import { formatFechaSri } from '@facturador/shared/domain';
import { demoEmisor } from '../src/db/seed/demo-data';
import {
  DEMO_AGENTE_RETENCION,
  DEMO_SALES,
  DEMO_SALES_AMBIENTE,
  demoSaleNumero,
} from '../src/db/seed/demo-withholdings';
import { customerWithholding, fictitiousCertificate } from '../src/testing/customer-withholding';

/**
 * Documents other taxpayers had authorized for the demo company (issue #22): the retenciones its
 * withholding customer issued on the demo's seeded invoices, signed with that customer's own
 * (self-made) certificate. The simulator answers them to autorizacionComprobante; the README lists
 * their access keys. Returns the signed XMLs.
 */
export function demoAuthorizedDocuments(): string[] {
  const certificate = fictitiousCertificate(DEMO_AGENTE_RETENCION);
  return DEMO_SALES.map(
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
}
