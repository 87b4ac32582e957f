import { recomputeFacturaTotals } from '@facturador/shared/domain';
import type { documentoImpuestos } from '../../db/schema';

/**
 * A new document's totalConImpuestos rows, kept beside it from the same computation its XML uses,
 * so the sales report adds up what was declared to the SRI without reading XMLs. The emission
 * inserts them in the statement that inserts the document.
 */
export function documentTaxRows(
  documentoId: string,
  factura: Parameters<typeof recomputeFacturaTotals>[0],
): (typeof documentoImpuestos.$inferInsert)[] {
  return recomputeFacturaTotals(factura).totalConImpuestos.map((impuesto) => ({
    documentoId,
    codigo: impuesto.codigo,
    codigoPorcentaje: impuesto.codigoPorcentaje,
    tarifa: impuesto.tarifa,
    baseImponible: impuesto.baseImponible,
    valor: impuesto.valor,
  }));
}
