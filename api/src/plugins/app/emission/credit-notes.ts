import {
  AMBIENTE_NOTA_CREDITO_MESSAGE,
  COD_DOC,
  type CreditableDocument,
  creditNoteViolation,
  type EstadoDocumento,
  FACTURA_MODIFICADA_NO_ENCONTRADA_MESSAGE,
  type FacturaPayload,
  facturaNoAutorizadaMessage,
  recomputeFacturaTotals,
} from '@facturador/shared/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { documentos } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../errors';
import { storedFactura } from './stored-payload';

/** The invoice a credit note modifies. */
export interface ModifiedInvoice {
  claveAcceso: string;
  /** `dd/mm/aaaa`. */
  fechaEmision: string;
}

function creditable(factura: FacturaPayload): CreditableDocument {
  const totals = recomputeFacturaTotals(factura);
  return {
    productos: factura.productos,
    totalSinImpuestos: totals.totalSinImpuestos,
    importeTotal: totals.importeTotal,
  };
}

/**
 * Checks a credit note against its invoice inside the emission transaction: the invoice must be the
 * emisor's own, AUTORIZADA and in the same ambiente, and the note must keep within the invoiced
 * quantities and amount, counting the notes already issued on it (except NO AUTORIZADA ones). The
 * invoice row is locked, so two notes on one invoice are checked one after the other.
 */
export async function checkCreditNote(tx: Tx, emisorId: string, note: FacturaPayload): Promise<ModifiedInvoice> {
  const reference = note.facturaModificada ?? '';
  const numero = /^(\d{3})-(\d{3})-(\d{9})$/.exec(reference);
  const [invoice] = await tx
    .select({
      claveAcceso: documentos.claveAcceso,
      estado: documentos.estado,
      ambiente: documentos.ambiente,
      fechaEmision: documentos.fechaEmision,
      payload: documentos.payload,
    })
    .from(documentos)
    .where(
      and(
        eq(documentos.emisorId, emisorId),
        eq(documentos.tipo, COD_DOC.factura),
        numero
          ? and(
              eq(documentos.estab, numero[1]!),
              eq(documentos.ptoEmi, numero[2]!),
              eq(documentos.secuencial, numero[3]!),
              eq(documentos.ambiente, note.ambiente),
            )
          : eq(documentos.claveAcceso, reference),
      ),
    )
    .limit(1)
    .for('update');
  if (!invoice) throw notFound(FACTURA_MODIFICADA_NO_ENCONTRADA_MESSAGE);
  if (invoice.estado !== 'AUTORIZADA') throw conflict(facturaNoAutorizadaMessage(invoice.estado as EstadoDocumento));
  if (invoice.ambiente !== note.ambiente) throw badRequest(AMBIENTE_NOTA_CREDITO_MESSAGE);
  const original = storedFactura(invoice.payload);
  if (!original) throw notFound(FACTURA_MODIFICADA_NO_ENCONTRADA_MESSAGE);

  const previous = await tx
    .select({ payload: documentos.payload })
    .from(documentos)
    .where(
      and(
        eq(documentos.emisorId, emisorId),
        eq(documentos.documentoModificado, invoice.claveAcceso),
        eq(documentos.tipo, COD_DOC.notaCredito),
        ne(documentos.estado, 'NO AUTORIZADA'),
      ),
    );
  const previousNotes = previous.flatMap((row) => {
    const factura = storedFactura(row.payload);
    return factura ? [creditable(factura)] : [];
  });
  const violation = creditNoteViolation(creditable(original), previousNotes, creditable(note));
  if (violation) throw badRequest(violation);
  return { claveAcceso: invoice.claveAcceso, fechaEmision: invoice.fechaEmision };
}
