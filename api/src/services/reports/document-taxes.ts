import { type FacturaPayload, recomputeFacturaTotals } from '@facturador/shared/domain';
import type { Executor } from '../../db/database';
import { documentoImpuestos } from '../../db/schema';

/**
 * Keeps a new document's totalConImpuestos beside it, from the same computation its XML uses, so
 * the sales report adds up what was declared to the SRI without reading XMLs.
 */
export async function recordDocumentTaxes(db: Executor, documentoId: string, factura: FacturaPayload): Promise<void> {
  const { totalConImpuestos } = recomputeFacturaTotals(factura);
  if (totalConImpuestos.length === 0) return;
  await db.insert(documentoImpuestos).values(
    totalConImpuestos.map((impuesto) => ({
      documentoId,
      codigo: impuesto.codigo,
      codigoPorcentaje: impuesto.codigoPorcentaje,
      tarifa: impuesto.tarifa,
      baseImponible: impuesto.baseImponible,
      valor: impuesto.valor,
    })),
  );
}
